import { describe, expect, it } from 'vitest';
import { UpdateOrderStatus } from '../../../src/application/orders/UpdateOrderStatus';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import type { OrderStatus } from '../../../src/domain/order/Order';
import { clockOf } from '../../support/seedCommerce';
import {
  activeOrders,
  admin,
  customer,
  delivery,
  historyOf,
  orderIn,
  orderWorld,
  otherDelivery,
  stock,
  STOCK_BEFORE,
  STOCK_RESTORED,
} from './orderWorld';

const update = (status: OrderStatus, actor: Parameters<UpdateOrderStatus['execute']>[0]['actor'], order = orderIn('accepted', 'del1')) => {
  const container = orderWorld([order]);
  return { container, order, result: container.get(UpdateOrderStatus).execute({ actor, orderId: order.id, status }) };
};

describe('UpdateOrderStatus', () => {
  it('delivered: the order moves to history as delivered and leaves the active orders', async () => {
    const { container, order, result } = update('delivered', delivery);
    const now = clockOf(container).now();
    const delivered = { ...order, status: 'delivered', updatedAt: now, deliveredAt: now };
    expect(await result).toEqual({ ok: true, value: { order: delivered, code: 'orders.delivered' } });
    expect(activeOrders(container)).toEqual([]);
    expect(await historyOf(container)).toEqual([delivered]);
    expect(await stock(container)).toEqual(STOCK_BEFORE);
  });

  it('an admin may mark an accepted order delivered', async () => {
    const { container, result } = update('delivered', admin);
    expect(await result).toMatchObject({ ok: true, value: { code: 'orders.delivered' } });
    expect(await historyOf(container)).toHaveLength(1);
  });

  it('cancelled by the delivery person: history, their note, stock back', async () => {
    const { container, result } = update('cancelled', delivery);
    expect(await result).toMatchObject({ ok: true, value: { code: 'orders.cancelled' } });
    expect((await historyOf(container))[0]).toMatchObject({
      status: 'cancelled',
      cancellationNote: 'Cancelled by delivery person: Suresh',
    });
    expect(await stock(container)).toEqual(STOCK_RESTORED);
  });

  it("handing an order back: pending again, nobody assigned, 'Order status updated to pending'", async () => {
    const { container, order, result } = update('pending', delivery, {
      ...orderIn('accepted', 'del1'),
      deliveryPersonName: 'Suresh',
      acceptedAt: 5,
    });
    const now = clockOf(container).now();
    expect(await result).toMatchObject({ ok: true, value: { code: 'orders.statusUpdated', params: { status: 'pending' } } });
    const stored = await container.get(OrderRepositoryToken).get(order.id);
    const { deliveryPersonName: _name, acceptedAt: _at, ...rest } = order;
    expect(stored).toEqual({ ...rest, status: 'pending', deliveryPersonId: null, updatedAt: now });
  });

  it('accepted through a status update is accepting', async () => {
    const { container, order, result } = update('accepted', delivery, orderIn('pending', null));
    expect(await result).toMatchObject({ ok: true, value: { code: 'orders.accepted' } });
    expect(await container.get(OrderRepositoryToken).get(order.id)).toMatchObject({ status: 'accepted', deliveryPersonId: 'del1' });
  });

  it.each([
    ['a customer, even the owner', 'delivered', customer, orderIn('accepted', 'del1'), 'orders.permissionDenied'],
    ['nobody signed in', 'delivered', null, orderIn('accepted', 'del1'), 'orders.mustBeLoggedIn'],
    ['another delivery person', 'delivered', otherDelivery, orderIn('accepted', 'del1'), 'orders.notAssigned'],
    ['anyone, straight from pending to delivered', 'delivered', admin, orderIn('pending', null), 'orders.invalidStatus'],
    ['another delivery person cancelling', 'cancelled', otherDelivery, orderIn('accepted', 'del1'), 'orders.notAssigned'],
  ] as const)('%s: refused, nothing changes', async (_, status, actor, order, code) => {
    const { container, result } = update(status, actor, order);
    expect(await result).toEqual({ ok: false, error: { code } });
    expect(activeOrders(container)).toEqual([order]);
    expect(await historyOf(container)).toEqual([]);
    expect(await stock(container)).toEqual(STOCK_BEFORE);
  });

  it("an order no longer active: 'Order not found.'", async () => {
    const container = orderWorld([]);
    expect(await container.get(UpdateOrderStatus).execute({ actor: admin, orderId: 'order_9_none', status: 'delivered' })).toEqual({
      ok: false,
      error: { code: 'orders.notFound' },
    });
  });
});
