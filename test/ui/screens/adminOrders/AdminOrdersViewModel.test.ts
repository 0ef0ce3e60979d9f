import { actAs, anotherDevice } from '../../../support/actAs';
import { describe, expect, it, vi } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { shortOrderNumber } from '../../../../src/domain/order/shortOrderNumber';
import { AdminOrdersViewModel } from '../../../../src/ui/screens/adminOrders/AdminOrdersViewModel';
import { memoryOf, seedCommerce } from '../../../support/seedCommerce';
import {
  admin,
  allHistory,
  attaStock,
  courier,
  customer,
  deliveryWorld,
  HOUR,
  NOW,
  orderOf,
  storedOrder,
} from '../deliveryDashboard/deliveryWorld';

const ids = (orders: { id: string }[]) => orders.map((o) => o.id);

const pending = orderOf('order_1001_sita', {
  userName: 'Sita Devi',
  userEmail: 'sita@demo.shop',
  phoneNumber: '9758023456',
  createdAt: NOW - 3 * HOUR,
});
const accepted = orderOf('order_1002_ramesh', {
  status: 'accepted',
  deliveryPersonId: 'del1',
  deliveryPersonName: 'Sunil Yadav',
  createdAt: NOW - 2 * HOUR,
});
const newest = orderOf('order_1003_irfan', { userName: 'Mohd. Irfan', createdAt: NOW - HOUR });

function world() {
  const container = deliveryWorld([pending, accepted, newest]);
  const vm = container.get(AdminOrdersViewModel);
  actAs(container, admin);
  vm.mount();
  return { container, vm };
}

describe('AdminOrdersViewModel (Manage Orders)', () => {
  it('shows every active order newest first, live, with counts per status', () => {
    const { container, vm } = world();
    expect(ids(vm.visible)).toEqual(['order_1003_irfan', 'order_1002_ramesh', 'order_1001_sita']);
    expect(vm.counts).toEqual({ all: 3, pending: 2, accepted: 1 });
    seedCommerce(container, { orders: [orderOf('order_1004_new', { createdAt: NOW })] });
    expect(vm.visible[0]?.id).toBe('order_1004_new');
    expect(vm.counts.pending).toBe(3);
  });

  it('filters by status and searches by customer name, phone, email or order number, not the full id', () => {
    const { vm } = world();
    vm.setStatus('accepted');
    expect(ids(vm.visible)).toEqual(['order_1002_ramesh']);
    vm.setStatus('pending');
    expect(ids(vm.visible)).toEqual(['order_1003_irfan', 'order_1001_sita']);
    vm.setStatus('all');
    vm.setSearch('  sita ');
    expect(ids(vm.visible)).toEqual(['order_1001_sita']);
    vm.setSearch('97580 23456');
    expect(ids(vm.visible)).toEqual(['order_1001_sita']);
    // Irfan's order number as read out over the phone, typed in small letters with a space.
    vm.setSearch(shortOrderNumber(newest.id).toLowerCase().replace('-', ' '));
    expect(ids(vm.visible)).toEqual(['order_1003_irfan']);
    vm.setSearch('order_1003');
    expect(vm.visible).toEqual([]);
    vm.setSearch('SITA@DEMO');
    expect(ids(vm.visible)).toEqual(['order_1001_sita']);
    vm.setStatus('accepted');
    expect(vm.visible).toEqual([]);
  });

  it("cancel asks first; confirmed, the order goes to history 'Cancelled by administrator' and its stock returns", async () => {
    const { container, vm } = world();
    vm.requestCancel('order_1001_sita');
    expect(vm.cancelTarget?.id).toBe('order_1001_sita');
    vm.dismissCancel();
    expect(vm.cancelTarget).toBeNull();
    expect(await vm.confirmCancel()).toBeNull();
    expect(await attaStock(container)).toBe(10);

    vm.requestCancel('order_1002_ramesh');
    expect(await vm.confirmCancel()).toEqual({ ok: true, value: { code: 'orders.cancelled' } });
    expect(vm.cancelTarget).toBeNull();
    expect(ids(vm.visible)).not.toContain('order_1002_ramesh');
    expect(await attaStock(container)).toBe(12);
    expect(await allHistory(container)).toEqual([
      expect.objectContaining({
        id: 'order_1002_ramesh',
        status: 'cancelled',
        cancelledBy: 'admin',
        cancellationNote: 'Cancelled by administrator',
      }),
    ]);
  });

  it('a double confirm cancels once', async () => {
    const { container, vm } = world();
    vm.requestCancel('order_1001_sita');
    const first = vm.confirmCancel();
    expect(await vm.confirmCancel()).toBeNull();
    expect((await first)?.ok).toBe(true);
    expect(await attaStock(container)).toBe(12);
  });

  it("mark an accepted order delivered: 'Order marked as delivered.'; a pending one cannot be", async () => {
    const { container, vm } = world();
    expect(await vm.markDelivered('order_1002_ramesh')).toEqual({ ok: true, value: { code: 'orders.delivered' } });
    expect(await storedOrder(container, 'order_1002_ramesh')).toBeNull();
    expect((await allHistory(container))[0]).toMatchObject({ id: 'order_1002_ramesh', status: 'delivered' });
    expect(await vm.markDelivered('order_1001_sita')).toEqual({ ok: false, error: { code: 'orders.invalidStatus' } });
  });

  it("an order finished meanwhile: 'Order not found or already processed.' / 'Order not found.'", async () => {
    const { vm } = world();
    vm.requestCancel('order_1001_sita');
    vm.confirmingCancel = 'order_gone';
    expect(await vm.confirmCancel()).toEqual({ ok: false, error: { code: 'orders.notFoundOrProcessed' } });
    expect(await vm.markDelivered('order_gone')).toEqual({ ok: false, error: { code: 'orders.notFound' } });
  });

  it('a failed connection changes nothing and says so', async () => {
    const { container, vm } = world();
    memoryOf(container).failNext('unitOfWork.run', new DataFaultError('network', 'offline'));
    vm.requestCancel('order_1001_sita');
    expect(await vm.confirmCancel()).toEqual({ ok: false, error: { code: 'orders.cancelError', params: { detail: 'offline' } } });
    memoryOf(container).failNext('unitOfWork.run', new DataFaultError('network'));
    expect(await vm.markDelivered('order_1002_ramesh')).toEqual({ ok: false, error: { code: 'common.network' } });
    expect(vm.counts.all).toBe(3);
    expect(await attaStock(container)).toBe(10);
  });

  it("a customer is refused the list ('Permission denied.'); a delivery person cannot cancel others' orders", async () => {
    const container = deliveryWorld([pending, accepted]);
    const asCustomer = container.get(AdminOrdersViewModel);
    actAs(container, customer);
    asCustomer.mount();
    expect(asCustomer.list.loadError).toBe('orders.permissionDenied');
    expect(asCustomer.visible).toEqual([]);

    const asCourier = anotherDevice(container, courier).get(AdminOrdersViewModel);
    asCourier.mount();
    asCourier.requestCancel('order_1001_sita');
    expect(await asCourier.confirmCancel()).toEqual({ ok: false, error: { code: 'orders.notAssigned' } });
  });

  it('opens and closes the details of an order', () => {
    const { vm } = world();
    vm.toggleDetails('order_1001_sita');
    expect(vm.expanded.has('order_1001_sita')).toBe(true);
    vm.toggleDetails('order_1001_sita');
    expect(vm.expanded.has('order_1001_sita')).toBe(false);
  });

  it("fills in the customer's delivery code for an order that needs one, and marks it delivered with it", async () => {
    const container = deliveryWorld([{ ...accepted, deliveryCodeRequired: true }, pending]);
    seedCommerce(container, { deliveryCodes: [{ orderId: accepted.id, userId: customer.uid, code: '0457' }] });
    const vm = container.get(AdminOrdersViewModel);
    actAs(container, admin);
    vm.mount();
    await vi.waitFor(() => expect(vm.codes.codeOf(accepted.id)).toBe('0457'));
    expect(vm.codes.codeOf(pending.id)).toBe('');

    vm.codes.setCode(accepted.id, '9999');
    expect(await vm.markDelivered(accepted.id)).toEqual({ ok: false, error: { code: 'store.deliveryCodeWrong' } });
    expect(vm.codes.errorOf(accepted.id)).toBe('store.deliveryCodeWrong');
    expect(await storedOrder(container, accepted.id)).toMatchObject({ status: 'accepted' });

    vm.codes.setCode(accepted.id, '0457');
    expect(await vm.markDelivered(accepted.id)).toEqual({ ok: true, value: { code: 'orders.delivered' } });
    expect(await allHistory(container)).toEqual([expect.objectContaining({ id: accepted.id, status: 'delivered' })]);
  });
});
