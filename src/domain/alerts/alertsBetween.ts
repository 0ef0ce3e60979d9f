import type { Order } from '../order/Order';
import type { OrderEventKind } from '../order/OrderEvent';
import { orderAlert, type AlertAudience, type OrderAlert } from './OrderAlert';

/**
 * What changed for the customer between the order as she last saw it and as it is now: accepted
 * (or given to a delivery person by the shop), handed back, delivered, or cancelled by the shop.
 * Her own cancel tells her nothing she does not know.
 */
function customerChange(before: Order, now: Order): OrderEventKind | null {
  if (now.status === before.status && now.assignedAt === before.assignedAt) return null;
  if (now.status === 'delivered') return 'delivered';
  if (now.status === 'cancelled') return now.cancelledBy === 'customer' ? null : 'cancelled';
  if (now.status === 'accepted') {
    if (now.assignedAt !== undefined && now.assignedAt !== before.assignedAt) return 'assigned';
    return before.status === 'pending' ? 'accepted' : null;
  }
  return before.status === 'accepted' ? 'handedBack' : null;
}

/**
 * The alerts one new look at a live list brings, against the orders the person has already seen
 * (`known`, by id, as last seen; orders that left the list stay known, so a delivered order
 * arriving in history is compared with how it was while active):
 * - staff (the pending list): a newly placed order nobody has had yet;
 * - courier (the delivery person's own list): an order the shop gave them;
 * - customer (her active orders and her history): each change the shop made to one of her orders.
 * An order never seen before tells the customer nothing (she placed it herself).
 */
export function alertsBetween(audience: AlertAudience, known: ReadonlyMap<string, Order>, orders: readonly Order[]): OrderAlert[] {
  const alerts: OrderAlert[] = [];
  for (const order of orders) {
    const before = known.get(order.id);
    if (audience === 'staff') {
      if (!before && order.status === 'pending' && order.handedBackAt === undefined) alerts.push(orderAlert('placed', 'staff', order));
    } else if (audience === 'courier') {
      if (order.assignedAt !== undefined && before?.assignedAt !== order.assignedAt) alerts.push(orderAlert('assigned', 'courier', order));
    } else if (before) {
      const kind = customerChange(before, order);
      if (kind) alerts.push(orderAlert(kind, 'customer', order));
    }
  }
  return alerts;
}
