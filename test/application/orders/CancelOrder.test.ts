import { actAs, anotherDevice } from '../../support/actAs';
import { checkoutCart } from '../../support/checkoutCart';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CancelOrder } from '../../../src/application/orders/CancelOrder';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { cartWith } from '../../factories/cartFactory';
import { clockOf, memoryOf, seedCommerce } from '../../support/seedCommerce';
import {
  activeOrders,
  admin,
  atta,
  customer,
  delivery,
  historyOf,
  khal,
  orderIn,
  orderWorld,
  otherCustomer,
  otherDelivery,
  rice,
  stock,
  STOCK_BEFORE,
  STOCK_RESTORED,
} from './orderWorld';

describe('CancelOrder', () => {
  it('a customer cancels their own order: to history as cancelled, original gone, stock back', async () => {
    const order = orderIn('pending', null);
    const container = orderWorld([order]);
    const now = clockOf(container).now();
    const result = await actAs(container, customer).get(CancelOrder).execute({ orderId: order.id, reason: 'ordered twice' });
    const cancelled = {
      ...order,
      status: 'cancelled',
      cancelledBy: 'customer',
      cancellationNote: 'Cancelled by customer — ordered twice',
      updatedAt: now,
      cancelledAt: now,
    };
    expect(result).toEqual({ ok: true, value: { order: cancelled, code: 'orders.cancelled' } });
    expect(activeOrders(container)).toEqual([]);
    expect(await historyOf(container)).toEqual([cancelled]);
    // Loose khal: 3 × 500 g = 1.5 kg back into kg stock; the 5kg rice size; atta's own available.
    expect(await stock(container)).toEqual(STOCK_RESTORED);
    expect((await container.get(ProductRepositoryToken).get(atta))!.updatedAt).toBe(now);
  });

  it("the assigned delivery person cancels with a reason: 'Cancelled by delivery person: {name} — {reason}'", async () => {
    const order = orderIn('accepted', 'del1');
    const container = orderWorld([order]);
    expect((await actAs(container, delivery).get(CancelOrder).execute({ orderId: order.id, reason: 'Customer not at home' })).ok).toBe(
      true,
    );
    expect((await historyOf(container))[0]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'delivery',
      cancellationNote: 'Cancelled by delivery person: Suresh — Customer not at home',
    });
    expect(await stock(container)).toEqual(STOCK_RESTORED);
  });

  it("an admin cancels anyone's order: 'Cancelled by administrator'", async () => {
    const order = orderIn('accepted', 'del2');
    const container = orderWorld([order]);
    expect((await actAs(container, admin).get(CancelOrder).execute({ orderId: order.id })).ok).toBe(true);
    expect((await historyOf(container))[0]).toMatchObject({ cancelledBy: 'admin', cancellationNote: 'Cancelled by administrator' });
  });

  it.each([
    ['another customer', otherCustomer, orderIn('pending', null), 'orders.noCancelPermission'],
    ['a delivery person on an unassigned order', delivery, orderIn('pending', null), 'orders.notAssigned'],
    ['a delivery person on someone else’s order', otherDelivery, orderIn('accepted', 'del1'), 'orders.notAssigned'],
    ['the owner of a delivered order still listed', customer, orderIn('delivered', 'del1'), 'orders.cannotCancel'],
    ['nobody signed in', null, orderIn('pending', null), 'orders.mustBeLoggedIn'],
  ] as const)('%s cannot cancel, and nothing changes', async (_, actor, order, code) => {
    const container = orderWorld([order]);
    expect(await actAs(container, actor).get(CancelOrder).execute({ orderId: order.id })).toEqual({ ok: false, error: { code } });
    expect(activeOrders(container)).toEqual([order]);
    expect(await historyOf(container)).toEqual([]);
    expect(await stock(container)).toEqual(STOCK_BEFORE);
  });

  it("cancelling twice: 'Order not found or already processed.' and the stock comes back once", async () => {
    const order = orderIn('pending', null);
    const container = orderWorld([order]);
    const cancel = actAs(container, customer).get(CancelOrder);
    expect((await cancel.execute({ orderId: order.id })).ok).toBe(true);
    expect(await cancel.execute({ orderId: order.id })).toEqual({
      ok: false,
      error: { code: 'orders.notFoundOrProcessed' },
    });
    expect(await stock(container)).toEqual(STOCK_RESTORED);
  });

  it('two cancels at the same moment restore stock once', async () => {
    const order = orderIn('accepted', 'del1');
    const container = orderWorld([order]);
    const results = await Promise.all([
      anotherDevice(container, customer).get(CancelOrder).execute({ orderId: order.id }),
      anotherDevice(container, admin).get(CancelOrder).execute({ orderId: order.id }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, error: { code: 'orders.notFoundOrProcessed' } });
    expect(await stock(container)).toEqual(STOCK_RESTORED);
    expect(await historyOf(container)).toHaveLength(1);
  });

  it("a failing database: 'Error cancelling order: {detail}', nothing changes", async () => {
    const order = orderIn('pending', null);
    const container = orderWorld([order]);
    memoryOf(container).failNext('unitOfWork.run', new DataFaultError('network', 'connection reset'));
    expect(await actAs(container, customer).get(CancelOrder).execute({ orderId: order.id })).toEqual({
      ok: false,
      error: { code: 'orders.cancelError', params: { detail: 'connection reset' } },
    });
    expect(activeOrders(container)).toEqual([order]);
    expect(await stock(container)).toEqual(STOCK_BEFORE);
  });

  it('placing and then cancelling any cart puts every stock counter back where it was', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), async (a, r, k) => {
        fc.pre(a + r + k > 0);
        const container = orderWorld([]);
        const lines = [
          { product: atta, qty: a },
          { product: rice, variant: '5kg', qty: r },
          { product: khal, variant: '500g', qty: k },
        ].filter((l) => l.qty > 0);
        seedCommerce(container, { carts: [cartWith(customer.uid, lines)] });
        const placed = await checkoutCart(container, customer);
        if (!placed.ok) throw new Error(placed.error.code);
        expect(await actAs(container, customer).get(CancelOrder).execute({ orderId: placed.value.id })).toMatchObject({ ok: true });
        expect(await stock(container)).toEqual(STOCK_BEFORE);
      }),
      { numRuns: 30 },
    );
  });
});
