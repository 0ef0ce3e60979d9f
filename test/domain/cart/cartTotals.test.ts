import { describe, expect, it } from 'vitest';
import { buildCartLine } from '../../../src/domain/cart/buildCartLine';
import { cartCount, cartTotals } from '../../../src/domain/cart/cartTotals';
import { cartLineFactory } from '../../factories/cartFactory';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';
import { sizeOf } from '../../factories/sizeOf';

describe('cart count and totals', () => {
  it('counts the sum of qty, 0 for no cart, 1 for a line without qty', () => {
    const a = cartLineFactory.build({ qty: 3 });
    const b = { ...cartLineFactory.build(), qty: undefined as unknown as number };
    expect(cartCount({ userId: 'u', items: { a, b } })).toBe(4);
    expect(cartCount(null)).toBe(0);
    expect(cartCount({ userId: 'u', items: {} })).toBe(0);
  });

  it('totals in paise: subtotal, savings below MRP only, and MRP total', () => {
    const cart = {
      userId: 'u',
      items: {
        a: cartLineFactory.build({ qty: 2, price: 4500, mrp: 5000 }),
        b: cartLineFactory.build({ qty: 1, price: 1200, mrp: 1000 }),
      },
    };
    expect(cartTotals(cart)).toEqual({ subtotal: 10200, savings: 1000, mrpTotal: 11200 });
  });
});

describe('buildCartLine', () => {
  it('takes the size’s price and marks sized products', () => {
    const p = sizedProductFactory.build({ id: 'p9', nameHi: 'आटा' });
    expect(buildCartLine(p, sizeOf(p, '5kg'), 2)).toEqual({
      ref: { group: p.group, subgroup: p.subgroup, id: 'p9' },
      qty: 2,
      weight: '5kg',
      price: 21000,
      mrp: 24000,
      hasVariants: true,
      loose_item: false,
      variantUnit: 'kg',
      name: p.name,
      nameHi: 'आटा',
      image: p.imageData[0],
    });
  });

  it('a product without sizes uses its own price; loose items keep the pack unit', () => {
    expect(
      buildCartLine(productFactory.build({ weight: '500g' }), sizeOf(productFactory.build({ weight: '500g' }), '500g'), 1),
    ).toMatchObject({
      price: 5000,
      mrp: 6000,
      hasVariants: false,
      variantUnit: 'g',
    });
    expect(buildCartLine(looseProductFactory.build(), sizeOf(looseProductFactory.build(), '500g'), 3)).toMatchObject({
      price: 2000,
      loose_item: true,
      variantUnit: 'g',
    });
  });
});
