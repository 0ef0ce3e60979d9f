import type { Paise } from '../shared/Money';
import type { Millis } from '../shared/Timestamp';
import { istDayKey } from '../reports/istCalendar';
import { buildSalesReport } from '../reports/buildSalesReport';
import { summariesFromOrders } from '../reports/summariesFromOrders';
import type { Order } from './Order';

export interface DaySummary {
  /** Orders placed today. */
  placed: number;
  delivered: number;
  cancelled: number;
  /** Cash on delivery taken today: the totals of orders delivered today. */
  cashCollected: Paise;
}

/**
 * Today's figures for the dashboards, from active and finished orders together: the store's
 * books (domain/reports) worked out from these orders, so the dashboards and the reports count
 * by the same rules.
 */
export function daySummary(orders: readonly Order[], now: Millis): DaySummary {
  const today = istDayKey(now);
  const report = buildSalesReport(summariesFromOrders(orders).summaries, today, today);
  return { placed: report.placed, delivered: report.delivered, cancelled: report.cancelled, cashCollected: report.revenue };
}
