import { describe, expect, it } from 'vitest';
import { AssignOrder } from '../../../src/application/orders/AssignOrder';
import { DeliverOrder } from '../../../src/application/orders/DeliverOrder';
import { HandBackOrder } from '../../../src/application/orders/HandBackOrder';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { actAs } from '../../support/actAs';
import { seedPeople } from '../../support/seedPeople';
import { clockOf } from '../../support/seedCommerce';
import { activeOrders, admin, customer, delivery, historyOf, orderIn, orderWorld, otherDelivery, stock, STOCK_BEFORE } from './orderWorld';

const deliver = (actor: UserProfile | null, order = orderIn('accepted', 'del1')) => {
  const container = orderWorld([order]);
  return { container, order, result: actAs(container, actor).get(DeliverOrder).execute({ orderId: order.id }) };
};

describe('DeliverOrder', () => {
  it('delivered: the order moves to history as delivered and leaves the active orders', async () => {
    const { container, order, result } = deliver(delivery);
    const now = clockOf(container).now();
    const delivered = { ...order, status: 'delivered', updatedAt: now, deliveredAt: now };
    expect(await result).toEqual({ ok: true, value: { order: delivered, code: 'orders.delivered' } });
    expect(activeOrders(container)).toEqual([]);
    expect(await historyOf(container)).toEqual([delivered]);
    expect(await stock(container)).toEqual(STOCK_BEFORE);
  });

  it('an admin may mark an accepted order delivered', async () => {
    const { container, result } = deliver(admin);
    expect(await result).toMatchObject({ ok: true, value: { code: 'orders.delivered' } });
    expect(await historyOf(container)).toHaveLength(1);
  });

  it.each([
    ['a customer, even the owner', customer, orderIn('accepted', 'del1'), 'orders.permissionDenied'],
    ['nobody signed in', null, orderIn('accepted', 'del1'), 'orders.mustBeLoggedIn'],
    ['another delivery person', otherDelivery, orderIn('accepted', 'del1'), 'orders.notAssigned'],
    ['anyone, straight from pending to delivered', admin, orderIn('pending', null), 'orders.invalidStatus'],
  ] as const)('%s: refused, nothing changes', async (_, actor, order, code) => {
    const { container, result } = deliver(actor, order);
    expect(await result).toEqual({ ok: false, error: { code } });
    expect(activeOrders(container)).toEqual([order]);
    expect(await historyOf(container)).toEqual([]);
    expect(await stock(container)).toEqual(STOCK_BEFORE);
  });

  it("an order no longer active: 'Order not found.'", async () => {
    const container = orderWorld([]);
    expect(await actAs(container, admin).get(DeliverOrder).execute({ orderId: 'order_9_none' })).toEqual({
      ok: false,
      error: { code: 'orders.notFound' },
    });
  });
});

describe('HandBackOrder', () => {
  const held = { ...orderIn('accepted', 'del1'), deliveryPersonName: 'Suresh', acceptedAt: 5 };

  it.each([
    ['the delivery person who holds it', delivery],
    ['an admin', admin],
  ])("%s hands it back: pending, nobody assigned, the moment kept, 'Order status updated to pending'", async (_, actor) => {
    const container = orderWorld([held]);
    const now = clockOf(container).now();
    expect(await actAs(container, actor).get(HandBackOrder).execute({ orderId: held.id })).toMatchObject({
      ok: true,
      value: { code: 'orders.statusUpdated', params: { status: 'pending' } },
    });
    const { deliveryPersonName: _name, acceptedAt: _at, ...rest } = held;
    expect(await container.get(OrderRepositoryToken).get(held.id)).toEqual({
      ...rest,
      status: 'pending',
      deliveryPersonId: null,
      handedBackAt: now,
      updatedAt: now,
    });
  });

  it.each([
    ['a customer', customer, 'orders.permissionDenied'],
    ['another delivery person', otherDelivery, 'orders.notAssigned'],
  ] as const)('%s cannot hand it back', async (_, actor, code) => {
    const container = orderWorld([held]);
    expect(await actAs(container, actor).get(HandBackOrder).execute({ orderId: held.id })).toEqual({ ok: false, error: { code } });
    expect(activeOrders(container)).toEqual([held]);
  });
});

describe('AssignOrder', () => {
  const held = { ...orderIn('accepted', 'del1'), deliveryPersonName: 'Suresh', acceptedAt: 5 };

  it("an admin gives an accepted order to another delivery person: 'Order status updated to accepted'", async () => {
    const container = orderWorld([held]);
    seedPeople(container, [otherDelivery, customer]);
    const now = clockOf(container).now();
    expect(await actAs(container, admin).get(AssignOrder).execute({ orderId: held.id, deliveryPersonId: 'del2' })).toMatchObject({
      ok: true,
      value: { code: 'orders.statusUpdated', params: { status: 'accepted' } },
    });
    expect(await container.get(OrderRepositoryToken).get(held.id)).toEqual({
      ...held,
      deliveryPersonId: 'del2',
      deliveryPersonName: 'Mahesh',
      acceptedAt: now,
      assignedAt: now,
      updatedAt: now,
    });
  });

  it('only to a delivery person, and only by an admin', async () => {
    const container = orderWorld([held]);
    seedPeople(container, [otherDelivery, customer]);
    expect(await actAs(container, admin).get(AssignOrder).execute({ orderId: held.id, deliveryPersonId: customer.uid })).toEqual({
      ok: false,
      error: { code: 'orders.notDeliveryPerson' },
    });
    expect(await actAs(container, delivery).get(AssignOrder).execute({ orderId: held.id, deliveryPersonId: 'del2' })).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
    expect(activeOrders(container)).toEqual([held]);
  });
});
