import { describe, expect, it } from 'vitest';
import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import { clockOf, memoryOf } from '../../support/seedCommerce';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { actAs, anotherDevice } from '../../support/actAs';
import { activeOrders, admin, customer, delivery, orderIn, orderWorld, otherDelivery } from './orderWorld';

describe('AcceptOrder', () => {
  it('a delivery person takes a pending order: accepted, assigned, stamped', async () => {
    const pending = orderIn('pending', null);
    const container = orderWorld([pending]);
    const now = clockOf(container).now();
    const result = await actAs(container, delivery).get(AcceptOrder).execute({ orderId: pending.id });
    const stored = {
      ...pending,
      status: 'accepted',
      deliveryPersonId: 'del1',
      deliveryPersonName: 'Suresh',
      updatedAt: now,
      acceptedAt: now,
    };
    expect(result).toEqual({ ok: true, value: { order: stored, code: 'orders.accepted' } });
    expect(await container.get(OrderRepositoryToken).get(pending.id)).toEqual(stored);
  });

  it.each([
    ['a customer', customer, 'orders.permissionDenied'],
    ['an admin', admin, 'orders.permissionDenied'],
    ['nobody', null, 'orders.mustBeLoggedIn'],
  ] as const)('%s cannot accept', async (_, actor, code) => {
    const pending = orderIn('pending', null);
    const container = orderWorld([pending]);
    expect(await actAs(container, actor).get(AcceptOrder).execute({ orderId: pending.id })).toEqual({ ok: false, error: { code } });
    expect(activeOrders(container)).toEqual([pending]);
  });

  it("an order someone already took: 'already accepted'; an unknown order: 'Order not found.'", async () => {
    const taken = orderIn('accepted', 'del1');
    const container = orderWorld([taken]);
    expect(await actAs(container, otherDelivery).get(AcceptOrder).execute({ orderId: taken.id })).toEqual({
      ok: false,
      error: { code: 'orders.alreadyAccepted' },
    });
    expect(await actAs(container, delivery).get(AcceptOrder).execute({ orderId: 'order_0_none' })).toEqual({
      ok: false,
      error: { code: 'orders.notFound' },
    });
    expect(activeOrders(container)).toEqual([taken]);
  });

  it('two delivery people tapping at once: exactly one gets it', async () => {
    const pending = orderIn('pending', null);
    const container = orderWorld([pending]);
    const [a, b] = await Promise.all([
      anotherDevice(container, delivery).get(AcceptOrder).execute({ orderId: pending.id }),
      anotherDevice(container, otherDelivery).get(AcceptOrder).execute({ orderId: pending.id }),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const loser = a.ok ? b : a;
    expect(loser).toEqual({ ok: false, error: { code: 'orders.alreadyAccepted' } });
    const winner = a.ok ? 'del1' : 'del2';
    expect((await container.get(OrderRepositoryToken).get(pending.id))!.deliveryPersonId).toBe(winner);
  });

  it('a failing database is reported, and the order stays pending', async () => {
    const pending = orderIn('pending', null);
    const container = orderWorld([pending]);
    memoryOf(container).failNext('unitOfWork.run', new DataFaultError('network'));
    expect(await actAs(container, delivery).get(AcceptOrder).execute({ orderId: pending.id })).toEqual({
      ok: false,
      error: { code: 'common.network' },
    });
    expect(activeOrders(container)).toEqual([pending]);
  });
});
