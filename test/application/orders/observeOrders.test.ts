import { describe, expect, it } from 'vitest';
import { ListLatestOrderHistory } from '../../../src/application/orders/ListLatestOrderHistory';
import { ObserveAllOrders } from '../../../src/application/orders/ObserveAllOrders';
import { ObserveAssignedOrders } from '../../../src/application/orders/ObserveAssignedOrders';
import { ObserveCustomerOrders } from '../../../src/application/orders/ObserveCustomerOrders';
import { ObserveOrderHistory } from '../../../src/application/orders/ObserveOrderHistory';
import { ObservePendingOrders } from '../../../src/application/orders/ObservePendingOrders';
import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { DeliverOrder } from '../../../src/application/orders/DeliverOrder';
import type { Order } from '../../../src/domain/order/Order';
import { orderFactory } from '../../factories/orderFactory';
import { seedCommerce } from '../../support/seedCommerce';
import { admin, customer, delivery, orderWorld, otherCustomer, otherDelivery } from './orderWorld';
import { actAs } from '../../support/actAs';

const ids = (orders: Order[]) => orders.map((o) => o.id);

describe('order lists', () => {
  const mine = orderFactory.build({ id: 'o-mine', userId: 'cust1', createdAt: 2000 });
  const older = orderFactory.build({ id: 'o-older', userId: 'cust1', createdAt: 1000 });
  const theirs = orderFactory.build({ id: 'o-theirs', userId: 'cust2', createdAt: 3000, status: 'accepted', deliveryPersonId: 'del1' });
  const world = () => orderWorld([mine, older, theirs]);

  it('a customer sees their own active orders, newest first, and the live status change when accepted', async () => {
    const container = world();
    const seen: Order[][] = [];
    const stop = actAs(container, customer)
      .get(ObserveCustomerOrders)
      .execute((o) => seen.push(o));
    expect(ids(seen[0]!)).toEqual(['o-mine', 'o-older']);
    await actAs(container, delivery).get(AcceptOrder).execute({ orderId: 'o-mine' });
    expect(seen.at(-1)!.find((o) => o.id === 'o-mine')).toMatchObject({ status: 'accepted', deliveryPersonName: 'Suresh' });
    stop();
  });

  it('pending orders are for staff; they update live as orders are accepted', async () => {
    const container = world();
    expect(
      actAs(container, customer)
        .get(ObservePendingOrders)
        .execute(() => {}),
    ).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
    const seen: Order[][] = [];
    const stop = actAs(container, delivery)
      .get(ObservePendingOrders)
      .execute((o) => seen.push(o));
    expect(ids(seen[0]!)).toEqual(['o-mine', 'o-older']);
    await actAs(container, otherDelivery).get(AcceptOrder).execute({ orderId: 'o-older' });
    expect(ids(seen.at(-1)!)).toEqual(['o-mine']);
    if (stop.ok) stop.value();
  });

  it('a delivery person sees the orders assigned to them; others may not ask', async () => {
    const container = world();
    const seen: Order[][] = [];
    actAs(container, delivery)
      .get(ObserveAssignedOrders)
      .execute((o) => seen.push(o));
    expect(ids(seen[0]!)).toEqual(['o-theirs']);
    await actAs(container, delivery).get(DeliverOrder).execute({ orderId: 'o-theirs' });
    expect(seen.at(-1)).toEqual([]);
    for (const actor of [customer, admin, null]) {
      expect(
        actAs(container, actor)
          .get(ObserveAssignedOrders)
          .execute(() => {}),
      ).toEqual({
        ok: false,
        error: { code: 'orders.permissionDenied' },
      });
    }
  });

  it('all active orders are for staff only', () => {
    const container = world();
    let all: Order[] = [];
    expect(
      actAs(container, admin)
        .get(ObserveAllOrders)
        .execute((o) => (all = o)).ok,
    ).toBe(true);
    expect(ids(all)).toEqual(['o-theirs', 'o-mine', 'o-older']);
    expect(
      actAs(container, customer)
        .get(ObserveAllOrders)
        .execute(() => {}),
    ).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
    expect(
      actAs(container, null)
        .get(ObserveAllOrders)
        .execute(() => {}),
    ).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
  });

  it('history: a user’s finished orders live and listed, and every user’s for staff', async () => {
    const container = world();
    const finished = orderFactory.build({ id: 'o-done', userId: 'cust1', status: 'delivered', createdAt: 500 });
    seedCommerce(container, {
      history: [finished, orderFactory.build({ id: 'o-other', userId: 'cust2', status: 'cancelled', createdAt: 400 })],
    });
    const seen: Order[][] = [];
    actAs(container, otherCustomer)
      .get(ObserveOrderHistory)
      .execute((o) => seen.push(o));
    await actAs(container, delivery).get(DeliverOrder).execute({ orderId: 'o-theirs' });
    expect(ids(seen.at(-1)!)).toEqual(['o-theirs', 'o-other']);
    const latest = await actAs(container, admin).get(ListLatestOrderHistory).execute(2);
    expect(latest.ok && ids(latest.value)).toEqual(['o-theirs', 'o-done']);
    expect(await actAs(container, customer).get(ListLatestOrderHistory).execute(2)).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
  });
});
