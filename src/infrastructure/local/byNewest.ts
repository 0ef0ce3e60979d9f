import type { Order } from '../../domain/order/Order';

/** Orders newest createdAt first, the order every list port promises. */
export const byNewest = (orders: Order[]): Order[] => orders.sort((a, b) => b.createdAt - a.createdAt);
