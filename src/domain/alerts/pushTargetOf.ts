import type { OrderEvent } from '../order/OrderEvent';
import { orderAlert, type OrderAlert } from './OrderAlert';

/** Whose devices a push about an order change goes to: every staff member's, or one person's. */
export type PushTarget = { to: 'staff'; alert: OrderAlert } | { to: 'person'; uid: string; alert: OrderAlert };

/**
 * Who hears of an order change on a phone whose app is closed (issue 38): a new order goes to every
 * delivery person and admin; an order given to a delivery person goes to that person; accepted,
 * delivered, handed back and cancelled go to the customer (not her own cancel). Anything else: nobody.
 */
export function pushTargetOf(event: OrderEvent): PushTarget | null {
  const { kind, order } = event;
  if (kind === 'placed') return { to: 'staff', alert: orderAlert(kind, 'staff', order) };
  if (kind === 'assigned') {
    return order.deliveryPersonId ? { to: 'person', uid: order.deliveryPersonId, alert: orderAlert(kind, 'courier', order) } : null;
  }
  if (kind === 'cancelled' && order.cancelledBy === 'customer') return null;
  return { to: 'person', uid: order.userId, alert: orderAlert(kind, 'customer', order) };
}
