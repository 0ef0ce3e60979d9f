import { describe, expect, it, vi } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { cartLineKey } from '../../../../src/domain/cart/cartLineKey';
import type { Product } from '../../../../src/domain/catalog/Product';
import { CartViewModel } from '../../../../src/ui/screens/cart/CartViewModel';
import { cartWith } from '../../../factories/cartFactory';
import { productFactory } from '../../../factories/productFactory';
import { variantFactory } from '../../../factories/variantFactory';
import { userFactory } from '../../../factories/userFactory';
import { clockOf, seedCommerce } from '../../../support/seedCommerce';
import { shopWorld } from '../../support/shopWorld';
import { MONEY_RULES, storeSettings } from '../../support/storeSettings';
import { actAs } from '../../../support/actAs';

const customer = userFactory.build({ uid: 'ramesh' });
/** Dal with 5 left, ₹120 against ₹140. */
const dal: Product = productFactory.build({ id: 'arhar', name: 'Arhar Dal', price: 12000, mrp: 14000, available: 5, weight: '1kg' });
/** Rice in two sizes. */
const rice: Product = productFactory.build({
  id: 'rice',
  name: 'Basmati Rice',
  variants: { '5kg': variantFactory.build({ price: 56000, mrp: 65000, available: 9 }) },
});
const DAL = cartLineKey('arhar', '1kg');
const RICE = cartLineKey('rice', '5kg');

async function openCart(
  lines: { product: Product; qty: number; variant?: string }[] = [
    { product: dal, qty: 2 },
    { product: rice, qty: 1, variant: '5kg' },
  ],
  settings = storeSettings(),
) {
  const products = [dal, rice, ...lines.map((l) => l.product).filter((p) => p !== dal && p !== rice)];
  const world = shopWorld({ products, carts: [cartWith(customer.uid, lines)], settings }, customer);
  const vm = world.container.get(CartViewModel);
  actAs(world.container, customer);
  vm.mount();
  await vi.waitFor(() => expect(vm.cart.status).toBe('ready'));
  return { world, vm, qty: async (key: string) => (await world.cart()).items[key]?.qty };
}

describe('CartViewModel', () => {
  it('lists the lines by name with subtotal, savings against MRP and the item count', async () => {
    const { vm } = await openCart();
    expect(vm.cart.entries.map((e) => [e.line.name, e.line.weight, e.qty])).toEqual([
      ['Arhar Dal', '1kg', 2],
      ['Basmati Rice', '5kg', 1],
    ]);
    expect(vm.cart.totals).toEqual({ subtotal: 2 * 12000 + 56000, mrpTotal: 2 * 14000 + 65000, savings: 2 * 2000 + 9000 });
    expect(vm.cart.count).toBe(3);
    expect(vm.cart.isEmpty).toBe(false);
  });

  it('is empty when nothing is in the cart', async () => {
    const { vm } = await openCart([]);
    expect(vm.cart.isEmpty).toBe(true);
    expect(vm.cart.count).toBe(0);
  });

  it('steps quantities up and down, never below 1', async () => {
    const { vm, qty } = await openCart();
    await vm.plus(DAL);
    expect(await qty(DAL)).toBe(3);
    await vm.minus(RICE);
    expect(await qty(RICE)).toBe(1);
    await vi.waitFor(() => expect(vm.cart.count).toBe(4));
  });

  it("clamps to stock with 'Only {n} items available'", async () => {
    const { vm, qty } = await openCart([{ product: dal, qty: 5 }]);
    await vm.plus(DAL);
    expect(await qty(DAL)).toBe(5);
    expect(vm.messages.get(DAL)).toEqual({ code: 'cart.onlyNAvailable', params: { n: 5 }, tone: 'warning' });
  });

  it("applies a typed quantity such as ' 4 ', and clamps one above stock", async () => {
    const { vm, qty } = await openCart();
    vm.setQtyText(DAL, ' 4 ');
    expect(vm.qtyText(DAL)).toBe(' 4 ');
    await vm.commitQty(DAL);
    expect(await qty(DAL)).toBe(4);
    await vi.waitFor(() => expect(vm.qtyText(DAL)).toBe('4'));
    vm.setQtyText(DAL, '50');
    await vm.commitQty(DAL);
    expect(await qty(DAL)).toBe(5);
    expect(vm.messages.get(DAL)?.code).toBe('cart.onlyNAvailable');
  });

  it.each(['', 'abc', '2.5', '0', '-3', '1001'])(
    "refuses %j with 'Please enter a valid quantity (1-1000)' and changes nothing",
    async (typed) => {
      const { vm, qty } = await openCart();
      vm.setQtyText(DAL, typed);
      await vm.commitQty(DAL);
      expect(vm.messages.get(DAL)).toEqual({ code: 'cart.invalidQuantity', tone: 'error' });
      expect(await qty(DAL)).toBe(2);
      vm.setQtyText(DAL, '3');
      expect(vm.messages.has(DAL)).toBe(false);
    },
  );

  it('removes a line', async () => {
    const { vm, world } = await openCart();
    await vm.remove(RICE);
    expect(Object.keys((await world.cart()).items)).toEqual([DAL]);
    await vi.waitFor(() => expect(vm.cart.entries.map((e) => e.key)).toEqual([DAL]));
  });

  it('retries a removal through network failures (1 s, 1.5 s, 2.25 s) before giving up', async () => {
    const { vm, world } = await openCart();
    world.db.failNext('carts.removeLine', new DataFaultError('network'), 2);
    await vm.remove(RICE);
    expect(clockOf(world.container).sleeps).toEqual([1000, 1500]);
    expect((await world.cart()).items[RICE]).toBeUndefined();
    expect(vm.messages.has(RICE)).toBe(false);
  });

  it("says 'Unable to update quantity…' when every retry fails, and Try again repeats the removal", async () => {
    const { vm, world } = await openCart();
    world.db.failNext('carts.removeLine', new DataFaultError('network'), 4);
    await vm.remove(RICE);
    expect(vm.messages.get(RICE)).toEqual({ code: 'cart.updateFailed', tone: 'error' });
    expect(vm.canRetry(RICE)).toBe(true);
    expect((await world.cart()).items[RICE]).toBeDefined();
    await vm.retry(RICE);
    expect((await world.cart()).items[RICE]).toBeUndefined();
    expect(vm.canRetry(RICE)).toBe(false);
  });

  it('repeats a failed quantity change with Try again', async () => {
    const { vm, qty, world } = await openCart();
    world.db.failNext('carts.updateQty', new DataFaultError('permission'));
    await vm.plus(DAL);
    expect(vm.messages.get(DAL)?.code).toBe('cart.updateFailed');
    expect(await qty(DAL)).toBe(2);
    await vm.retry(DAL);
    expect(await qty(DAL)).toBe(3);
  });

  it('gives the offline message for changes made without a connection', async () => {
    const { vm, qty, world } = await openCart();
    world.goOffline();
    await vm.plus(DAL);
    expect(vm.messages.get(DAL)).toEqual({ code: 'cart.offlineUpdate', tone: 'error' });
    await vm.remove(DAL);
    expect(await qty(DAL)).toBe(2);
  });

  it('drops the message of a line removed in another tab', async () => {
    const { vm, world } = await openCart();
    vm.setQtyText(DAL, 'abc');
    await vm.commitQty(DAL);
    expect(vm.messages.get(DAL)?.code).toBe('cart.invalidQuantity');
    await world.carts.removeLine(customer.uid, DAL);
    await vi.waitFor(() => expect(vm.cart.entries.map((e) => e.key)).toEqual([RICE]));
    expect(vm.messages.has(DAL)).toBe(false);
  });

  it('follows the cart live (a change made in another tab shows here)', async () => {
    const { vm, world } = await openCart();
    await world.carts.updateQty(customer.uid, RICE, 4);
    await vi.waitFor(() => expect(vm.cart.count).toBe(6));
  });

  describe('delivery charges from the store settings', () => {
    // ₹20 delivery, free from ₹300, at least ₹100; a ₹150 product makes the boundaries exact.
    const bag = productFactory.build({ id: 'bag', name: 'Khal', price: 15000, mrp: 15000, available: 9, weight: '1kg' });
    const BAG = cartLineKey('bag', '1kg');
    const world = async (qty: number) => {
      const opened = await openCart([{ product: bag, qty }], storeSettings(MONEY_RULES));
      await vi.waitFor(() => expect(opened.vm.cart.charges).not.toBeNull());
      return opened;
    };

    it('waives the fee at exactly the free-delivery value and charges it one step below', async () => {
      const { vm } = await world(2);
      expect(vm.cart.charges).toEqual({ subtotal: 30000, deliveryFee: 0, total: 30000, addForFreeDelivery: 0, belowMinimumBy: 0 });
      await vm.minus(BAG);
      await vi.waitFor(() => expect(vm.cart.totals.subtotal).toBe(15000));
      expect(vm.cart.charges).toEqual({ subtotal: 15000, deliveryFee: 2000, total: 17000, addForFreeDelivery: 15000, belowMinimumBy: 0 });
    });

    it('follows the owner changing the rules while the cart is open', async () => {
      const { vm, world: shop } = await world(1);
      seedCommerce(shop.container, { settings: storeSettings({ ...MONEY_RULES, minimumOrder: 20000 }) });
      await vi.waitFor(() => expect(vm.cart.charges?.belowMinimumBy).toBe(5000));
      expect(vm.cart.store.settings?.minimumOrder).toBe(20000);
    });
  });
});
