import { describe, expect, it } from 'vitest';
import type { Product, ProductRef } from '../../../src/domain/catalog/Product';
import type { Transaction } from '../../../src/application/ports/UnitOfWork';
import { readProductsOnce } from '../../../src/application/shared/readProductsOnce';
import { productFactory } from '../../factories/productFactory';

const rice = productFactory.build({ group: 'g', subgroup: 's', id: 'rice' });
const ref = (id: string): ProductRef => ({ group: 'g', subgroup: 's', id });

/** A unit that only reads products, counting the reads. */
const unit = (stored: Product[]) => {
  const reads: string[] = [];
  const tx = {
    getProduct: async (r: ProductRef) => {
      reads.push(r.id);
      return stored.find((p) => p.id === r.id) ?? null;
    },
  } as unknown as Transaction;
  return { tx, reads };
};

describe('readProductsOnce', () => {
  it('reads each product once, in order, and looks them up by ref', async () => {
    const { tx, reads } = unit([rice]);
    const productOf = await readProductsOnce(tx, [ref('rice'), ref('gone'), ref('rice')]);
    expect(reads).toEqual(['rice', 'gone']);
    expect(productOf(ref('rice'))).toBe(rice);
    expect(productOf(ref('gone'))).toBeNull();
    expect(productOf(ref('unread'))).toBeUndefined();
  });
});
