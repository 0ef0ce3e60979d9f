import type { CancellationKind } from '../order/cancelReasons';
import type { Paise } from '../shared/Money';
import type { DayKey } from './istCalendar';

/** What one product in one size sold on delivered orders. */
export interface ProductSales {
  id: string;
  group: string;
  subgroup: string;
  name: string;
  nameHi?: string;
  variant: string;
  qty: number;
  /** Price × quantity of its lines. */
  revenue: Paise;
}

/** A delivery person's delivered orders and the cash they brought in. */
export interface CourierTakings {
  name: string;
  delivered: number;
  cash: Paise;
}

/**
 * The store's books for one IST day: one document per day, so a report reads at most one
 * document per day of its range. Orders placed count on the day they were placed, deliveries
 * (with their cash, fee, courier and products) and cancellations on the day they happened.
 * The same shape is the change one order event makes (daySummaryDelta): its counters are added
 * and its sets joined, so the server can write it with increments alone, never reading the day.
 */
export interface DaySummary {
  day: DayKey;
  placed: number;
  delivered: number;
  cancelled: number;
  /** Totals (items and fee) of the orders delivered: the cash collected. */
  revenue: Paise;
  /** The delivery fees within that revenue. */
  fees: Paise;
  cancellations: Partial<Record<CancellationKind, number>>;
  /** Orders placed by IST hour, keyed '0' to '23'. */
  hours: Record<string, number>;
  /** By delivery person's uid ('unassigned' for an order delivered with none). */
  couriers: Record<string, CourierTakings>;
  /** By productSalesKey: product and size. */
  products: Record<string, ProductSales>;
  /** The customers (uids) who placed an order that day. */
  customers: Record<string, true>;
  /** Those of them whose first order ever it was. */
  newCustomers: Record<string, true>;
}

export const emptyDaySummary = (day: DayKey): DaySummary => ({
  day,
  placed: 0,
  delivered: 0,
  cancelled: 0,
  revenue: 0,
  fees: 0,
  cancellations: {},
  hours: {},
  couriers: {},
  products: {},
  customers: {},
  newCustomers: {},
});

/** A product and size, so '1kg' and '5kg' of one atta are counted apart. */
export const productSalesKey = (line: { group: string; subgroup: string; id: string; variant: string }): string =>
  `${line.group}/${line.subgroup}/${line.id}/${line.variant}`;

/** The key for cash on an order delivered with no delivery person on it (an old order). */
export const UNASSIGNED_COURIER = 'unassigned';
