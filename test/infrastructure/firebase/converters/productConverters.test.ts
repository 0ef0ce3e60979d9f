import { webStoredValues } from '../../../../src/infrastructure/firebase/webStoredValues';
import { describe, expect, it } from 'vitest';
import { productFromDoc } from '../../../../src/infrastructure/firebase/converters/productFromDoc';
import { productToDoc } from '../../../../src/infrastructure/firebase/converters/productToDoc';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../../factories/productFactory';
import { consoleProduct, JAN_10, productWithoutVariants, specProduct } from './legacyDocuments';

const ref = { group: 'grocery', subgroup: 'rice', id: 'basmati' };

describe('productFromDoc', () => {
  it('reads the SPEC shape, rupees becoming paise and Timestamps millis', () => {
    const p = productFromDoc(ref, specProduct);
    expect(p).toMatchObject({
      ...ref,
      name: 'Basmati Rice',
      imageData: ['https://img.example/rice-1.jpg', 'https://img.example/rice-2.jpg'],
      price: 16550,
      wSale: 15000,
      mrp: 18000,
      originalPrice: 19000,
      available: 12,
      availableUnit: 'kg',
      loose_item: false,
      createdAt: JAN_10,
      updatedAt: JAN_10 + 60_000,
    });
    expect(p.variants).toEqual({
      '500g': { price: 8500, mrp: 9500, originalPrice: 9900, available: 7, unit: 'g' },
      '2kg': { price: 32025, mrp: 35000, available: 0, unit: 'kg' },
    });
  });

  it('reads a hand-entered document: text numbers, one image, missing mrp and unit, ISO time', () => {
    const p = productFromDoc(ref, consoleProduct);
    expect(p).toMatchObject({
      price: 4250,
      mrp: 4250,
      available: 300,
      weight: '1',
      imageData: ['https://img.example/khal.jpg'],
      loose_item: true,
      availableUnit: 'gram',
      about: '',
      createdAt: JAN_10,
      updatedAt: JAN_10,
    });
    // A variant without a unit takes the one its label names, or piece (SPEC section 5).
    expect(p.variants['5kg']).toEqual({ price: 20000, mrp: 20000, available: 3, unit: 'kg' });
    expect(p.variants.Pack?.unit).toBe('pack');
  });

  it('reads a product without variants as an empty variants map', () => {
    const p = productFromDoc(ref, productWithoutVariants);
    expect(p.variants).toEqual({});
    expect(p.createdAt).toBe(JAN_10);
    expect(p.price).toBe(1000);
  });

  it('reads anything else with defaults instead of failing', () => {
    for (const junk of [undefined, null, 'text', 42, [], { variants: 'none', imageData: [{}, 3], price: 'ten' }]) {
      const p = productFromDoc(ref, junk);
      expect(p).toMatchObject({ ...ref, name: '', price: 0, available: 0, imageData: [], variants: {} });
    }
  });
});

describe('productToDoc', () => {
  it.each([
    ['counted', productFactory.build()],
    ['sized', sizedProductFactory.build()],
    ['loose', looseProductFactory.build({ nameHi: 'सरसों खल', wSale: 3500, originalPrice: 4500 })],
  ])('stores a %s product in rupees and reads back the same product', (_, product) => {
    const stored = productToDoc(product, webStoredValues, 'main');
    expect(stored.price).toBe(product.price / 100);
    expect(stored).not.toHaveProperty('group');
    expect(stored).not.toHaveProperty('id');
    expect((stored.createdAt as { toMillis(): number }).toMillis()).toBe(product.createdAt);
    expect(productFromDoc(product, stored)).toEqual(product);
  });
});
