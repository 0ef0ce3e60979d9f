import { describe, expect, it } from 'vitest';
import { cartFromDoc } from '../../../../src/infrastructure/firebase/converters/cartFromDoc';
import { cartLineToDoc } from '../../../../src/infrastructure/firebase/converters/cartLineToDoc';
import { cartLineFactory } from '../../../factories/cartFactory';
import { specCart } from './legacyDocuments';

describe('cartFromDoc', () => {
  it('reads each entry of incart/{uid}.items in the shapes the old app left', () => {
    const cart = cartFromDoc('uid-1', specCart);
    expect(cart.userId).toBe('uid-1');
    expect(cart.items.basmati_500g).toEqual({
      ref: { group: 'grocery', subgroup: 'rice', id: 'basmati' },
      qty: 2,
      weight: '500g',
      price: 8500,
      mrp: 9500,
      hasVariants: true,
      loose_item: false,
      variantUnit: 'g',
      name: '',
    });
    // Missing qty defaults to 1 (SPEC section 3); ref stored as path text.
    expect(cart.items.khal_1kg).toMatchObject({ qty: 1, ref: { group: 'feed', subgroup: 'khal', id: 'khal' }, price: 4250 });
    // No ref: the id comes from the key and the unknown group stays empty for checkout to reject.
    expect(cart.items.parle_g_piece?.ref).toEqual({ group: '', subgroup: '', id: 'parle_g' });
  });

  it('reads a missing document, a missing items map or junk entries as an empty or defaulted cart', () => {
    expect(cartFromDoc('u', undefined)).toEqual({ userId: 'u', items: {} });
    expect(cartFromDoc('u', { items: 'none' })).toEqual({ userId: 'u', items: {} });
    expect(cartFromDoc('u', { items: { x_1kg: null } }).items.x_1kg).toMatchObject({ qty: 1, price: 0, name: '' });
  });
});

describe('cartLineToDoc', () => {
  it('stores the line in rupees with a reference to the product document, and reads back the same', () => {
    const line = { ...cartLineFactory.build({ qty: 4 }), nameHi: 'आटा', image: 'https://img.example/a.jpg' };
    const stored = cartLineToDoc(line, 'main', (path) => ({ path }));
    expect(stored).toMatchObject({
      ref: { path: `store/main/groups/${line.ref.group}/subgroups/${line.ref.subgroup}/products/${line.ref.id}` },
      qty: 4,
      price: line.price / 100,
      mrp: line.mrp / 100,
    });
    expect(cartFromDoc('u', { items: { k: stored } }).items.k).toEqual(line);
  });
});
