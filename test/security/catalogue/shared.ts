import { expect } from 'vitest';
import type { Order } from '../../../src/domain/order/Order';
import { buildOrder } from '../../../src/domain/order/buildOrder';
import { buildOrderItem } from '../../../src/domain/order/inventory';
import { sizeOf } from '../../factories/sizeOf';
import { orderToDoc } from '../../../src/infrastructure/firebase/converters/orderToDoc';
import { webStoredValues } from '../../../src/infrastructure/firebase/webStoredValues';
import type { Observed } from '../support/attempts';
import { ATTA, HOME_A, orderDoc, rupees, SETTINGS, type World } from '../support/world';

/** The order a placeOrder the attempt expected to go through answered with. */
export function placedOrder(observed: Observed[]): Order {
  const [first] = observed;
  if (first?.kind !== 'allowed') throw new Error(`no order was placed: ${JSON.stringify(first)}`);
  return first.value as Order;
}

/** A checkout request as the browser sends it, from Alice's home address, with `more` beside it. */
export const checkout = (lines: unknown, more: Record<string, unknown> = {}) => ({
  lines,
  addressId: HOME_A.id,
  phoneNumber: '9876543210',
  checkoutKey: `k-${crypto.randomUUID()}`,
  ...more,
});

/**
 * An order as a cheating browser would write it itself: Alice's, one atta at ₹1 and a total of ₹0,
 * in the stored shape (orderToDoc with the web SDK's timestamps).
 */
export function forgedOrder(w: World, change: Partial<Order> = {}): { id: string; doc: Record<string, unknown> } {
  const { alice } = w.people;
  const order: Order = {
    ...buildOrder({
      customer: { uid: alice.uid, email: alice.email, name: 'Alice Devi' },
      items: [{ ...buildOrderItem(ATTA, sizeOf(ATTA, ATTA.weight), 1), price: 100 }],
      deliveryAddress: HOME_A,
      phoneNumber: '9876543210',
      now: Date.now(),
      deliveryFee: 0,
    }),
    total: 0,
    ...change,
  };
  return { id: order.id, doc: orderToDoc(order, webStoredValues) };
}

/** The order as the server must have made it: the catalogue's price, the store's fee, from Alice's token and profile. */
export async function expectServerOrder(w: World, order: Order, lines: Array<{ price: number; qty: number }>): Promise<void> {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  const fee = subtotal >= SETTINGS.freeDeliveryFrom && SETTINGS.freeDeliveryFrom > 0 ? 0 : SETTINGS.deliveryFee;
  expect(order).toMatchObject({
    userId: w.people.alice.uid,
    userEmail: w.people.alice.email,
    status: 'pending',
    subtotal,
    deliveryFee: fee,
  });
  expect(order.total).toBe(subtotal + fee);
  const stored = await orderDoc(order.id);
  expect(stored?.total).toBe((subtotal + fee) / 100);
  expect(stored?.deliveryFee).toBe(fee / 100);
  expect(stored?.userEmail).toBe(w.people.alice.email);
  expect(stored?.paymentStatus).toBe('pending');
  expect(Math.abs(order.createdAt - Date.now())).toBeLessThan(120_000);
}

export { rupees };
