import type { Order } from '../order/Order';
import { err, ok, type Result } from '../shared/Result';

/** Orders that still tie up stock and a delivery: pending or accepted. */
export const countOpenOrders = (orders: readonly Pick<Order, 'status'>[]): number =>
  orders.filter((o) => o.status === 'pending' || o.status === 'accepted').length;

/**
 * Cash-on-delivery protection: a customer with `max` open orders places no more until one is
 * delivered or cancelled ('store.tooManyOpenOrders' {max}).
 */
export function checkOpenOrderCap(openOrders: number, max: number): Result<true, 'store.tooManyOpenOrders'> {
  return openOrders >= max ? err('store.tooManyOpenOrders', { max }) : ok(true);
}
