import type { Order } from '../../../src/domain/order/Order';

/**
 * The report's figures worked out the slow, obvious way from the orders themselves (active and
 * finished), sharing nothing with the books: the IST day and hour come from Intl's time-zone
 * database, not from the books' offset arithmetic. Property tests compare the two.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' });

export const kolkataDay = (at: number): string => dayFormat.format(new Date(at));
export const kolkataHour = (at: number): number => Number(hourFormat.format(new Date(at)));

const REASON_NOTES: Record<string, string> = {
  'Customer not at home': 'notHome',
  'Customer refused the order': 'refused',
  'Address not found': 'addressNotFound',
};

function reasonOf(order: Order): string {
  if (order.cancelledBy === 'customer') return 'customer';
  if (order.cancelledBy !== 'delivery') return 'store';
  const words = order.cancellationNote?.split(' — ').slice(1).join(' — ') ?? '';
  return REASON_NOTES[words] ?? 'deliveryOther';
}

export interface BruteForceFigures {
  placed: number;
  delivered: number;
  cancelled: number;
  cancellations: Record<string, number>;
  revenue: number;
  fees: number;
  averageBasket: number;
  couriers: Record<string, { delivered: number; cash: number }>;
  products: Record<string, { qty: number; revenue: number }>;
  ordersByHour: number[];
  revenueByDay: Record<string, number>;
  newCustomers: number;
  returningCustomers: number;
}

export function bruteForceReport(orders: readonly Order[], from: string, to: string): BruteForceFigures {
  const inRange = (at: number | undefined) => at !== undefined && kolkataDay(at) >= from && kolkataDay(at) <= to;
  const placed = orders.filter((o) => inRange(o.createdAt));
  const delivered = orders.filter((o) => o.status === 'delivered' && inRange(o.deliveredAt));
  const cancelled = orders.filter((o) => o.status === 'cancelled' && inRange(o.cancelledAt));
  const figures: BruteForceFigures = {
    placed: placed.length,
    delivered: delivered.length,
    cancelled: cancelled.length,
    cancellations: {},
    revenue: 0,
    fees: 0,
    averageBasket: 0,
    couriers: {},
    products: {},
    ordersByHour: Array.from({ length: 24 }, () => 0),
    revenueByDay: {},
    newCustomers: 0,
    returningCustomers: 0,
  };
  for (const o of cancelled) figures.cancellations[reasonOf(o)] = (figures.cancellations[reasonOf(o)] ?? 0) + 1;
  for (const o of delivered) {
    figures.revenue += o.total;
    figures.fees += o.deliveryFee ?? 0;
    const day = kolkataDay(o.deliveredAt!);
    figures.revenueByDay[day] = (figures.revenueByDay[day] ?? 0) + o.total;
    const courier = (figures.couriers[o.deliveryPersonId ?? 'unassigned'] ??= { delivered: 0, cash: 0 });
    courier.delivered += 1;
    courier.cash += o.total;
    for (const item of o.items) {
      const sold = (figures.products[`${item.group}/${item.subgroup}/${item.id}/${item.variant}`] ??= { qty: 0, revenue: 0 });
      sold.qty += item.qty;
      sold.revenue += item.qty * item.price;
    }
  }
  figures.averageBasket = delivered.length ? Math.round(figures.revenue / delivered.length) : 0;
  for (const o of placed) figures.ordersByHour[kolkataHour(o.createdAt)]! += 1;
  const firstOrderDay = new Map<string, string>();
  for (const o of orders) {
    const day = kolkataDay(o.createdAt);
    const had = firstOrderDay.get(o.userId);
    if (!had || day < had) firstOrderDay.set(o.userId, day);
  }
  const customers = new Set(placed.map((o) => o.userId));
  for (const uid of customers) {
    if (firstOrderDay.get(uid)! >= from) figures.newCustomers += 1;
    else figures.returningCustomers += 1;
  }
  return figures;
}
