import type { UserType } from '../user/UserProfile';
import type { OrderAlert } from './OrderAlert';

/** The id of an order's card on its page: the anchor an alert's link scrolls to. */
export const orderAnchor = (orderId: string): string => `order-${orderId}`;

/**
 * The page an alert opens, at the order's card: the delivery dashboard for a delivery person, Manage
 * Orders for an admin, and for the customer My Orders, or Order History once it is delivered or cancelled.
 */
export function alertPath(alert: Pick<OrderAlert, 'kind' | 'audience' | 'orderId'>, role: UserType): string {
  const at = `#${orderAnchor(alert.orderId)}`;
  if (alert.audience === 'customer')
    return `${alert.kind === 'delivered' || alert.kind === 'cancelled' ? '/orderhistory' : '/orders'}${at}`;
  return `${role === 'admin' ? '/adminorders' : '/delivery-dashboard'}${at}`;
}
