import type { Order } from '../../../domain/order/Order';
import type { Millis } from '../../../domain/shared/Timestamp';

export interface TimelineStep {
  step: 'placed' | 'accepted' | 'delivered' | 'cancelled';
  /** Reached (or, for the last step, happened); upcoming steps are false. */
  done: boolean;
  at?: Millis;
}

/**
 * The customer's view of an order's life: placed, accepted, then delivered or cancelled, with
 * the time of each step that happened. A cancelled order that was never accepted skips 'accepted'.
 */
export function orderTimeline(order: Order): TimelineStep[] {
  const placed: TimelineStep = { step: 'placed', done: true, at: order.createdAt };
  const acceptedDone = order.status === 'accepted' || order.status === 'delivered' || order.acceptedAt !== undefined;
  const accepted: TimelineStep = { step: 'accepted', done: acceptedDone, ...(order.acceptedAt ? { at: order.acceptedAt } : {}) };
  if (order.status === 'cancelled') {
    const at = order.cancelledAt ?? order.updatedAt;
    const cancelled: TimelineStep = { step: 'cancelled', done: true, ...(at ? { at } : {}) };
    return acceptedDone ? [placed, accepted, cancelled] : [placed, cancelled];
  }
  const at = order.deliveredAt ?? (order.status === 'delivered' ? order.updatedAt : undefined);
  return [placed, accepted, { step: 'delivered', done: order.status === 'delivered', ...(at ? { at } : {}) }];
}
