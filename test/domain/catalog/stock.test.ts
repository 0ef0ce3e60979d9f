import { describe, expect, it } from 'vitest';
import { availableToSell, stockSlotOf, totalStock } from '../../../src/domain/catalog/stock';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';
import { variantFactory } from '../../factories/variantFactory';

const value = <T>(r: { ok: true; value: T } | { ok: false }): T => {
  if (!r.ok) throw new Error('expected ok');
  return r.value;
};

describe('stock of a product or a variant', () => {
  it('a product without sizes sells from its own available', () => {
    const p = productFactory.build({ available: 7 });
    expect(stockSlotOf(p, '1kg')).toBeNull();
    expect(value(availableToSell(p, '1kg'))).toBe(7);
  });

  it('a sized product sells each size from that size’s available', () => {
    const p = sizedProductFactory.build();
    expect(stockSlotOf(p, '5kg')).toBe('5kg');
    expect(value(availableToSell(p, '1kg'))).toBe(10);
    expect(value(availableToSell(p, '5kg'))).toBe(4);
  });

  it('never reports negative stock', () => {
    expect(value(availableToSell(productFactory.build({ available: -3 }), '1kg'))).toBe(0);
  });

  it('loose items: packs = floor(convert(available, availableUnit -> pack unit) / pack weight)', () => {
    const p = looseProductFactory.build({ available: 10, availableUnit: 'kg' });
    expect(stockSlotOf(p, '500g')).toBeNull();
    expect(value(availableToSell(p, '500g'))).toBe(20);
    expect(value(availableToSell(p, '1kg'))).toBe(10);
    expect(value(availableToSell({ ...p, available: 1.2 }, '500g'))).toBe(2);
    expect(value(availableToSell({ ...p, available: 1700, availableUnit: 'gram' }, '500g'))).toBe(3);
  });

  it('loose items: float noise never costs a pack (4.35 kg holds 8 packs of 500 g, 435 of 10 g)', () => {
    const p = looseProductFactory.build({ available: 4.35, availableUnit: 'kg', variants: { '10g': variantFactory.build({ unit: 'g' }) } });
    expect(value(availableToSell(p, '500g'))).toBe(8);
    expect(value(availableToSell(p, '10g'))).toBe(435);
  });

  it('loose items: a pack in a unit that does not measure the stock is an error, not a guess', () => {
    const p = looseProductFactory.build({ availableUnit: 'kg', variants: { '1l': variantFactory.build({ unit: 'l' }) } });
    expect(availableToSell(p, '1l')).toMatchObject({ ok: false, error: { code: 'product.unitMismatch' } });
  });

  it('a size the product is not sold in has no stock to sell, not another size’s', () => {
    const notSold = { ok: false, error: { code: 'product.sizeNotSold', params: { variant: '2kg' } } };
    expect(availableToSell(sizedProductFactory.build(), '2kg')).toEqual(notSold);
    expect(availableToSell({ ...looseProductFactory.build(), variants: {} }, '2kg')).toEqual(notSold);
  });

  it('total stock sums the sizes of a sized product', () => {
    expect(totalStock(sizedProductFactory.build())).toBe(14);
    expect(totalStock(productFactory.build({ available: 20 }))).toBe(20);
    expect(totalStock(looseProductFactory.build({ available: 3.5 }))).toBe(3.5);
  });
});
