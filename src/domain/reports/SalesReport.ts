import type { CancellationKind } from '../order/cancelReasons';
import type { Paise } from '../shared/Money';
import type { CourierTakings, ProductSales } from './DaySummary';
import type { DayKey } from './istCalendar';

/** The owner's figures for a range of IST days, from the day summaries alone. */
export interface SalesReport {
  from: DayKey;
  to: DayKey;
  placed: number;
  delivered: number;
  cancelled: number;
  cancellations: Record<CancellationKind, number>;
  /** Cash collected: totals of the orders delivered in the range. */
  revenue: Paise;
  fees: Paise;
  /** Revenue per delivered order, rounded to the paisa; 0 without deliveries. */
  averageBasket: Paise;
  /** Each delivery person with cash, most cash first. */
  couriers: Array<CourierTakings & { uid: string }>;
  /** The ten best products (each size apart) by quantity, and by revenue. */
  topByQuantity: ProductSales[];
  topByRevenue: ProductSales[];
  /** Orders placed in each IST hour, index 0 to 23. */
  ordersByHour: number[];
  /** Every day of the range with its revenue, oldest first (days without trade at 0). */
  revenueByDay: Array<{ day: DayKey; revenue: Paise }>;
  /** Customers whose first order ever was placed in the range. */
  newCustomers: number;
  /** Customers who ordered in the range and had ordered before it. */
  returningCustomers: number;
}

export const TOP_PRODUCTS = 10;
