import type { SavedAddress } from '../address/Address';
import type { Millis } from '../shared/Timestamp';
import type { UserProfile } from '../user/UserProfile';
import type { Order, OrderItem } from './Order';
import { orderIdFor } from './orderId';

export const orderTotal = (items: readonly OrderItem[]): number => items.reduce((sum, i) => sum + i.price * i.qty, 0);

/** A new cash-on-delivery order, pending and unassigned (SPEC section 3), total in paise. */
export function buildOrder(input: {
  customer: Pick<UserProfile, 'uid' | 'email' | 'name' | 'userName'>;
  items: OrderItem[];
  deliveryAddress: SavedAddress;
  phoneNumber: string;
  now: Millis;
}): Order {
  const { customer } = input;
  return {
    id: orderIdFor(input.now, customer.uid),
    userId: customer.uid,
    userEmail: customer.email,
    userName: customer.name || customer.userName || customer.email,
    items: input.items,
    status: 'pending',
    total: orderTotal(input.items),
    createdAt: input.now,
    deliveryAddress: input.deliveryAddress,
    phoneNumber: input.phoneNumber,
    paymentMethod: 'cash_on_delivery',
    paymentStatus: 'pending',
    deliveryPersonId: null,
  };
}
