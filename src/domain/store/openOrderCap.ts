import type { Order, OrderStatus } from '../order/Order';
import { err, ok, type Result } from '../shared/Result';

/** Orders that still tie up stock and a delivery. */
export const OPEN_ORDER_STATUSES = ['pending', 'accepted'] as const satisfies readonly OrderStatus[];

export const isOpenOrder = (order: Pick<Order, 'status'>): boolean =>
  (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status);

export const countOpenOrders = (orders: readonly Pick<Order, 'status'>[]): number => orders.filter(isOpenOrder).length;

/**
 * Cash-on-delivery protection: a customer with `max` open orders places no more until one is
 * delivered or cancelled ('store.tooManyOpenOrders' {max}).
 */
export function checkOpenOrderCap(openOrders: number, max: number): Result<true, 'store.tooManyOpenOrders'> {
  return openOrders >= max ? err('store.tooManyOpenOrders', { max }) : ok(true);
}
