import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultVariantLabel, sellableLabels, sellableVariant } from '../../../src/domain/catalog/sellableVariant';
import { LABELS, arbitraryProduct, shelfEntry } from '../../factories/arbitraryCatalogue';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';

const notSold = (variant: string) => ({ ok: false, error: { code: 'product.sizeNotSold', params: { variant } } });

describe('sellableVariant: one size decides a line', () => {
  it('a product with sizes sells each size at that size’s price, from that size’s stock', () => {
    const rice = sizedProductFactory.build();
    expect(sellableVariant(rice, '5kg')).toEqual({ ok: true, value: { label: '5kg', price: 21000, mrp: 24000, slot: '5kg', use: 1 } });
    expect(sellableVariant(rice, '2kg')).toEqual(notSold('2kg'));
    expect(sellableVariant(rice, 'toString')).toEqual(notSold('toString'));
  });

  it('loose with sizes: each pack at its price, drawing its weight from the product’s stock', () => {
    const khal = looseProductFactory.build({ availableUnit: 'kg' });
    expect(sellableVariant(khal, '500g')).toEqual({ ok: true, value: { label: '500g', price: 2000, mrp: 2200, slot: null, use: 0.5 } });
    // A weight the shop does not pack is refused even though it converts.
    expect(sellableVariant(khal, '50kg')).toEqual(notSold('50kg'));
  });

  it('loose without sizes: only its own weight, at its own price (a larger label is not a cheap way to a sack)', () => {
    const rice = { ...looseProductFactory.build({ weight: '1kg', price: 4000, availableUnit: 'kg' }), variants: {} };
    expect(sellableVariant(rice, '1kg')).toEqual({ ok: true, value: { label: '1kg', price: 4000, mrp: 6000, slot: null, use: 1 } });
    expect(sellableVariant(rice, '50kg')).toEqual(notSold('50kg'));
    expect(sellableVariant(rice, '1 kg')).toEqual(notSold('1 kg'));
  });

  it('counted without sizes: its weight label, one unit of its own stock', () => {
    const soap = productFactory.build({ weight: '100g', price: 3500 });
    expect(sellableVariant(soap, '100g')).toEqual({ ok: true, value: { label: '100g', price: 3500, mrp: 6000, slot: null, use: 1 } });
    expect(sellableVariant(soap, '1kg')).toEqual(notSold('1kg'));
  });

  it('legacy shapes: no weight sells as "1 piece"; a loose size that cannot be measured in the stock unit is refused', () => {
    const old = productFactory.build({ weight: '' });
    expect(defaultVariantLabel(old)).toBe('1 piece');
    expect(sellableVariant(old, '1 piece')).toMatchObject({ ok: true, value: { slot: null, use: 1 } });
    expect(sellableVariant(old, '')).toEqual(notSold(''));
    const oil = { ...looseProductFactory.build({ availableUnit: 'kg', weight: '1l' }), variants: {} };
    expect(sellableVariant(oil, '1l')).toEqual({ ok: false, error: { code: 'product.unitMismatch', params: { from: 'l', to: 'kg' } } });
  });

  it('agrees with the shelf for every label of every product shape', () => {
    fc.assert(
      fc.property(arbitraryProduct('p'), fc.constantFrom(...LABELS), (product, label) => {
        const size = sellableVariant(product, label);
        const shelf = shelfEntry(product, label);
        expect(size.ok).toBe(shelf !== null);
        if (!size.ok || !shelf) return;
        expect(size.value).toEqual({ label, price: shelf.price, mrp: shelf.mrp, slot: shelf.counter, use: shelf.use });
        expect(sellableLabels(product)).toContain(label);
      }),
      { numRuns: 1000 },
    );
  });
});
