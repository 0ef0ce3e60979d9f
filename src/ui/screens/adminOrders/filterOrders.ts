import { matchesOrderNumber } from '../../../domain/order/matchesOrderNumber';
import type { Order } from '../../../domain/order/Order';

/** The statuses an active order can have, plus everything. */
export const STATUS_FILTERS = ['all', 'pending', 'accepted'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const fold = (text: string): string => text.toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim();

/**
 * Orders of the chosen status whose customer (name, email, phone, village) or order number
 * contains the search text. Digits are compared without spaces, so '98370 12345' finds
 * '9837012345'; the number in any case, with or without its dash. The full id is not searched:
 * nobody sees it, and its random tail would match names being typed.
 */
export function filterOrders(orders: readonly Order[], status: StatusFilter, search: string): Order[] {
  const query = fold(search);
  const digits = query.replace(/\D/g, '');
  return orders.filter((order) => {
    if (status !== 'all' && order.status !== status) return false;
    if (!query) return true;
    const text = fold([order.userName, order.userEmail, order.deliveryAddress.city ?? ''].join(' '));
    return (
      text.includes(query) ||
      matchesOrderNumber(order.id, query) ||
      (digits.length >= 3 && order.phoneNumber.replace(/\D/g, '').includes(digits))
    );
  });
}
