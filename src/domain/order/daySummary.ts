import type { Paise } from '../shared/Money';
import type { Millis } from '../shared/Timestamp';
import type { Order } from './Order';

/** India keeps one time zone, UTC+5:30, with no daylight saving: a shop day is an IST day. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight IST at the start of the day containing `now`. */
export const istDayStart = (now: Millis): Millis => Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;

export interface DaySummary {
  /** Orders placed today. */
  placed: number;
  delivered: number;
  cancelled: number;
  /** Cash on delivery taken today: the totals of orders delivered today. */
  cashCollected: Paise;
}

/** Today's figures for the dashboards, from active and finished orders together. */
export function daySummary(orders: readonly Order[], now: Millis): DaySummary {
  const start = istDayStart(now);
  const today = (t: Millis | undefined): boolean => t !== undefined && t >= start && t < start + DAY_MS;
  const summary: DaySummary = { placed: 0, delivered: 0, cancelled: 0, cashCollected: 0 };
  for (const order of orders) {
    if (today(order.createdAt)) summary.placed += 1;
    if (order.status === 'delivered' && today(order.deliveredAt ?? order.updatedAt)) {
      summary.delivered += 1;
      summary.cashCollected += order.total;
    }
    if (order.status === 'cancelled' && today(order.cancelledAt ?? order.updatedAt)) summary.cancelled += 1;
  }
  return summary;
}
