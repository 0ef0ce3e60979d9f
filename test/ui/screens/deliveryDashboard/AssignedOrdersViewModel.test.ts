import { actAs, anotherDevice } from '../../../support/actAs';
import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { AssignedOrdersViewModel } from '../../../../src/ui/screens/deliveryDashboard/AssignedOrdersViewModel';
import { memoryOf, seedCommerce } from '../../../support/seedCommerce';
import { allHistory, attaStock, courier, customer, deliveryWorld, orderOf, storedOrder } from './deliveryWorld';

const mine = (id: string) => orderOf(id, { status: 'accepted', deliveryPersonId: 'del1', deliveryPersonName: 'Sunil Yadav' });
const ids = (orders: { id: string }[] | null) => (orders ?? []).map((o) => o.id);

function world(orders = [mine('order_m1')]) {
  const container = deliveryWorld(orders);
  const vm = container.get(AssignedOrdersViewModel);
  actAs(container, courier);
  vm.mount();
  return { container, vm };
}

describe('AssignedOrdersViewModel (My orders)', () => {
  it('shows only the orders I accepted, live', () => {
    const { container, vm } = world([
      mine('order_m1'),
      orderOf('order_p'),
      orderOf('order_t', { status: 'accepted', deliveryPersonId: 'del2' }),
    ]);
    expect(ids(vm.list.orders)).toEqual(['order_m1']);
    seedCommerce(container, { orders: [mine('order_m2')] });
    expect(ids(vm.list.orders)).toContain('order_m2');
  });

  it("Mark delivered: 'Order marked as delivered.', the order goes to history as delivered", async () => {
    const { container, vm } = world();
    expect(await vm.markDelivered('order_m1')).toEqual({ ok: true, value: { code: 'orders.delivered' } });
    expect(vm.list.orders).toEqual([]);
    expect(await storedOrder(container, 'order_m1')).toBeNull();
    expect(await allHistory(container)).toEqual([expect.objectContaining({ id: 'order_m1', status: 'delivered' })]);
  });

  it('a double tap on Mark delivered acts once', async () => {
    const { vm } = world();
    const first = vm.markDelivered('order_m1');
    expect(vm.isBusy('order_m1')).toBe(true);
    expect(await vm.markDelivered('order_m1')).toBeNull();
    vm.openCancel('order_m1');
    expect(vm.cancelForm).toBeNull();
    expect((await first)?.ok).toBe(true);
  });

  it("Cancel asks for a reason, then stores it after the delivery person's name and puts the stock back", async () => {
    const { container, vm } = world();
    vm.openCancel('order_m1');
    expect(await vm.confirmCancel()).toBeNull();
    expect(vm.cancelForm?.error).toBe('reasonRequired');
    vm.setReason('notHome');
    expect(vm.cancelForm?.error).toBeNull();
    expect(await vm.confirmCancel()).toEqual({ ok: true, value: { code: 'orders.cancelled' } });
    expect(vm.cancelForm).toBeNull();
    expect(vm.list.orders).toEqual([]);
    expect(await allHistory(container)).toEqual([
      expect.objectContaining({
        id: 'order_m1',
        status: 'cancelled',
        cancelledBy: 'delivery',
        cancellationNote: 'Cancelled by delivery person: Sunil Yadav — Customer not at home',
      }),
    ]);
    expect(await attaStock(container)).toBe(12);
  });

  it.each([
    ['refused', 'Customer refused the order'],
    ['addressNotFound', 'Address not found'],
  ] as const)('the %s reason is stored in words', async (reason, words) => {
    const { container, vm } = world();
    vm.openCancel('order_m1');
    vm.setReason(reason);
    await vm.confirmCancel();
    expect((await allHistory(container))[0]?.cancellationNote).toBe(`Cancelled by delivery person: Sunil Yadav — ${words}`);
  });

  it('other: the typed reason is required and stored as typed', async () => {
    const { container, vm } = world();
    vm.openCancel('order_m1');
    vm.setReason('other');
    vm.setOther('   ');
    expect(await vm.confirmCancel()).toBeNull();
    expect(vm.cancelForm?.error).toBe('otherRequired');
    vm.setOther(' Gate locked, dog barking ');
    expect((await vm.confirmCancel())?.ok).toBe(true);
    expect((await allHistory(container))[0]?.cancellationNote).toBe('Cancelled by delivery person: Sunil Yadav — Gate locked, dog barking');
  });

  it('closing the picker cancels nothing', async () => {
    const { container, vm } = world();
    vm.openCancel('order_m1');
    vm.setReason('refused');
    vm.closeCancel();
    expect(vm.cancelForm).toBeNull();
    expect(await storedOrder(container, 'order_m1')).toMatchObject({ status: 'accepted' });
  });

  it("someone else's order: 'This order is not assigned to you.' for both actions, nothing changes", async () => {
    const theirs = orderOf('order_t', { status: 'accepted', deliveryPersonId: 'del2' });
    const { container, vm } = world([mine('order_m1'), theirs]);
    expect(await vm.markDelivered('order_t')).toEqual({ ok: false, error: { code: 'orders.notAssigned' } });
    vm.openCancel('order_t');
    vm.setReason('refused');
    expect(await vm.confirmCancel()).toEqual({ ok: false, error: { code: 'orders.notAssigned' } });
    expect(vm.cancelForm).toBeNull();
    expect(await storedOrder(container, 'order_t')).toEqual(theirs);
  });

  it("an order already finished elsewhere: 'Order not found.' / 'Order not found or already processed.'", async () => {
    const { vm } = world();
    expect(await vm.markDelivered('order_gone')).toEqual({ ok: false, error: { code: 'orders.notFound' } });
    vm.openCancel('order_gone');
    vm.setReason('refused');
    expect(await vm.confirmCancel()).toEqual({ ok: false, error: { code: 'orders.notFoundOrProcessed' } });
  });

  it("an order already delivered but still listed: 'You cannot cancel this order.'", async () => {
    const { vm } = world([orderOf('order_done', { status: 'delivered', deliveryPersonId: 'del1' })]);
    vm.openCancel('order_done');
    vm.setReason('refused');
    expect(await vm.confirmCancel()).toEqual({ ok: false, error: { code: 'orders.cannotCancel' } });
    expect(vm.cancelForm).toBeNull();
  });

  it('a pending order nobody accepted cannot be delivered or cancelled from here', async () => {
    const { vm } = world([orderOf('order_p')]);
    expect(await vm.markDelivered('order_p')).toEqual({ ok: false, error: { code: 'orders.invalidStatus' } });
    vm.openCancel('order_p');
    vm.setReason('refused');
    expect(await vm.confirmCancel()).toEqual({ ok: false, error: { code: 'orders.notAssigned' } });
  });

  it("a customer gets 'Permission denied.'; nobody signed in 'You must be logged in.'", async () => {
    const container = deliveryWorld([mine('order_m1')]);
    const asCustomer = container.get(AssignedOrdersViewModel);
    actAs(container, customer);
    asCustomer.mount();
    expect(asCustomer.list.loadError).toBe('orders.permissionDenied');
    expect(await asCustomer.markDelivered('order_m1')).toEqual({ ok: false, error: { code: 'orders.permissionDenied' } });
    const nobody = anotherDevice(container, null).get(AssignedOrdersViewModel);
    nobody.mount();
    expect(nobody.list.loadError).toBe('orders.permissionDenied');
    expect(await nobody.markDelivered('order_m1')).toEqual({ ok: false, error: { code: 'orders.mustBeLoggedIn' } });
    nobody.openCancel('order_m1');
    nobody.setReason('refused');
    expect(await nobody.confirmCancel()).toEqual({ ok: false, error: { code: 'orders.mustBeLoggedIn' } });
  });

  it('a failed connection keeps the reason picker open to try again', async () => {
    const { container, vm } = world();
    memoryOf(container).failNext('unitOfWork.run', new DataFaultError('network', 'offline'));
    vm.openCancel('order_m1');
    vm.setReason('notHome');
    const result = await vm.confirmCancel();
    expect(result).toMatchObject({ ok: false, error: { code: 'orders.cancelError' } });
    expect(vm.cancelForm).toMatchObject({ orderId: 'order_m1', reason: 'notHome' });
    expect((await vm.confirmCancel())?.ok).toBe(true);
  });

  it('a failed Mark delivered leaves the order in my list', async () => {
    const { container, vm } = world();
    memoryOf(container).failNext('unitOfWork.run', new DataFaultError('network'));
    expect(await vm.markDelivered('order_m1')).toEqual({ ok: false, error: { code: 'common.network' } });
    expect(ids(vm.list.orders)).toEqual(['order_m1']);
    expect(vm.isBusy('order_m1')).toBe(false);
  });

  describe('with the delivery code on', () => {
    const coded = () => ({ ...mine('order_c'), deliveryCodeRequired: true });
    function codedWorld() {
      const { container, vm } = world([coded()]);
      seedCommerce(container, { deliveryCodes: [{ orderId: 'order_c', userId: customer.uid, code: '0457' }] });
      return { container, vm };
    }

    it('needs the code: none, or a wrong one, leaves the order with me and says why', async () => {
      const { container, vm } = codedWorld();
      expect(await vm.markDelivered('order_c')).toEqual({ ok: false, error: { code: 'store.deliveryCodeRequired' } });
      expect(vm.codes.errorOf('order_c')).toBe('store.deliveryCodeRequired');
      vm.codes.setCode('order_c', '1234');
      expect(vm.codes.errorOf('order_c')).toBeNull();
      expect(await vm.markDelivered('order_c')).toEqual({ ok: false, error: { code: 'store.deliveryCodeWrong' } });
      expect(vm.codes.errorOf('order_c')).toBe('store.deliveryCodeWrong');
      expect(ids(vm.list.orders)).toEqual(['order_c']);
      expect(await storedOrder(container, 'order_c')).toMatchObject({ status: 'accepted' });
      expect(await allHistory(container)).toEqual([]);
    });

    it('delivers with the right code', async () => {
      const { container, vm } = codedWorld();
      vm.codes.setCode('order_c', '0457');
      expect(await vm.markDelivered('order_c')).toEqual({ ok: true, value: { code: 'orders.delivered' } });
      expect(vm.list.orders).toEqual([]);
      expect(vm.codes.codeOf('order_c')).toBe('');
      expect(await storedOrder(container, 'order_c')).toBeNull();
      expect(await allHistory(container)).toEqual([expect.objectContaining({ id: 'order_c', status: 'delivered' })]);
    });
  });
});
