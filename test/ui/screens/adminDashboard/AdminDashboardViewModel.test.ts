import { actAs, anotherDevice } from '../../../support/actAs';
import { describe, expect, it } from 'vitest';
import { AcceptOrder } from '../../../../src/application/orders/AcceptOrder';
import { CancelOrder } from '../../../../src/application/orders/CancelOrder';
import { DeliverOrder } from '../../../../src/application/orders/DeliverOrder';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { AdminDashboardViewModel } from '../../../../src/ui/screens/adminDashboard/AdminDashboardViewModel';
import { stockAlerts } from '../../../../src/ui/screens/adminDashboard/stockAlerts';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../../factories/productFactory';
import { variantFactory } from '../../../factories/variantFactory';
import { createTestContainer } from '../../../support/createTestContainer';
import { memoryOf, seedCommerce } from '../../../support/seedCommerce';
import { admin, courier, customer, HOUR, NOW, orderOf, settle } from '../deliveryDashboard/deliveryWorld';

const plenty = productFactory.build({ id: 'plenty', name: 'Atta', available: 50 });
const low = sizedProductFactory.build({
  id: 'low',
  name: 'Basmati',
  variants: { '1kg': variantFactory.build({ available: 3 }), '5kg': variantFactory.build({ available: 40 }) },
});
const out = productFactory.build({ id: 'out', name: 'Ghee', available: 0 });
// 2 kg of loose khal sells four 500g packs: low; 0.3 kg sells none: out.
const looseLow = looseProductFactory.build({
  id: 'khal',
  name: 'Khal',
  available: 2,
  availableUnit: 'kg',
  variants: { '500g': variantFactory.build({ unit: 'g', available: 0 }) },
});

describe('stockAlerts', () => {
  it('lists products out of stock in every size, and sizes with 1 to 5 left', () => {
    const alerts = stockAlerts([plenty, low, out, looseLow, { ...looseLow, id: 'khal0', name: 'Chokar', available: 0.3 }]);
    expect(alerts.out.map((a) => a.product.name)).toEqual(['Chokar', 'Ghee']);
    expect(alerts.low.map((a) => [a.product.name, a.sizes])).toEqual([
      ['Basmati', [{ label: '1kg', left: 3 }]],
      [
        'Khal',
        [
          { label: '500g', left: 4 },
          { label: '1kg', left: 2 },
        ],
      ],
    ]);
  });
});

function world() {
  const container = createTestContainer();
  // Every order is 2 × ₹50 = ₹100.
  const delivered = (id: string, at: number) =>
    orderOf(id, { status: 'delivered', deliveryPersonId: 'del1', createdAt: at - HOUR, deliveredAt: at, updatedAt: at });
  seedCommerce(container, {
    products: [plenty, low, out],
    orders: [
      orderOf('order_p1', { createdAt: NOW - HOUR }),
      orderOf('order_p2', { createdAt: NOW - 30 * 60_000 }),
      orderOf('order_a1', { status: 'accepted', deliveryPersonId: 'del1', createdAt: NOW - 2.5 * HOUR }),
      orderOf('order_old', { createdAt: NOW - 30 * HOUR }),
    ],
    history: [
      delivered('order_d1', NOW - HOUR),
      delivered('order_d_yesterday', NOW - 26 * HOUR),
      orderOf('order_c1', { status: 'cancelled', cancelledAt: NOW - HOUR, createdAt: NOW - 3 * HOUR }),
    ],
  });
  const vm = container.get(AdminDashboardViewModel);
  actAs(container, admin);
  vm.mount();
  return { container, vm };
}

describe('AdminDashboardViewModel', () => {
  it("today's orders, revenue, counts by status, stock alerts and the latest orders", async () => {
    const { vm } = world();
    await settle();
    // Placed today: p1, p2, a1, d1 (placed 2 h ago), c1; not the order from yesterday.
    expect(vm.today).toEqual({ placed: 5, delivered: 1, cancelled: 1, cashCollected: 10000 });
    expect(vm.revenueToday).toBe(10000);
    expect([vm.pendingCount, vm.acceptedCount]).toEqual([3, 1]);
    expect(vm.stock?.out.map((a) => a.product.id)).toEqual(['out']);
    expect(vm.stock?.low.map((a) => a.product.id)).toEqual(['low']);
    expect(vm.recent.map((o) => o.id)).toEqual(['order_p2', 'order_p1', 'order_d1', 'order_a1', 'order_c1', 'order_d_yesterday']);
  });

  it('follows the day live: an order delivered or cancelled elsewhere moves the figures', async () => {
    const { container, vm } = world();
    await settle();
    const done = await anotherDevice(container, courier).get(DeliverOrder).execute({ orderId: 'order_a1' });
    expect(done.ok).toBe(true);
    await settle();
    expect(vm.today).toMatchObject({ delivered: 2, cashCollected: 20000 });
    expect(vm.acceptedCount).toBe(0);

    await actAs(container, admin).get(CancelOrder).execute({ orderId: 'order_p1' });
    await settle();
    expect(vm.today?.cancelled).toBe(2);
    expect(vm.pendingCount).toBe(2);
    await anotherDevice(container, courier).get(AcceptOrder).execute({ orderId: 'order_p2' });
    await settle();
    expect([vm.pendingCount, vm.acceptedCount]).toEqual([1, 1]);
  });

  it("today's figures come from the day's books, not from the orders listed: a busy day counts every order", async () => {
    const container = createTestContainer();
    const deliveredAt = NOW - HOUR;
    const history = Array.from({ length: 40 }, (_, i) =>
      orderOf(`order_d${i}`, { status: 'delivered', deliveryPersonId: 'del1', createdAt: deliveredAt - i * 60_000, deliveredAt }),
    );
    seedCommerce(container, { products: [plenty], history });
    const vm = container.get(AdminDashboardViewModel);
    actAs(container, admin);
    vm.mount();
    await settle();
    expect(vm.today).toEqual({ placed: 40, delivered: 40, cancelled: 0, cashCollected: 400000 });
    expect(vm.recent.map((o) => o.id)).toEqual(['order_d0', 'order_d1', 'order_d2', 'order_d3', 'order_d4', 'order_d5']);
  });

  it('stock alerts follow a checkout or cancellation (stock read again on order changes)', async () => {
    const { container, vm } = world();
    await settle();
    seedCommerce(container, { products: [{ ...plenty, available: 2 }] });
    seedCommerce(container, { orders: [orderOf('order_new', { createdAt: NOW })] });
    await settle();
    expect(vm.stock?.low.map((a) => a.product.id)).toEqual(['plenty', 'low']);
  });

  it('accepting an order reads neither stock nor books again (they did not move); the next checkout does', async () => {
    const { container, vm } = world();
    await settle();
    memoryOf(container).failNext('products.listAll', new DataFaultError('network'));
    memoryOf(container).failNext('daySummaries.listDays', new DataFaultError('network'));
    await anotherDevice(container, courier).get(AcceptOrder).execute({ orderId: 'order_p2' });
    await settle();
    expect([vm.productsError, vm.todayError, vm.acceptedCount]).toEqual([null, null, 2]);
    seedCommerce(container, { orders: [orderOf('order_new', { createdAt: NOW })] });
    await settle();
    expect([vm.productsError, vm.todayError]).toEqual(['common.network', 'common.network']);
  });

  it('a customer sees the refusal instead of figures', async () => {
    const container = createTestContainer();
    const vm = container.get(AdminDashboardViewModel);
    actAs(container, customer);
    vm.mount();
    await settle();
    expect(vm.ordersError).toBe('orders.permissionDenied');
  });

  it('failed reads are reported, not shown as zero', async () => {
    const container = createTestContainer();
    seedCommerce(container, { orders: [orderOf('order_p1')] });
    memoryOf(container).failNext('history.listLatest', new DataFaultError('network'));
    memoryOf(container).failNext('daySummaries.listDays', new DataFaultError('permission'));
    memoryOf(container).failNext('products.listAll', new DataFaultError('permission'));
    const vm = container.get(AdminDashboardViewModel);
    actAs(container, admin);
    vm.mount();
    await settle();
    expect(vm.historyError).toBe('common.network');
    expect(vm.todayError).toBe('common.permission');
    expect(vm.today).toBeNull();
    expect(vm.productsError).toBe('common.permission');
    expect(vm.stock).toBeNull();
  });
});
