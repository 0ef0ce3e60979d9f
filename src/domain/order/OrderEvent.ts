import type { Millis } from '../shared/Timestamp';
import type { Order } from './Order';

/**
 * What happened to an order, in the words the people around it are told and the store's books
 * count it: placed by a customer, accepted by a delivery person or assigned to one by an admin,
 * handed back to pending, delivered, or cancelled (by whom is on the order's cancelledBy).
 */
export type OrderEventKind = 'placed' | 'accepted' | 'assigned' | 'handedBack' | 'delivered' | 'cancelled';

export interface OrderEvent {
  kind: OrderEventKind;
  /** The order afterwards: still active, or its history copy once delivered or cancelled. */
  order: Order;
  /** The order before the change; null when it was just placed. */
  previous: Order | null;
  /** When the change was made (the server's clock in Firebase mode). */
  at: Millis;
}
