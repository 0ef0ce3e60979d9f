import { describe, expect, it } from 'vitest';
import {
  availableToSell,
  counterUse,
  defaultVariantLabel,
  isSellableVariant,
  stockSlotOf,
  totalStock,
} from '../../../src/domain/catalog/stock';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';

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
    expect(value(counterUse(p, '500g'))).toBe(0.5);
  });

  it('loose items: float noise never costs a pack (4.35 kg holds 8 packs of 500 g, 435 of 10 g)', () => {
    const p = looseProductFactory.build({ available: 4.35, availableUnit: 'kg' });
    expect(value(availableToSell(p, '500g'))).toBe(8);
    expect(value(availableToSell(p, '10g'))).toBe(435);
  });

  it('loose items: a pack in a unit that does not measure the stock is an error, not a guess', () => {
    const p = looseProductFactory.build({ availableUnit: 'kg' });
    expect(availableToSell(p, '1l')).toMatchObject({ ok: false, error: { code: 'product.unitMismatch' } });
  });

  it('only sizes the product is sold in can be sold', () => {
    const sized = sizedProductFactory.build();
    expect(isSellableVariant(sized, '5kg')).toBe(true);
    expect(isSellableVariant(sized, '2kg')).toBe(false);
    const plain = productFactory.build({ weight: '500g' });
    expect(defaultVariantLabel(plain)).toBe('500g');
    expect(isSellableVariant(plain, '500g')).toBe(true);
    expect(isSellableVariant(plain, '')).toBe(false);
  });

  it('total stock sums the sizes of a sized product', () => {
    expect(totalStock(sizedProductFactory.build())).toBe(14);
    expect(totalStock(productFactory.build({ available: 20 }))).toBe(20);
    expect(totalStock(looseProductFactory.build({ available: 3.5 }))).toBe(3.5);
  });
});
