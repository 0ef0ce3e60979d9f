import type { Order } from '../order/Order';
import type { OrderEventKind } from '../order/OrderEvent';
import { villageOf } from '../order/villageOf';
import type { Paise } from '../shared/Money';
import type { Millis } from '../shared/Timestamp';

/**
 * Whom an alert speaks to, which decides its words and the page it opens: the staff (a new order
 * waiting for anyone), the delivery person an order was given to, or the order's customer.
 */
export type AlertAudience = 'staff' | 'courier' | 'customer';

/** One thing to tell one person about one order: what happened, and what the banner and the push show of it. */
export interface OrderAlert {
  /**
   * The same happening has the same key everywhere: in every tab of the person, in the open app and
   * in the server's push, so it is told once (and a push replaces the open app's notification of it).
   */
  key: string;
  kind: OrderEventKind;
  audience: AlertAudience;
  orderId: string;
  total: Paise;
  /** Where the order goes ('' when the address names none). */
  village: string;
  /** Who delivers it, once someone does. */
  courierName?: string;
}

/** The moment each kind of change stamps on the order (transitions.ts): the same in every tab and on the server. */
function momentOf(kind: OrderEventKind, order: Order): Millis {
  const stamped: Record<OrderEventKind, Millis | undefined> = {
    placed: order.createdAt,
    accepted: order.acceptedAt,
    assigned: order.assignedAt,
    handedBack: order.handedBackAt,
    delivered: order.deliveredAt,
    cancelled: order.cancelledAt,
  };
  return stamped[kind] ?? order.updatedAt ?? order.createdAt;
}

/** The alert for `kind` of `order` (the order as it is after the change), spoken to `audience`. */
export function orderAlert(kind: OrderEventKind, audience: AlertAudience, order: Order): OrderAlert {
  return {
    key: `${order.id}:${kind}:${momentOf(kind, order)}`,
    kind,
    audience,
    orderId: order.id,
    total: order.total,
    village: villageOf(order),
    ...(order.deliveryPersonName ? { courierName: order.deliveryPersonName } : {}),
  };
}
