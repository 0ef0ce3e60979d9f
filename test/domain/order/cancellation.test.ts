import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product, ProductRef } from '../../../src/domain/catalog/Product';
import { buildOrder } from '../../../src/domain/order/buildOrder';
import { cancellationStamp, restockWrites } from '../../../src/domain/order/cancellation';
import { productKey, verifyInventory, type StockWrite } from '../../../src/domain/order/inventory';
import { cartWith } from '../../factories/cartFactory';
import { deliveryAddress } from '../../factories/orderFactory';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';

const lookupIn = (products: Product[]) => (ref: ProductRef) => products.find((p) => productKey(p) === productKey(ref)) ?? null;

const apply = (products: Product[], writes: StockWrite[]): Product[] =>
  products.map((p) => {
    const copy = structuredClone(p);
    for (const w of writes.filter((x) => productKey(x.ref) === productKey(p))) {
      if (w.variant === null) copy.available = w.available;
      else copy.variants[w.variant]!.available = w.available;
    }
    return copy;
  });

describe('cancellationStamp', () => {
  it("admin: 'Cancelled by administrator', whatever the reason", () => {
    expect(cancellationStamp('admin', 'Asha', 'duplicate')).toEqual({
      cancelledBy: 'admin',
      cancellationNote: 'Cancelled by administrator',
    });
  });

  it("delivery: 'Cancelled by delivery person: {name}', then ' — {reason}' when one is given", () => {
    expect(cancellationStamp('delivery', 'Suresh', undefined)).toEqual({
      cancelledBy: 'delivery',
      cancellationNote: 'Cancelled by delivery person: Suresh',
    });
    expect(cancellationStamp('delivery', 'Suresh', ' Customer not at home ')).toEqual({
      cancelledBy: 'delivery',
      cancellationNote: 'Cancelled by delivery person: Suresh — Customer not at home',
    });
    expect(cancellationStamp('delivery', 'Suresh', '  ').cancellationNote).toBe('Cancelled by delivery person: Suresh');
  });

  it('customer: a note of its own', () => {
    expect(cancellationStamp('customer', 'Ramesh')).toEqual({ cancelledBy: 'customer', cancellationNote: 'Cancelled by customer' });
    expect(cancellationStamp('customer', 'Ramesh', 'ordered twice').cancellationNote).toBe('Cancelled by customer — ordered twice');
  });
});

describe('restockWrites', () => {
  it('puts back loose items by total weight in the product unit, sizes to the size, others to available', () => {
    const atta = productFactory.build({ id: 'atta', available: 4 });
    const sized = sizedProductFactory.build({ id: 'sized' });
    const khal = looseProductFactory.build({ id: 'khal', available: 2, availableUnit: 'kg' });
    const order = {
      items: [
        { id: 'atta', group: atta.group, subgroup: atta.subgroup, variant: '1kg', qty: 2, loose_item: false },
        { id: 'sized', group: sized.group, subgroup: sized.subgroup, variant: '5kg', qty: 3, loose_item: false },
        {
          id: 'khal',
          group: khal.group,
          subgroup: khal.subgroup,
          variant: '500g',
          qty: 3,
          loose_item: true,
          weight: 500,
          unit: 'g',
          totalWeight: 1500,
          availableUnit: 'kg',
        },
      ].map((i) => ({ name: '', price: 0, mrp: 0, image: '', ...i })),
    };
    expect(restockWrites(order, lookupIn([atta, sized, khal]))).toEqual([
      { ref: { group: atta.group, subgroup: atta.subgroup, id: 'atta' }, variant: null, available: 6 },
      { ref: { group: sized.group, subgroup: sized.subgroup, id: 'sized' }, variant: '5kg', available: 7 },
      { ref: { group: khal.group, subgroup: khal.subgroup, id: 'khal' }, variant: null, available: 3.5 },
    ]);
  });

  it('skips products that no longer exist instead of blocking the cancellation', () => {
    const order = {
      items: [{ id: 'gone', group: 'g', subgroup: 's', variant: '1kg', qty: 1, loose_item: false, name: '', price: 0, mrp: 0, image: '' }],
    };
    expect(restockWrites(order, () => null)).toEqual([]);
  });

  it('after checkout and cancel, every stock counter is back where it was', () => {
    const products = [
      productFactory.build({ id: 'atta', available: 40 }),
      sizedProductFactory.build({ id: 'sized', variants: { '1kg': { available: 30 }, '5kg': { available: 12 } } }),
      looseProductFactory.build({ id: 'khal-kg', available: 25.75, availableUnit: 'kg' }),
      looseProductFactory.build({ id: 'khal-g', available: 9000, availableUnit: 'gram' }),
    ];
    const choices = [
      { product: products[0]!, variant: '1kg' },
      { product: products[1]!, variant: '1kg' },
      { product: products[1]!, variant: '5kg' },
      { product: products[2]!, variant: '500g' },
      { product: products[2]!, variant: '1kg' },
      { product: products[3]!, variant: '500g' },
      { product: products[3]!, variant: '1kg' },
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: choices.length - 1 }), fc.integer({ min: 1, max: 6 })), { maxLength: 7 }),
        (picks) => {
          const lines = picks.map(([i, qty]) => ({ ...choices[i]!, qty }));
          const cart = cartWith('u1', lines);
          const check = verifyInventory(Object.values(cart.items), lookupIn(products));
          if (!check.ok) return;
          const after = apply(products, check.stockWrites);
          const order = buildOrder({
            customer: { uid: 'u1', email: 'u@x.in', name: 'U' },
            items: check.items,
            deliveryAddress,
            phoneNumber: '9876543210',
            now: 1,
          });
          const restored = apply(after, restockWrites(order, lookupIn(after)));
          expect(restored).toEqual(products);
        },
      ),
    );
  });
});
