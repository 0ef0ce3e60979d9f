import { describe, expect, it, vi } from 'vitest';
import { cartLineKey } from '../../../../src/domain/cart/cartLineKey';
import type { Product } from '../../../../src/domain/catalog/Product';
import { productKey } from '../../../../src/domain/order/inventory';
import { stageState } from '../../../../src/infrastructure/memory/MemoryDatabase';
import { ProductViewModel } from '../../../../src/ui/screens/product/ProductViewModel';
import { cartWith } from '../../../factories/cartFactory';
import { productFactory, sizedProductFactory } from '../../../factories/productFactory';
import { variantFactory } from '../../../factories/variantFactory';
import { shopWorld, type ShopWorld } from '../../support/shopWorld';
import { actAs } from '../../../support/actAs';

/** Atta in three sizes: 5kg is sold out, 10kg has 3 left, 25kg has 8. */
const atta = (): Product =>
  productFactory.build({
    group: 'grocery',
    subgroup: 'atta',
    id: 'chakki_atta',
    name: 'Chakki Atta',
    nameHi: 'चक्की आटा',
    imageData: ['/a.svg', '/b.svg', '/c.svg'],
    about: 'Stone-ground whole wheat atta. '.repeat(8),
    variants: {
      '5kg': variantFactory.build({ price: 21500, mrp: 24000, available: 0 }),
      '10kg': variantFactory.build({ price: 42000, mrp: 46000, available: 3 }),
      '25kg': variantFactory.build({ price: 102000, mrp: 110000, available: 8 }),
    },
  });

function open(world: ShopWorld, product: Product, signedIn = true): ProductViewModel {
  const vm = world.container.get(ProductViewModel);
  actAs(world.container, signedIn ? world.customer : null);
  vm.mount();
  vm.load(product);
  return vm;
}

describe('ProductViewModel', () => {
  it('shows the product with every size, marks the sold-out one and preselects the first in stock', async () => {
    const product = atta();
    const vm = open(shopWorld({ products: [product] }), product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    expect(vm.sizes.map((s) => [s.label, s.stock])).toEqual([
      ['5kg', 0],
      ['10kg', 3],
      ['25kg', 8],
    ]);
    expect(vm.hasSizes).toBe(true);
    expect(vm.selected).toBe('10kg');
    expect(vm.price).toEqual({ price: 42000, mrp: 46000 });
    expect(vm.percentOff).toBe(9);
    expect(vm.stock).toBe(3);
  });

  it('leaves the size unchosen when every size is sold out, and says so', async () => {
    const product = sizedProductFactory.build({
      variants: { '1kg': variantFactory.build({ available: 0 }), '5kg': variantFactory.build({ available: 0 }) },
    });
    const vm = open(shopWorld({ products: [product] }), product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    expect(vm.selected).toBeNull();
    expect(vm.stock).toBe(0);
  });

  it('changes price and stock with the chosen size', async () => {
    const product = atta();
    const vm = open(shopWorld({ products: [product] }), product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    vm.select('25kg');
    expect(vm.price).toEqual({ price: 102000, mrp: 110000 });
    expect(vm.stock).toBe(8);
    vm.select('no-such-size');
    expect(vm.selected).toBe('25kg');
  });

  it("is 'not found' for a product that does not exist", async () => {
    const vm = open(shopWorld({ products: [atta()] }), productFactory.build({ id: 'gone' }));
    await vi.waitFor(() => expect(vm.status).toBe('notFound'));
    expect(vm.product).toBeNull();
  });

  it('follows the product live: stock sold elsewhere shows at once, and a deleted product becomes not found', async () => {
    const product = atta();
    const world = shopWorld({ products: [product] });
    const vm = open(world, product);
    await vi.waitFor(() => expect(vm.stock).toBe(3));
    world.db.seed({
      products: [{ ...product, variants: { ...product.variants, '10kg': { ...product.variants['10kg']!, available: 1 } } }],
    });
    await vi.waitFor(() => expect(vm.stock).toBe(1));
    const next = stageState(world.db.state);
    next.products.delete(productKey(product));
    world.db.commit(next);
    await vi.waitFor(() => expect(vm.status).toBe('notFound'));
  });

  it('adds the chosen size to the cart, then the stepper follows the cart', async () => {
    const product = atta();
    const world = shopWorld({ products: [product] });
    const vm = open(world, product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    expect(vm.qtyInCart).toBe(0);
    expect(await vm.add()).toBe(true);
    const key = cartLineKey('chakki_atta', '10kg');
    expect((await world.cart()).items[key]?.qty).toBe(1);
    await vi.waitFor(() => expect(vm.qtyInCart).toBe(1));
    expect(await vm.plus()).toBe(true);
    await vi.waitFor(() => expect(vm.qtyInCart).toBe(2));
    expect(vm.cart.message).toBeNull();
  });

  it("refuses a plus beyond stock with 'Sorry, only {n} items available.' and keeps the quantity", async () => {
    const product = atta();
    const world = shopWorld({ products: [product], carts: [cartWith('user-x', [])] });
    const vm = open(world, product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    await world.carts.setLine(world.customer.uid, cartLineKey('chakki_atta', '10kg'), {
      ...cartWith(world.customer.uid, [{ product, variant: '10kg', qty: 3 }]).items[cartLineKey('chakki_atta', '10kg')]!,
    });
    await vi.waitFor(() => expect(vm.qtyInCart).toBe(3));
    expect(await vm.plus()).toBe(false);
    expect(vm.cart.message).toEqual({ code: 'cart.plusBeyondStock', params: { n: 3 }, tone: 'error' });
    expect((await world.cart()).items[cartLineKey('chakki_atta', '10kg')]?.qty).toBe(3);
  });

  it('clamps an add beyond stock to what remains with the sized alert', async () => {
    const product = atta();
    const world = shopWorld({ products: [product] });
    const vm = open(world, product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    expect(await vm.cart.add(product, '10kg', 5)).toBe(true);
    expect(vm.cart.message).toEqual({ code: 'cart.clampedVariant', params: { n: 3, variant: '10kg' }, tone: 'warning' });
    expect((await world.cart()).items[cartLineKey('chakki_atta', '10kg')]?.qty).toBe(3);
  });

  it('clamps with the plain alert for a product without sizes, and says out of stock when none is left', async () => {
    const product = productFactory.build({ available: 2 });
    const world = shopWorld({ products: [product] });
    const vm = open(world, product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    expect(vm.hasSizes).toBe(false);
    expect(vm.selected).toBe('1kg');
    await vm.cart.add(product, '1kg', 4);
    expect(vm.cart.message).toEqual({ code: 'cart.clamped', params: { n: 2 }, tone: 'warning' });
    await vi.waitFor(() => expect(vm.qtyInCart).toBe(2));
    expect(await vm.cart.add(product, '1kg')).toBe(false);
    expect(vm.cart.message).toEqual({ code: 'cart.outOfStock', tone: 'error' });
  });

  it('removes the line when minus takes it to 0', async () => {
    const product = atta();
    const world = shopWorld({ products: [product] });
    const vm = open(world, product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    await vm.add();
    await vi.waitFor(() => expect(vm.qtyInCart).toBe(1));
    expect(await vm.minus()).toBe(true);
    expect((await world.cart()).items).toEqual({});
    await vi.waitFor(() => expect(vm.qtyInCart).toBe(0));
  });

  it("asks a signed-out shopper to log in ('Please log in to add items to your cart')", async () => {
    const product = atta();
    const world = shopWorld({ products: [product] });
    const vm = open(world, product, false);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    expect(await vm.add()).toBe(false);
    expect(vm.cart.message?.code).toBe('cart.loginRequired');
    expect(vm.cart.loginRequired).toBe(true);
  });

  it('gives the offline message and changes nothing when there is no connection', async () => {
    const product = atta();
    const world = shopWorld({ products: [product] });
    const vm = open(world, product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    world.goOffline();
    expect(await vm.add()).toBe(false);
    expect(vm.cart.message).toEqual({ code: 'cart.offline', tone: 'error' });
    expect((await world.cart()).items).toEqual({});
  });

  it("says 'Invalid product or variant' when no size is chosen", async () => {
    // A single size, sold out: nothing is preselected.
    const product = productFactory.build({ variants: { '1kg': variantFactory.build({ available: 0 }) } });
    const vm = open(shopWorld({ products: [product] }), product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    expect(await vm.add()).toBe(false);
    expect(vm.cart.message?.code).toBe('cart.invalidProduct');
  });

  it('offers up to 4 related products of the same subgroup, newest first, never the product itself', async () => {
    const product = atta();
    const others = Array.from({ length: 6 }, (_, i) =>
      productFactory.build({ group: 'grocery', subgroup: 'atta', id: `other-${i}`, createdAt: product.createdAt + 1000 * (i + 1) }),
    );
    const elsewhere = productFactory.build({ group: 'grocery', subgroup: 'rice', id: 'rice' });
    const vm = open(shopWorld({ products: [product, ...others, elsewhere] }), product);
    await vi.waitFor(() => expect(vm.related).toHaveLength(4));
    expect(vm.related.map((p) => p.id)).toEqual(['other-5', 'other-4', 'other-3', 'other-2']);
  });

  it('walks through the photos both ways and wraps around', async () => {
    const product = atta();
    const vm = open(shopWorld({ products: [product] }), product);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    vm.previousImage();
    expect(vm.imageIndex).toBe(2);
    vm.nextImage();
    vm.nextImage();
    expect(vm.imageIndex).toBe(1);
    vm.showImage(2);
    expect(vm.imageIndex).toBe(2);
  });

  it('starts afresh on another product', async () => {
    const first = atta();
    const second = productFactory.build({ group: 'grocery', subgroup: 'atta', id: 'maida', name: 'Maida' });
    const world = shopWorld({ products: [first, second] });
    const vm = open(world, first);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    vm.select('25kg');
    vm.toggleAbout();
    vm.load(second);
    await vi.waitFor(() => expect(vm.product?.id).toBe('maida'));
    expect(vm.selected).toBe('1kg');
    expect(vm.aboutExpanded).toBe(false);
  });
});
