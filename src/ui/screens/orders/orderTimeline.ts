import type { Order } from '../../../domain/order/Order';
import type { Millis } from '../../../domain/shared/Timestamp';

export interface TimelineStep {
  step: 'placed' | 'handedBack' | 'accepted' | 'delivered' | 'cancelled';
  /** Reached (or, for the last step, happened); upcoming steps are false. */
  done: boolean;
  at?: Millis;
  /** Who has the order since this step: the delivery person who accepted it, or was given it. */
  by?: string;
}

/**
 * The customer's view of an order's life: placed, accepted, then delivered or cancelled, with
 * the time of each step that happened. A cancelled order that was never accepted skips 'accepted'.
 * An order handed back to the shop (its delivery person could not go, or the owner took it off
 * them) shows when, before the acceptance that came after it; the accepted step names whoever
 * has the order now, so a reassigned order shows the new person.
 */
export function orderTimeline(order: Order): TimelineStep[] {
  const placed: TimelineStep = { step: 'placed', done: true, at: order.createdAt };
  const handedBack: TimelineStep[] = order.handedBackAt !== undefined ? [{ step: 'handedBack', done: true, at: order.handedBackAt }] : [];
  const acceptedDone = order.status === 'accepted' || order.status === 'delivered' || order.acceptedAt !== undefined;
  const accepted: TimelineStep = {
    step: 'accepted',
    done: acceptedDone,
    ...(order.acceptedAt ? { at: order.acceptedAt } : {}),
    ...(acceptedDone && order.deliveryPersonName ? { by: order.deliveryPersonName } : {}),
  };
  if (order.status === 'cancelled') {
    const at = order.cancelledAt ?? order.updatedAt;
    const cancelled: TimelineStep = { step: 'cancelled', done: true, ...(at ? { at } : {}) };
    return acceptedDone ? [placed, ...handedBack, accepted, cancelled] : [placed, ...handedBack, cancelled];
  }
  const at = order.deliveredAt ?? (order.status === 'delivered' ? order.updatedAt : undefined);
  return [placed, ...handedBack, accepted, { step: 'delivered', done: order.status === 'delivered', ...(at ? { at } : {}) }];
}
