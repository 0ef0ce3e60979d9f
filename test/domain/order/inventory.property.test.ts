import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product, ProductRef } from '../../../src/domain/catalog/Product';
import { slotStock } from '../../../src/domain/catalog/stock';
import { roundMeasure } from '../../../src/domain/catalog/measure';
import { productKey, verifyInventory } from '../../../src/domain/order/inventory';
import { arbitraryLine, arbitraryProduct, shelfEntry } from '../../factories/arbitraryCatalogue';

const catalogue = fc.tuple(arbitraryProduct('a'), arbitraryProduct('b'), arbitraryProduct('c'));
const lookup = (products: readonly Product[]) => (ref: ProductRef) => products.find((p) => productKey(p) === productKey(ref)) ?? null;
const ref = (p: Product): ProductRef => ({ group: p.group, subgroup: p.subgroup, id: p.id });

describe('verifyInventory over every product shape (property)', () => {
  it('an accepted line is charged its size’s catalogue price × qty and takes qty × that size’s use from that size’s counter', () => {
    fc.assert(
      fc.property(
        catalogue.chain((products) => fc.tuple(fc.constant(products), fc.array(arbitraryLine(products), { minLength: 1, maxLength: 6 }))),
        ([products, lines]) => {
          const check = verifyInventory(
            lines.map((l) => ({ ref: ref(l.product), qty: l.qty, weight: l.label })),
            lookup(products),
          );
          if (!check.ok) {
            // Every refused line is named, and a line naming a size the product does not sell is among them.
            for (const line of lines) {
              if (!shelfEntry(line.product, line.label)) expect(check.unavailable.some((u) => u.variant === line.label)).toBe(true);
            }
            return;
          }
          const taken = new Map<string, number>();
          check.items.forEach((item, i) => {
            const line = lines[i]!;
            const shelf = shelfEntry(line.product, line.label);
            if (!shelf) throw new Error(`accepted a size ${line.label} that ${line.product.id} does not sell`);
            expect(item).toMatchObject({ id: line.product.id, variant: line.label, qty: line.qty, price: shelf.price, mrp: shelf.mrp });
            const counter = `${line.product.id}#${shelf.counter ?? '(own)'}`;
            taken.set(counter, (taken.get(counter) ?? 0) + line.qty * shelf.use);
          });
          expect(check.stockWrites).toHaveLength(taken.size);
          for (const write of check.stockWrites) {
            const product = products.find((p) => p.id === write.ref.id)!;
            const before = slotStock(product, write.variant);
            const used = taken.get(`${product.id}#${write.variant ?? '(own)'}`);
            expect(used).toBeDefined();
            expect(roundMeasure(before - write.available)).toBeCloseTo(used!, 6);
            expect(write.available).toBeGreaterThanOrEqual(-1e-9);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
