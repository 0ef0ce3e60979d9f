import { describe, expect, it } from 'vitest';
import { productFromDraft, validateProductDraft, type ProductDraft } from '../../../src/domain/catalog/productDraft';

const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  name: 'Sharbati Atta',
  about: 'Whole wheat flour',
  group: 'grocery',
  subgroup: 'flour',
  imageData: ['https://img.example/atta.jpg'],
  weight: '5kg',
  price: 21000,
  mrp: 24000,
  available: 12,
  availableUnit: 'gram',
  loose_item: false,
  variants: [],
  ...over,
});

const codes = (d: ProductDraft, confirm = false) => validateProductDraft(d, confirm).map((i) => `${i.field}:${i.code}`);

describe('validateProductDraft', () => {
  it('accepts a complete product', () => {
    expect(codes(draft())).toEqual([]);
  });

  it('requires name, group and subgroup (blank counts as missing)', () => {
    expect(codes(draft({ name: '  ', group: '', subgroup: ' ' }))).toEqual([
      'name:product.nameRequired',
      'group:product.groupRequired',
      'subgroup:product.subgroupRequired',
    ]);
  });

  it('requires prices and stock to be numbers of 0 or more', () => {
    expect(codes(draft({ price: -1, mrp: Number.NaN, available: -2 }))).toEqual([
      'price:product.invalidPrice',
      'mrp:product.invalidMrp',
      'available:product.invalidStock',
    ]);
    expect(codes(draft({ price: 0, mrp: 0, available: 0 }))).toEqual([]);
  });

  it('counted stock is whole; loose stock may be a measure such as 2.5 kg', () => {
    expect(codes(draft({ available: 1.5 }))).toEqual(['available:product.invalidStock']);
    expect(codes(draft({ available: 2.5, loose_item: true, availableUnit: 'kg' }))).toEqual([]);
  });

  it('a price above MRP needs explicit confirmation; equal is fine', () => {
    expect(codes(draft({ price: 24001, mrp: 24000 }))).toEqual(['price:product.priceAboveMrp']);
    expect(codes(draft({ price: 24001, mrp: 24000 }), true)).toEqual([]);
    expect(codes(draft({ price: 24000, mrp: 24000 }))).toEqual([]);
  });

  it('takes a product without a photo, for a store with no photo storage; blank links are dropped', () => {
    expect(codes(draft({ imageData: [] }))).toEqual([]);
    expect(codes(draft({ imageData: [' '] }))).toEqual([]);
    expect(productFromDraft(draft({ imageData: [' '] }), { id: 'atta', now: 1 }).imageData).toEqual([]);
  });

  it('checks each size: label, prices, stock and the MRP rule', () => {
    const d = draft({
      variants: [
        { label: '1kg', price: 4500, mrp: 5000, available: 3 },
        { label: ' ', price: 5500, mrp: 5000, available: -1 },
      ],
    });
    expect(codes(d)).toEqual([
      'variants.1.label:product.variantLabelRequired',
      'variants.1.price:product.priceAboveMrp',
      'variants.1.available:product.invalidStock',
    ]);
  });
});

describe('productFromDraft', () => {
  it('keys sizes by their trimmed label and takes the first size’s price for lists', () => {
    const p = productFromDraft(
      draft({
        name: ' Atta ',
        nameHi: 'आटा',
        variants: [
          { label: ' 1kg ', price: 4500, mrp: 5000, available: 3 },
          { label: '5kg', price: 21000, mrp: 24000, available: 2 },
        ],
      }),
      { id: 'p1', now: 2000, createdAt: 1000 },
    );
    expect(p).toMatchObject({
      id: 'p1',
      name: 'Atta',
      nameHi: 'आटा',
      weight: '1kg',
      price: 4500,
      mrp: 5000,
      createdAt: 1000,
      updatedAt: 2000,
    });
    expect(p.variants).toEqual({
      '1kg': { price: 4500, mrp: 5000, available: 3, unit: 'kg' },
      '5kg': { price: 21000, mrp: 24000, available: 2, unit: 'kg' },
    });
  });

  it('a new product is created now, with gram as the default stock unit', () => {
    const p = productFromDraft(draft({ availableUnit: '' }), { id: 'p2', now: 5 });
    expect(p).toMatchObject({ createdAt: 5, updatedAt: 5, availableUnit: 'gram', weight: '5kg', price: 21000 });
    expect(p.nameHi).toBeUndefined();
  });
});
