import type { SavedAddress } from '../address/Address';
import type { Paise } from '../shared/Money';
import type { Millis } from '../shared/Timestamp';
import type { UserProfile } from '../user/UserProfile';
import type { Order, OrderItem } from './Order';
import { orderIdFor } from './orderId';

export const orderTotal = (items: readonly OrderItem[]): number => items.reduce((sum, i) => sum + i.price * i.qty, 0);

/** A new cash-on-delivery order, pending and unassigned (docs/SPEC.md 'Entities and their fields'), total in paise. */
export function buildOrder(input: {
  customer: Pick<UserProfile, 'uid' | 'email' | 'name' | 'userName'>;
  items: OrderItem[];
  deliveryAddress: SavedAddress;
  phoneNumber: string;
  now: Millis;
  /** Store settings' fee for this order; without it the order has the spec's shape. */
  deliveryFee?: Paise;
  deliveryCodeRequired?: boolean;
}): Order {
  const { customer } = input;
  const subtotal = orderTotal(input.items);
  const charges = input.deliveryFee === undefined ? {} : { subtotal, deliveryFee: input.deliveryFee };
  const order: Order = {
    id: orderIdFor(input.now, customer.uid),
    userId: customer.uid,
    userEmail: customer.email,
    userName: customer.name || customer.userName || customer.email,
    items: input.items,
    status: 'pending',
    total: subtotal + (input.deliveryFee ?? 0),
    ...charges,
    createdAt: input.now,
    deliveryAddress: input.deliveryAddress,
    phoneNumber: input.phoneNumber,
    paymentMethod: 'cash_on_delivery',
    paymentStatus: 'pending',
    deliveryPersonId: null,
  };
  if (input.deliveryCodeRequired) order.deliveryCodeRequired = true;
  return order;
}
