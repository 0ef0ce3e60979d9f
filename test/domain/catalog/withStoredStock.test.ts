import { describe, expect, it } from 'vitest';
import type { ProductDraft } from '../../../src/domain/catalog/productDraft';
import { withStoredStock } from '../../../src/domain/catalog/withStoredStock';
import { looseProductFactory, sizedProductFactory } from '../../factories/productFactory';

const sizes = (draft: ProductDraft) => Object.fromEntries(draft.variants.map((v) => [v.label, v.available]));

const draftOf = (over: Partial<ProductDraft>): ProductDraft => ({
  name: 'Basmati Rice',
  about: '',
  group: 'grocery',
  subgroup: 'rice',
  imageData: [],
  weight: '1kg',
  price: 4500,
  mrp: 5000,
  available: 99,
  availableUnit: 'kg',
  loose_item: false,
  variants: [],
  ...over,
});

describe('withStoredStock: an edit never writes back an old count', () => {
  it('stored sizes keep the stored count; a size the form adds keeps the typed one', () => {
    const stored = sizedProductFactory.build({ available: 3 });
    const draft = draftOf({
      variants: [
        { label: '1kg', price: 4500, mrp: 5000, available: 50 },
        { label: ' 5kg ', price: 21000, mrp: 24000, available: 50 },
        { label: '10kg', price: 40000, mrp: 45000, available: 7 },
      ],
    });
    const kept = withStoredStock(draft, stored);
    expect(kept.available).toBe(3);
    expect(sizes(kept)).toEqual({ '1kg': 10, ' 5kg ': 4, '10kg': 7 });
    expect(sizes(draft)).toEqual({ '1kg': 50, ' 5kg ': 50, '10kg': 7 });
  });

  it('a loose item keeps its sack count; its packs carry no count of their own', () => {
    const stored = looseProductFactory.build({ available: 8 });
    const draft = draftOf({ loose_item: true, available: 20, variants: [{ label: '1kg', price: 3800, mrp: 4200, available: 5 }] });
    const kept = withStoredStock(draft, stored);
    expect(kept.available).toBe(8);
    expect(sizes(kept)).toEqual({ '1kg': 5 });
  });
});
