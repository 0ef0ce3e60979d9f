import { actAs, anotherDevice } from '../../../support/actAs';
import { describe, expect, it } from 'vitest';
import { AcceptOrder } from '../../../../src/application/orders/AcceptOrder';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { AssignedOrdersViewModel } from '../../../../src/ui/screens/deliveryDashboard/AssignedOrdersViewModel';
import { DeliveryDashboardViewModel } from '../../../../src/ui/screens/deliveryDashboard/DeliveryDashboardViewModel';
import { memoryOf, seedCommerce } from '../../../support/seedCommerce';
import { admin, courier, customer, deliveryWorld, HOUR, NOW, orderOf, otherCourier, settle, storedOrder } from './deliveryWorld';

const ids = (orders: { id: string }[]) => orders.map((o) => o.id);

describe('DeliveryDashboardViewModel', () => {
  it('lists the waiting orders newest first, and a new order appears without a reload', async () => {
    const older = orderOf('order_old', { createdAt: NOW - 2 * HOUR });
    const newer = orderOf('order_new', { createdAt: NOW - HOUR });
    const taken = orderOf('order_taken', { status: 'accepted', deliveryPersonId: 'del2' });
    const container = deliveryWorld([older, newer, taken]);
    const vm = container.get(DeliveryDashboardViewModel);
    expect(vm.list.loading).toBe(true);
    actAs(container, courier);
    vm.mount();
    expect(vm.list.loading).toBe(false);
    expect(ids(vm.pending)).toEqual(['order_new', 'order_old']);

    seedCommerce(container, { orders: [orderOf('order_newest', { createdAt: NOW })] });
    expect(ids(vm.pending)).toEqual(['order_newest', 'order_new', 'order_old']);
    vm.dispose();
    seedCommerce(container, { orders: [orderOf('order_after', { createdAt: NOW })] });
    expect(ids(vm.pending)).not.toContain('order_after');
  });

  it("Accept: 'Order accepted.', the order is mine and leaves the waiting list", async () => {
    const container = deliveryWorld([orderOf('order_a')]);
    const vm = container.get(DeliveryDashboardViewModel);
    actAs(container, courier);
    vm.mount();
    expect(await vm.accept('order_a')).toEqual({ ok: true, value: { code: 'orders.accepted' } });
    expect(vm.pending).toEqual([]);
    expect(await storedOrder(container, 'order_a')).toMatchObject({
      status: 'accepted',
      deliveryPersonId: 'del1',
      deliveryPersonName: 'Sunil Yadav',
    });
  });

  it('a double tap accepts once: the second tap is ignored while the first runs', async () => {
    const container = deliveryWorld([orderOf('order_a')]);
    const vm = container.get(DeliveryDashboardViewModel);
    actAs(container, courier);
    vm.mount();
    const first = vm.accept('order_a');
    expect(vm.isAccepting('order_a')).toBe(true);
    expect(await vm.accept('order_a')).toBeNull();
    expect(await first).toEqual({ ok: true, value: { code: 'orders.accepted' } });
    expect(vm.isAccepting('order_a')).toBe(false);
  });

  it("someone else accepted first: 'already accepted' and the order leaves my list", async () => {
    const container = deliveryWorld([orderOf('order_a')]);
    const vm = container.get(DeliveryDashboardViewModel);
    actAs(container, courier);
    vm.mount();
    // The other phone wins the race while this list still shows the order.
    const theirs = anotherDevice(container, otherCourier).get(AcceptOrder).execute({ orderId: 'order_a' });
    const mine = vm.accept('order_a');
    expect((await theirs).ok).toBe(true);
    expect(await mine).toEqual({ ok: false, error: { code: 'orders.alreadyAccepted' } });
    expect(vm.pending).toEqual([]);
    expect(await storedOrder(container, 'order_a')).toMatchObject({ deliveryPersonId: 'del2' });
  });

  it("an order cancelled meanwhile: 'Order not found.' and it leaves the list", async () => {
    const container = deliveryWorld([orderOf('order_a')]);
    const vm = container.get(DeliveryDashboardViewModel);
    actAs(container, courier);
    vm.mount();
    expect(await vm.accept('order_gone')).toEqual({ ok: false, error: { code: 'orders.notFound' } });
    expect(ids(vm.pending)).toEqual(['order_a']);
  });

  it('a failed connection: the error, and the order stays waiting for another try', async () => {
    const container = deliveryWorld([orderOf('order_a')]);
    const vm = container.get(DeliveryDashboardViewModel);
    actAs(container, courier);
    vm.mount();
    memoryOf(container).failNext('unitOfWork.run', new DataFaultError('network'));
    expect(await vm.accept('order_a')).toEqual({ ok: false, error: { code: 'common.network' } });
    expect(ids(vm.pending)).toEqual(['order_a']);
    expect(await vm.accept('order_a')).toEqual({ ok: true, value: { code: 'orders.accepted' } });
  });

  it("customers and signed-out visitors see 'Permission denied.' instead of the list", () => {
    for (const actor of [customer, null]) {
      const container = deliveryWorld([orderOf('order_a')]);
      const vm = container.get(DeliveryDashboardViewModel);
      actAs(container, actor);
      vm.mount();
      expect(vm.list.loadError).toBe('orders.permissionDenied');
      expect(vm.pending).toEqual([]);
      expect(vm.list.loading).toBe(false);
    }
  });

  it("an admin may look but not accept: 'Permission denied.'", async () => {
    const container = deliveryWorld([orderOf('order_a')]);
    const vm = container.get(DeliveryDashboardViewModel);
    actAs(container, admin);
    vm.mount();
    expect(ids(vm.pending)).toEqual(['order_a']);
    expect(await vm.accept('order_a')).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
    expect(await storedOrder(container, 'order_a')).toMatchObject({ status: 'pending', deliveryPersonId: null });
  });

  it("today's summary counts my deliveries of today and the cash they brought, reading only my own", async () => {
    const delivered = (id: string, by: string, at: number, total = 10000) =>
      orderOf(id, { status: 'delivered', deliveryPersonId: by, deliveredAt: at, updatedAt: at, createdAt: at - HOUR, total });
    const history = [
      delivered('order_d1', 'del1', NOW - HOUR),
      delivered('order_d2', 'del1', NOW - 2 * HOUR),
      delivered('order_yesterday', 'del1', NOW - 30 * HOUR),
      delivered('order_theirs', 'del2', NOW - HOUR),
      orderOf('order_c', { status: 'cancelled', deliveryPersonId: 'del1', cancelledAt: NOW - HOUR }),
    ];
    const container = deliveryWorld([orderOf('order_mine', { status: 'accepted', deliveryPersonId: 'del1' })], history);
    // As under firestore.rules in Firebase mode: the whole history is the admin's alone.
    memoryOf(container).failNext('history.listLatest', new DataFaultError('permission'), 100);
    const vm = container.get(DeliveryDashboardViewModel);
    actAs(container, courier);
    vm.mount();
    await settle();
    expect(vm.summary).toEqual({ delivered: 2, cashCollected: 20000 });

    // Delivering from My orders moves the figures at once.
    const mine = container.get(AssignedOrdersViewModel);
    actAs(container, courier);
    mine.mount();
    expect(await mine.markDelivered('order_mine')).toEqual({ ok: true, value: { code: 'orders.delivered' } });
    await settle();
    expect(vm.summary).toEqual({ delivered: 3, cashCollected: 30000 });
  });

  it('a summary that cannot load says why, and the orders still show', async () => {
    const container = deliveryWorld([orderOf('order_a')]);
    memoryOf(container).failNext('history.listDeliveredBy', new DataFaultError('network'));
    const vm = container.get(DeliveryDashboardViewModel);
    actAs(container, courier);
    vm.mount();
    await settle();
    expect(vm.summaryError).toBe('common.network');
    expect(vm.summary).toBeNull();
    expect(ids(vm.pending)).toEqual(['order_a']);
  });
});
