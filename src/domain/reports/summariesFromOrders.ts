import type { Order } from '../order/Order';
import type { OrderEvent } from '../order/OrderEvent';
import type { Millis } from '../shared/Timestamp';
import { addDaySummaries } from './addDaySummaries';
import { emptyDaySummary, type DaySummary } from './DaySummary';
import { daySummaryDelta } from './daySummaryDelta';

/** The books rebuilt: every day's summary, and when each customer first ordered. */
export interface RebuiltBooks {
  summaries: DaySummary[];
  firstOrders: Map<string, Millis>;
}

/**
 * The events an order's stored state shows: placed, and delivered or cancelled when it finished.
 * Orders from before the timeline fields fall back to their last update.
 */
function eventsOf(order: Order): OrderEvent[] {
  const events: OrderEvent[] = [{ kind: 'placed', order, previous: null, at: order.createdAt }];
  if (order.status === 'delivered') {
    events.push({ kind: 'delivered', order, previous: null, at: order.deliveredAt ?? order.updatedAt ?? order.createdAt });
  }
  if (order.status === 'cancelled') {
    events.push({ kind: 'cancelled', order, previous: null, at: order.cancelledAt ?? order.updatedAt ?? order.createdAt });
  }
  return events;
}

/**
 * Every day's books worked out again from the orders themselves (active and finished), through
 * the same daySummaryDelta the use cases record with: for a store that traded before the books
 * existed, or after a fault. A customer's earliest order is their first.
 */
export function summariesFromOrders(orders: readonly Order[]): RebuiltBooks {
  const firstOf = new Map<string, Order>();
  for (const order of orders) {
    const first = firstOf.get(order.userId);
    if (!first || order.createdAt < first.createdAt || (order.createdAt === first.createdAt && order.id < first.id)) {
      firstOf.set(order.userId, order);
    }
  }
  const days = new Map<string, DaySummary>();
  for (const order of orders) {
    for (const event of eventsOf(order)) {
      const delta = daySummaryDelta(event, firstOf.get(order.userId) === order);
      if (!delta) continue;
      days.set(delta.day, addDaySummaries(days.get(delta.day) ?? emptyDaySummary(delta.day), delta));
    }
  }
  const firstOrders = new Map([...firstOf].map(([uid, order]) => [uid, order.createdAt]));
  return { summaries: [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1)), firstOrders };
}
