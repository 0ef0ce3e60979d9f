import type { Order } from '../../../domain/order/Order';

/**
 * Newest createdAt first. Sorted here rather than by the query, so documents whose createdAt is an
 * ISO string or missing (older data) still list, and in the right place.
 */
export const byNewest = (orders: Order[]): Order[] => orders.sort((a, b) => b.createdAt - a.createdAt);
