import { paiseToCsv } from '../../catalog/csv/catalogToCsv';
import { serialiseCsv } from '../../catalog/csv/serialiseCsv';
import type { Order } from '../../order/Order';
import { shortOrderNumber } from '../../order/shortOrderNumber';
import { istClock, istDayKey } from '../istCalendar';

/** The columns of the orders export, in order (English names, like the catalogue file's). */
export const ORDER_COLUMNS = [
  'order_number',
  'order_id',
  'date',
  'customer',
  'village',
  'status',
  'delivery_person',
  'item',
  'size',
  'qty',
  'price',
  'line_amount',
  'delivery_fee',
  'total',
] as const;

/** 'YYYY-MM-DD HH:MM' in the store's time (IST), which spreadsheets read as a date and time. */
const istStamp = (at: number): string => `${istDayKey(at)} ${istClock(at)}`;

/**
 * One row per order line, oldest order first: the order's number, date, customer, village (from
 * their profile), status and delivery person on every row; the delivery fee and the total on the
 * order's first row only, so that a spreadsheet's sum of a column is the money, not a multiple of it.
 * Amounts in rupees as plain numbers ('45.50'), so they add up in the sheet.
 */
export function ordersToCsvRows(orders: readonly Order[], villageOf: (userId: string) => string): string[][] {
  const rows: string[][] = [[...ORDER_COLUMNS]];
  for (const order of [...orders].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))) {
    order.items.forEach((item, i) => {
      const cells: Record<(typeof ORDER_COLUMNS)[number], string> = {
        order_number: shortOrderNumber(order.id),
        order_id: order.id,
        date: istStamp(order.createdAt),
        customer: order.userName,
        village: villageOf(order.userId),
        status: order.status,
        delivery_person: order.deliveryPersonName ?? '',
        item: item.name,
        size: item.variant,
        qty: String(item.qty),
        price: paiseToCsv(item.price),
        line_amount: paiseToCsv(item.price * item.qty),
        delivery_fee: i === 0 ? paiseToCsv(order.deliveryFee ?? 0) : '',
        total: i === 0 ? paiseToCsv(order.total) : '',
      };
      rows.push(ORDER_COLUMNS.map((c) => cells[c]));
    });
  }
  return rows;
}

/** The orders as CSV text, safe to open in a spreadsheet (cells that look like formulas are neutralised). */
export const ordersToCsv = (orders: readonly Order[], villageOf: (userId: string) => string): string =>
  serialiseCsv(ordersToCsvRows(orders, villageOf));
