import type { OrderEvent } from '../../domain/order/OrderEvent';
import { daySummaryDelta } from '../../domain/reports/daySummaryDelta';
import type { Transaction } from '../ports/UnitOfWork';

/**
 * Writes what an order event adds to the store's books in the unit that makes the change, so the
 * day's summary moves with the order or not at all: a retried unit starts over with its writes,
 * and a repeated request (the same checkout key, an order already delivered) makes no event.
 * `firstOrder`: a placed order whose customer had never ordered (read before the unit's first write).
 */
export function recordInBooks(tx: Transaction, event: OrderEvent, firstOrder = false): void {
  const delta = daySummaryDelta(event, firstOrder);
  if (delta) tx.addToDaySummary(delta);
  if (event.kind === 'placed' && firstOrder) tx.recordFirstOrder(event.order.userId, event.at);
}
