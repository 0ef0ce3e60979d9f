import { actAs, anotherDevice } from '../../../support/actAs';
import { describe, expect, it, vi } from 'vitest';
import { AcceptOrder } from '../../../../src/application/orders/AcceptOrder';
import { cartLineKey } from '../../../../src/domain/cart/cartLineKey';
import type { Order } from '../../../../src/domain/order/Order';
import { stageState } from '../../../../src/infrastructure/memory/MemoryDatabase';
import { OrdersViewModel } from '../../../../src/ui/screens/orders/OrdersViewModel';
import { orderFactory, orderItemFactory } from '../../../factories/orderFactory';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { clockOf } from '../../../support/seedCommerce';
import { shopWorld } from '../../support/shopWorld';

const customer = userFactory.build({ uid: 'ramesh' });
const driver = userFactory.build({ uid: 'driver', userType: 'delivery', name: 'Suresh' });
/** 2 of the dal were ordered, 5 are left on the shelf. */
const dal = productFactory.build({ id: 'arhar', name: 'Arhar Dal', available: 5 });
const dalItem = orderItemFactory.build({
  id: 'arhar',
  name: 'Arhar Dal',
  variant: '1kg',
  qty: 2,
  group: dal.group,
  subgroup: dal.subgroup,
});
const older: Order = orderFactory.build({ userId: 'ramesh', createdAt: Date.UTC(2025, 0, 14), items: [dalItem] });
const newer: Order = orderFactory.build({ userId: 'ramesh', createdAt: Date.UTC(2025, 0, 15), items: [dalItem] });
const someoneElses: Order = orderFactory.build({ userId: 'other', createdAt: Date.UTC(2025, 0, 15, 2) });

async function openOrders(orders: Order[] = [older, newer, someoneElses]) {
  const world = shopWorld({ products: [dal], orders }, customer);
  const vm = world.container.get(OrdersViewModel);
  actAs(world.container, customer);
  vm.mount();
  await vi.waitFor(() => expect(vm.status).toBe('ready'));
  return { world, vm, history: () => [...(world.db.state.history.get('ramesh')?.orders.values() ?? [])] };
}

describe('OrdersViewModel', () => {
  it("lists only the customer's active orders, newest first", async () => {
    const { vm } = await openOrders();
    expect(vm.orders.map((o) => o.id)).toEqual([newer.id, older.id]);
  });

  it('updates live when a delivery person accepts an order', async () => {
    const { vm, world } = await openOrders();
    expect(vm.canCancel(vm.orders[0]!)).toBe(true);
    clockOf(world.container).set(Date.UTC(2025, 0, 15, 6));
    const accepted = await anotherDevice(world.container, driver).get(AcceptOrder).execute({ orderId: newer.id });
    expect(accepted.ok).toBe(true);
    await vi.waitFor(() => expect(vm.orders[0]?.status).toBe('accepted'));
    expect(vm.orders[0]?.acceptedAt).toBe(Date.UTC(2025, 0, 15, 6));
    expect(vm.canCancel(vm.orders[0]!)).toBe(false);
  });

  it('cancels after confirmation: the order leaves the list for history, the stock comes back', async () => {
    const { vm, world, history } = await openOrders();
    vm.askCancel(vm.orders[0]!);
    expect(vm.confirming?.id).toBe(newer.id);
    expect(await vm.confirmCancel()).toBe(true);
    expect(vm.message).toEqual({ code: 'orders.cancelled', tone: 'success' });
    expect(vm.confirming).toBeNull();
    await vi.waitFor(() => expect(vm.orders.map((o) => o.id)).toEqual([older.id]));
    expect(history()).toMatchObject([
      { id: newer.id, status: 'cancelled', cancelledBy: 'customer', cancellationNote: 'Cancelled by customer' },
    ]);
    expect(world.product(dal)?.available).toBe(7);
  });

  it('keeps the order when the shopper changes their mind', async () => {
    const { vm, world } = await openOrders();
    vm.askCancel(vm.orders[0]!);
    vm.keepOrder();
    expect(vm.confirming).toBeNull();
    expect(await vm.confirmCancel()).toBe(false);
    expect(world.db.state.orders.has(newer.id)).toBe(true);
  });

  it("refuses to cancel an order accepted while the dialog was open ('You cannot cancel this order.')", async () => {
    const { vm, world } = await openOrders();
    vm.askCancel(vm.orders[0]!);
    await anotherDevice(world.container, driver).get(AcceptOrder).execute({ orderId: newer.id });
    await vi.waitFor(() => expect(vm.orders[0]?.status).toBe('accepted'));
    expect(await vm.confirmCancel()).toBe(false);
    expect(vm.message).toEqual({ code: 'orders.cannotCancel', tone: 'error' });
    expect(world.db.state.orders.get(newer.id)?.status).toBe('accepted');
  });

  it("says 'Order not found or already processed.' when the order is gone", async () => {
    const { vm, world } = await openOrders();
    vm.askCancel(vm.orders[0]!);
    // Delivered (moved to history) by someone else meanwhile.
    const staged = stageState(world.db.state);
    staged.orders.delete(newer.id);
    world.db.commit(staged);
    await vi.waitFor(() => expect(vm.orders).toHaveLength(1));
    expect(await vm.confirmCancel()).toBe(false);
    expect(vm.message?.code).toBe('orders.notFoundOrProcessed');
  });

  it("refuses someone else's order with 'You don't have permission to cancel this order.'", async () => {
    const { vm } = await openOrders();
    expect(vm.canCancel(someoneElses)).toBe(false);
    vm.orders = [someoneElses, ...vm.orders];
    vm.askCancel(someoneElses);
    expect(await vm.confirmCancel()).toBe(false);
    expect(vm.message?.code).toBe('orders.noCancelPermission');
  });

  it("reports a failed cancellation as 'Error cancelling order: …' and changes nothing", async () => {
    const { vm, world } = await openOrders();
    world.db.failNext('unitOfWork.run', new Error('disk full'));
    vm.askCancel(vm.orders[0]!);
    expect(await vm.confirmCancel()).toBe(false);
    expect(vm.message).toEqual({ code: 'orders.cancelError', params: { detail: 'disk full' }, tone: 'error' });
    expect(vm.cancelling).toBe(false);
    expect(world.db.state.orders.has(newer.id)).toBe(true);
    expect(world.product(dal)?.available).toBe(5);
  });

  it('buys an order again, clamped to what is in stock now', async () => {
    const big = orderFactory.build({ userId: 'ramesh', items: [{ ...dalItem, qty: 8 }] });
    const { vm, world } = await openOrders([big]);
    await vm.buyAgainFor(vm.orders[0]!);
    const outcome = vm.buyAgain.outcomes.get(big.id);
    expect(outcome).toEqual({
      ok: true,
      summary: {
        added: [
          {
            key: cartLineKey('arhar', '1kg'),
            name: 'Arhar Dal',
            variant: '1kg',
            qty: 5,
            notice: { code: 'cart.clamped', params: { n: 5 } },
          },
        ],
        unavailable: [],
      },
    });
    expect((await world.cart()).items[cartLineKey('arhar', '1kg')]?.qty).toBe(5);
  });

  it('lists what Buy again could not add, and gives the offline message without a connection', async () => {
    const gone = orderFactory.build({ userId: 'ramesh', items: [orderItemFactory.build({ id: 'gone', name: 'Old Soap' })] });
    const { vm, world } = await openOrders([gone]);
    await vm.buyAgainFor(gone);
    expect(vm.buyAgain.outcomes.get(gone.id)).toEqual({
      ok: true,
      summary: { added: [], unavailable: [{ name: 'Old Soap', variant: '1kg', code: 'checkout.productMissing' }] },
    });
    world.goOffline();
    await vm.buyAgainFor(gone);
    expect(vm.buyAgain.outcomes.get(gone.id)).toEqual({ ok: false, message: { code: 'cart.offline', tone: 'error' } });
  });

  it('reads the delivery code of an order that has one, and shows it while the order is on its way', async () => {
    const coded: Order = { ...newer, id: 'order_coded', deliveryCodeRequired: true };
    const world = shopWorld(
      { products: [dal], orders: [coded, older], deliveryCodes: [{ orderId: coded.id, userId: 'ramesh', code: '0457' }] },
      customer,
    );
    const vm = world.container.get(OrdersViewModel);
    actAs(world.container, customer);
    vm.mount();
    await vi.waitFor(() => expect(vm.deliveryCodeOf(vm.orders.find((o) => o.id === coded.id)!)).toBe('0457'));
    expect(vm.deliveryCodeOf(vm.orders.find((o) => o.id === older.id)!)).toBeNull();

    clockOf(world.container).set(Date.UTC(2025, 0, 15, 6));
    expect((await anotherDevice(world.container, driver).get(AcceptOrder).execute({ orderId: coded.id })).ok).toBe(true);
    await vi.waitFor(() => expect(vm.orders.find((o) => o.id === coded.id)?.status).toBe('accepted'));
    expect(vm.deliveryCodeOf(vm.orders.find((o) => o.id === coded.id)!)).toBe('0457');
  });
});
