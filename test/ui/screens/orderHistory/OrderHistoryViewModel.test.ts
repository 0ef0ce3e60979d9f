import { actAs } from '../../../support/actAs';
import { describe, expect, it, vi } from 'vitest';
import { CancelOrder } from '../../../../src/application/orders/CancelOrder';
import { cartLineKey } from '../../../../src/domain/cart/cartLineKey';
import { OrderHistoryViewModel } from '../../../../src/ui/screens/orderHistory/OrderHistoryViewModel';
import { orderFactory, orderItemFactory } from '../../../factories/orderFactory';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { shopWorld } from '../../support/shopWorld';

const customer = userFactory.build({ uid: 'ramesh' });
const dal = productFactory.build({ id: 'arhar', name: 'Arhar Dal', available: 5 });
const item = orderItemFactory.build({ id: 'arhar', name: 'Arhar Dal', qty: 2, group: dal.group, subgroup: dal.subgroup });
const delivered = orderFactory.build({ userId: 'ramesh', status: 'delivered', createdAt: Date.UTC(2025, 0, 10), items: [item] });
const cancelled = orderFactory.build({
  userId: 'ramesh',
  status: 'cancelled',
  createdAt: Date.UTC(2025, 0, 12),
  cancelledBy: 'delivery',
  cancellationNote: 'Cancelled by delivery person: Suresh',
  items: [item],
});

async function openHistory() {
  const active = orderFactory.build({ userId: 'ramesh', createdAt: Date.UTC(2025, 0, 14), items: [item] });
  const world = shopWorld({ products: [dal], history: [delivered, cancelled], orders: [active] }, customer);
  const vm = world.container.get(OrderHistoryViewModel);
  actAs(world.container, customer);
  vm.mount();
  await vi.waitFor(() => expect(vm.status).toBe('ready'));
  return { world, vm, active };
}

describe('OrderHistoryViewModel', () => {
  it('lists delivered and cancelled orders, newest first, with the cancellation note', async () => {
    const { vm } = await openHistory();
    expect(vm.orders.map((o) => [o.status, o.cancellationNote])).toEqual([
      ['cancelled', 'Cancelled by delivery person: Suresh'],
      ['delivered', undefined],
    ]);
  });

  it('shows an order cancelled now at once, on top', async () => {
    const { vm, world, active } = await openHistory();
    await actAs(world.container, customer).get(CancelOrder).execute({ orderId: active.id });
    await vi.waitFor(() => expect(vm.orders).toHaveLength(3));
    expect(vm.orders[0]).toMatchObject({ id: active.id, status: 'cancelled', cancellationNote: 'Cancelled by customer' });
  });

  it('buys a past order again', async () => {
    const { vm, world } = await openHistory();
    await vm.buyAgainFor(delivered);
    expect(vm.buyAgain.outcomes.get(delivered.id)).toMatchObject({ ok: true, summary: { added: [{ qty: 2 }], unavailable: [] } });
    expect((await world.cart()).items[cartLineKey('arhar', '1kg')]?.qty).toBe(2);
  });
});
