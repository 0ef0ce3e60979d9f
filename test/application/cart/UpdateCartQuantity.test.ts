import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { UpdateCartQuantity, type UpdateCartQuantityInput } from '../../../src/application/cart/UpdateCartQuantity';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { cartWith } from '../../factories/cartFactory';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { connectivityOf, memoryOf, seedCommerce } from '../../support/seedCommerce';

const customer = userFactory.build({ uid: 'cust1' });
const atta = productFactory.build({ id: 'atta', weight: '1kg', available: 6 });

describe('UpdateCartQuantity', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedCommerce(container, { products: [atta], carts: [cartWith('cust1', [{ product: atta, qty: 2 }])] });
    actAs(container, customer);
  });
  const update = (input: Partial<{ key: string; qty: number }>) =>
    container.get(UpdateCartQuantity).execute({ key: 'atta_1kg', qty: 3, ...input });
  const plus = (): ReturnType<UpdateCartQuantity['execute']> =>
    container.get(UpdateCartQuantity).execute({ key: 'atta_1kg', intent: 'plus' } satisfies UpdateCartQuantityInput);
  const qty = async () => (await container.get(CartRepositoryToken).get('cust1')).items.atta_1kg?.qty;

  it('sets a quantity within stock', async () => {
    expect(await update({ qty: 5 })).toEqual({ ok: true, value: { qty: 5, removed: false } });
    expect(await qty()).toBe(5);
  });

  it("clamps to stock with 'Only {n} items available'", async () => {
    expect(await update({ qty: 9 })).toEqual({
      ok: true,
      value: { qty: 6, removed: false, notice: { code: 'cart.onlyNAvailable', params: { n: 6 } } },
    });
    expect(await qty()).toBe(6);
  });

  it.each([0, -2])('qty %d removes the line', async (q) => {
    expect(await update({ qty: q })).toEqual({ ok: true, value: { qty: 0, removed: true } });
    expect(await qty()).toBeUndefined();
  });

  it.each([1.5, Number.NaN, 1001])('qty %d is refused and nothing changes', async (q) => {
    expect(await update({ qty: q })).toEqual({ ok: false, error: { code: 'cart.invalidQuantity' } });
    expect(await qty()).toBe(2);
  });

  it("the product page's plus adds one; past stock: 'Sorry, only {n} items available.' and nothing changes", async () => {
    expect(await plus()).toEqual({ ok: true, value: { qty: 3, removed: false } });
    await update({ qty: 6 });
    expect(await plus()).toEqual({ ok: false, error: { code: 'cart.plusBeyondStock', params: { n: 6 } } });
    expect(await qty()).toBe(6);
  });

  it('a product that is gone or sold out cannot be raised', async () => {
    await container.get(ProductRepositoryToken).save({ ...atta, available: 0 });
    expect(await update({ qty: 3 })).toEqual({ ok: false, error: { code: 'cart.productOutOfStock' } });
    expect(await qty()).toBe(2);
  });

  it('needs a signed-in user and a connection', async () => {
    actAs(container, null);
    expect(await update({})).toEqual({ ok: false, error: { code: 'cart.loginRequired' } });
    actAs(container, customer);
    connectivityOf(container).setOnline(false);
    expect(await update({})).toEqual({ ok: false, error: { code: 'cart.offlineUpdate' } });
    expect(await qty()).toBe(2);
  });

  it("a line that is not there, or a failed write: 'Unable to update quantity…'", async () => {
    expect(await update({ key: 'other_1kg' })).toEqual({ ok: false, error: { code: 'cart.updateFailed' } });
    memoryOf(container).failNext('carts.updateQty', new DataFaultError('permission'));
    expect(await update({ qty: 4 })).toEqual({ ok: false, error: { code: 'cart.updateFailed' } });
    expect(await qty()).toBe(2);
  });
});
