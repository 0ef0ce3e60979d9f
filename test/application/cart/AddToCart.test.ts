import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { AddToCart, type AddToCartInput } from '../../../src/application/cart/AddToCart';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { cartWith } from '../../factories/cartFactory';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { connectivityOf, memoryOf, seedCommerce } from '../../support/seedCommerce';

const customer = userFactory.build({ uid: 'cust1' });
const plain = productFactory.build({ id: 'plain', weight: '1kg', available: 3 });
const sized = sizedProductFactory.build({ id: 'sized' }); // 1kg: 10, 5kg: 4
const loose = looseProductFactory.build({ id: 'loose', available: 1, availableUnit: 'kg' }); // 2 × 500g

describe('AddToCart', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedCommerce(container, { products: [plain, sized, loose] });
    actAs(container, customer);
  });
  const add = (input: Partial<AddToCartInput>) => container.get(AddToCart).execute({ product: plain, variant: '1kg', ...input });
  const cart = () => container.get(CartRepositoryToken).get('cust1');

  it('adds 1 by default, storing the line under {productId}_{variant} with what the cart shows', async () => {
    expect(await add({})).toEqual({ ok: true, value: { key: 'plain_1kg', added: 1, qty: 1 } });
    expect((await cart()).items).toEqual({
      plain_1kg: {
        ref: { group: plain.group, subgroup: plain.subgroup, id: 'plain' },
        qty: 1,
        weight: '1kg',
        price: plain.price,
        mrp: plain.mrp,
        hasVariants: false,
        loose_item: false,
        variantUnit: 'kg',
        name: plain.name,
        image: plain.imageData[0],
      },
    });
  });

  it('adds to an existing line', async () => {
    await add({ qty: 1 });
    expect(await add({ qty: 2 })).toEqual({ ok: true, value: { key: 'plain_1kg', added: 2, qty: 3 } });
    expect((await cart()).items.plain_1kg?.qty).toBe(3);
  });

  it("clamps a size to what remains: 'Only {n} {variant} available. Added {n} to your cart.'", async () => {
    seedCommerce(container, { carts: [cartWith('cust1', [{ product: sized, variant: '5kg', qty: 1 }])] });
    expect(await add({ product: sized, variant: '5kg', qty: 5 })).toEqual({
      ok: true,
      value: { key: 'sized_5kg', added: 3, qty: 4, notice: { code: 'cart.clampedVariant', params: { n: 3, variant: '5kg' } } },
    });
    expect((await cart()).items.sized_5kg).toMatchObject({ qty: 4, price: 21000, hasVariants: true });
  });

  it("clamps a product without sizes: 'Only {n} items available. Added {n} to your cart.'", async () => {
    expect(await add({ qty: 10 })).toMatchObject({
      ok: true,
      value: { added: 3, qty: 3, notice: { code: 'cart.clamped', params: { n: 3 } } },
    });
    expect((await cart()).items.plain_1kg?.qty).toBe(3);
  });

  it('loose goods are counted in packs from the weighed stock', async () => {
    expect(await add({ product: loose, variant: '500g', qty: 3 })).toMatchObject({
      ok: true,
      value: { added: 2, qty: 2, notice: { code: 'cart.clampedVariant', params: { n: 2, variant: '500g' } } },
    });
    expect((await cart()).items.loose_500g).toMatchObject({ qty: 2, loose_item: true, variantUnit: 'g' });
  });

  it("'Sorry, this product is out of stock' when nothing remains, and the cart is unchanged", async () => {
    await add({ qty: 3 });
    expect(await add({ qty: 1 })).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
    expect((await cart()).items.plain_1kg?.qty).toBe(3);
    seedCommerce(container, {
      products: [{ ...sized, variants: { ...sized.variants, '5kg': { ...sized.variants['5kg']!, available: 0 } } }],
    });
    expect(await add({ product: sized, variant: '5kg' })).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
    expect((await cart()).items.sized_5kg).toBeUndefined();
  });

  it('needs a signed-in user and a connection', async () => {
    actAs(container, null);
    expect(await add({})).toEqual({ ok: false, error: { code: 'cart.loginRequired' } });
    actAs(container, customer);
    connectivityOf(container).setOnline(false);
    expect(await add({})).toEqual({ ok: false, error: { code: 'cart.offline' } });
    expect((await cart()).items).toEqual({});
  });

  it("'Invalid product or variant' for a missing product, a missing size, or a size the product does not have", async () => {
    for (const input of [
      { product: null },
      { variant: null },
      { variant: '' },
      { product: { ...plain, id: 'gone' } },
      { product: sized, variant: '2kg' },
      { product: plain, variant: '5kg' },
    ]) {
      expect(await add(input)).toEqual({ ok: false, error: { code: 'cart.invalidProduct' } });
    }
    expect((await cart()).items).toEqual({});
  });

  it.each([0, -1, 1.5, Number.NaN, 1001])("qty %d: 'Please enter a valid quantity (1-1000)'", async (qty) => {
    expect(await add({ qty })).toEqual({ ok: false, error: { code: 'cart.invalidQuantity' } });
    expect((await cart()).items).toEqual({});
  });

  it("a failed write: 'Error adding to cart'", async () => {
    memoryOf(container).failNext('carts.setLine', new DataFaultError('unknown'));
    expect(await add({})).toEqual({ ok: false, error: { code: 'cart.addFailed' } });
    expect((await cart()).items).toEqual({});
  });
});
