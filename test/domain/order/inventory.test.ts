import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../src/domain/cart/CartLine';
import type { Product, ProductRef } from '../../../src/domain/catalog/Product';
import { productKey, verifyInventory } from '../../../src/domain/order/inventory';
import { cartWith } from '../../factories/cartFactory';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';

const lookup = (...products: Product[]) => {
  const map = new Map(products.map((p) => [productKey(p), p]));
  return (ref: ProductRef) => map.get(productKey(ref)) ?? null;
};
const linesOf = (...specs: { product: Product; qty: number; variant?: string }[]): CartLine[] => Object.values(cartWith('u1', specs).items);

describe('verifyInventory', () => {
  it('passes lines within stock, with order items at the current price and decremented counters', () => {
    const atta = productFactory.build({ id: 'atta', available: 5, price: 5000 });
    const sized = sizedProductFactory.build({ id: 'sized' });
    const lines = linesOf({ product: atta, qty: 5 }, { product: sized, qty: 3, variant: '5kg' });
    const check = verifyInventory(lines, lookup({ ...atta, price: 5200 }, sized));
    expect(check).toEqual({
      ok: true,
      items: [
        expect.objectContaining({
          id: 'atta',
          variant: '1kg',
          qty: 5,
          price: 5200,
          mrp: 6000,
          group: 'grocery',
          subgroup: 'flour',
          loose_item: false,
        }),
        expect.objectContaining({ id: 'sized', variant: '5kg', qty: 3, price: 21000, mrp: 24000 }),
      ],
      stockWrites: [
        { ref: { group: 'grocery', subgroup: 'flour', id: 'atta' }, variant: null, available: 0 },
        { ref: { group: 'grocery', subgroup: 'flour', id: 'sized' }, variant: '5kg', available: 1 },
      ],
    });
  });

  it('loose items carry weight, unit, totalWeight and availableUnit, and take the weight from stock', () => {
    const khal = looseProductFactory.build({ id: 'khal', available: 10, availableUnit: 'kg' });
    const check = verifyInventory(linesOf({ product: khal, qty: 3, variant: '500g' }), lookup(khal));
    if (!check.ok) throw new Error('expected ok');
    expect(check.items[0]).toMatchObject({
      variant: '500g',
      qty: 3,
      weight: 500,
      unit: 'g',
      totalWeight: 1500,
      availableUnit: 'kg',
      loose_item: true,
    });
    expect(check.stockWrites).toEqual([{ ref: expect.objectContaining({ id: 'khal' }), variant: null, available: 8.5 }]);
  });

  it('two pack sizes of one loose product share its stock', () => {
    const khal = looseProductFactory.build({ id: 'khal', available: 2, availableUnit: 'kg' });
    const ok = verifyInventory(
      linesOf({ product: khal, qty: 1, variant: '1kg' }, { product: khal, qty: 2, variant: '500g' }),
      lookup(khal),
    );
    expect(ok).toMatchObject({ ok: true, stockWrites: [{ variant: null, available: 0 }] });
    const tooMuch = verifyInventory(
      linesOf({ product: khal, qty: 1, variant: '1kg' }, { product: khal, qty: 3, variant: '500g' }),
      lookup(khal),
    );
    expect(tooMuch).toEqual({
      ok: false,
      unavailable: [
        {
          name: khal.name,
          variant: '500g',
          requestedQty: 3,
          availableQty: 2,
          reason: 'checkout.onlyNUnitAvailable',
          params: { n: 1, unit: 'kg', k: 2, variant: '500g' },
        },
      ],
    });
  });

  it("'Only {n} available' when a counted line asks for more than stock; equal to stock passes", () => {
    const atta = productFactory.build({ id: 'atta', available: 2 });
    expect(verifyInventory(linesOf({ product: atta, qty: 2 }), lookup(atta)).ok).toBe(true);
    expect(verifyInventory(linesOf({ product: atta, qty: 3 }), lookup(atta))).toEqual({
      ok: false,
      unavailable: [
        { name: atta.name, variant: '1kg', requestedQty: 3, availableQty: 2, reason: 'checkout.onlyNAvailable', params: { n: 2 } },
      ],
    });
  });

  it('a product that no longer exists is missing; a size it no longer sells is named as such', () => {
    const gone = productFactory.build({ id: 'gone', name: 'Old Soap' });
    const sized = sizedProductFactory.build({ id: 'sized' });
    const lines = linesOf({ product: gone, qty: 1 }, { product: sized, qty: 1, variant: '5kg' });
    const withoutSize = { ...sized, variants: { '1kg': sized.variants['1kg']! } };
    const check = verifyInventory(lines, lookup(withoutSize));
    expect(check).toEqual({
      ok: false,
      unavailable: [
        expect.objectContaining({ name: 'Old Soap', reason: 'checkout.productMissing', requestedQty: 1, availableQty: 0 }),
        expect.objectContaining({ name: sized.name, variant: '5kg', reason: 'checkout.sizeNotSold', params: { variant: '5kg' } }),
      ],
    });
  });

  it('each line needs id, group and subgroup', () => {
    const atta = productFactory.build({ id: 'atta' });
    const [line] = linesOf({ product: atta, qty: 1 });
    const broken = { ...line!, ref: { ...line!.ref, subgroup: '' } };
    expect(verifyInventory([broken], lookup(atta))).toMatchObject({ ok: false, unavailable: [{ reason: 'checkout.invalidProductInfo' }] });
  });

  it('a stored line without qty is 1; a stored 1.5 is refused', () => {
    const atta = productFactory.build({ id: 'atta', available: 1 });
    const [line] = linesOf({ product: atta, qty: 1 });
    const noQty = { ...line!, qty: undefined as unknown as number };
    expect(verifyInventory([noQty], lookup(atta))).toMatchObject({ ok: true, items: [{ qty: 1 }] });
    expect(verifyInventory([{ ...line!, qty: 1.5 }], lookup(atta))).toMatchObject({
      ok: false,
      unavailable: [{ reason: 'cart.invalidQuantity' }],
    });
  });

  it('a loose pack that cannot be measured against the stock unit is unavailable, not guessed', () => {
    const oil = { ...looseProductFactory.build({ id: 'oil', availableUnit: 'kg' }), variants: {}, weight: '1l' };
    expect(verifyInventory([{ ref: oil, qty: 1, weight: '1l' }], lookup(oil))).toMatchObject({
      ok: false,
      unavailable: [{ reason: 'product.unitMismatch', params: { from: 'l', to: 'kg' } }],
    });
  });

  it('a loose product without sizes sells only its own weight: a bigger label is refused, not charged at the small price', () => {
    const rice = {
      ...looseProductFactory.build({ id: 'rice', weight: '1kg', price: 4000, available: 100, availableUnit: 'kg' }),
      variants: {},
    };
    expect(verifyInventory([{ ref: rice, qty: 1, weight: '50kg' }], lookup(rice))).toEqual({
      ok: false,
      unavailable: [
        { name: rice.name, variant: '50kg', requestedQty: 1, availableQty: 0, reason: 'checkout.sizeNotSold', params: { variant: '50kg' } },
      ],
    });
    expect(verifyInventory([{ ref: rice, qty: 2, weight: '1kg' }], lookup(rice))).toMatchObject({
      ok: true,
      items: [{ variant: '1kg', qty: 2, price: 4000, totalWeight: 2 }],
      stockWrites: [{ variant: null, available: 98 }],
    });
  });

  it('lists every failing line, not just the first', () => {
    const a = productFactory.build({ id: 'a', available: 0 });
    const b = productFactory.build({ id: 'b', available: 1 });
    const check = verifyInventory(linesOf({ product: a, qty: 1 }, { product: b, qty: 2 }), lookup(a, b));
    expect(check.ok ? [] : check.unavailable.map((u) => u.reason)).toEqual(['checkout.onlyNAvailable', 'checkout.onlyNAvailable']);
  });
});
