import fc from 'fast-check';
import type { Product, Variant } from '../../src/domain/catalog/Product';
import { convertUnits } from '../../src/domain/catalog/units';
import { parseVariantLabel } from '../../src/domain/catalog/variantSize';
import { productFactory } from './productFactory';

/**
 * Labels seen on real shelves and in stored data, with the odd ones a checkout request may name: two
 * units of one dimension, a volume for a weighed product, a bare count, no number, spaces, a dot, an
 * empty label, an inherited key.
 */
export const LABELS = [
  '500g',
  '1kg',
  '2 kg',
  '5kg',
  '25kg',
  '50kg',
  '0.5kg',
  '250 gm',
  '1l',
  '500ml',
  '12',
  'Pack',
  '',
  '1 piece',
  'toString',
  '__proto__',
];
const STOCK_UNITS = ['gram', 'g', 'kg', 'ml', 'l', 'piece'];

const paise = fc.integer({ min: 0, max: 500_000 });
const stock = fc.oneof(fc.integer({ min: -5, max: 400 }), fc.double({ min: 0, max: 400, noNaN: true }));

const variant: fc.Arbitrary<Variant> = fc.record({
  price: paise,
  mrp: paise,
  available: stock,
  unit: fc.constantFrom('g', 'kg', 'l', 'ml', 'piece', ''),
});

/**
 * A product of any stored shape: counted with sizes, loose with sizes, loose without sizes, counted
 * without sizes, and the legacy shapes among them (no weight, a stock unit the sizes do not convert
 * to, a variant unit that disagrees with its label, stock written as a fraction or below zero).
 */
export const arbitraryProduct = (id: string): fc.Arbitrary<Product> =>
  fc
    .record({
      loose_item: fc.boolean(),
      weight: fc.constantFrom(...LABELS),
      price: paise,
      mrp: paise,
      available: stock,
      availableUnit: fc.constantFrom(...STOCK_UNITS),
      variants: fc.oneof(
        fc.constant({}),
        fc.dictionary(fc.constantFrom(...LABELS.filter((l) => l !== '__proto__')), variant, { minKeys: 1, maxKeys: 4 }),
      ),
    })
    .map((shape) => productFactory.build({ ...shape, id, variants: { ...shape.variants } }));

/** A checkout line as anybody may send it: a label from the shelf or not, a quantity in range or not. */
export const arbitraryLine = (products: readonly Product[]) =>
  fc.record({
    product: fc.constantFrom(...products),
    label: fc.oneof(fc.constantFrom(...LABELS), fc.constantFrom(...products.flatMap((p) => [p.weight, ...Object.keys(p.variants)]))),
    qty: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(0, -1, 2.5, 1001)),
  });

/** What the shelf says of one label: its price and MRP, the counter it draws on (null for the product's own) and how much. */
export interface ShelfEntry {
  price: number;
  mrp: number;
  counter: string | null;
  use: number;
}

/**
 * The oracle for the property tests, written from docs/SPEC.md apart from the code under test: a
 * product with sizes sells exactly its variants' keys at their prices; one without sells exactly
 * its weight (or '1 piece') at its own price; counted goods take one unit of the size's counter (the
 * product's own without sizes); loose goods take the label's size from the product's own stock,
 * converted to its unit. Null: the shelf does not sell that label (or cannot measure it).
 */
export function shelfEntry(product: Product, label: string): ShelfEntry | null {
  const keys = Object.keys(product.variants);
  const variant = keys.includes(label) ? product.variants[label] : undefined;
  const listed = keys.length > 0 ? variant !== undefined : label === (product.weight === '' ? '1 piece' : product.weight);
  if (!listed) return null;
  const { price, mrp } = variant ?? product;
  if (!product.loose_item) return { price, mrp, counter: variant ? label : null, use: 1 };
  const pack = parseVariantLabel(label);
  const use = convertUnits(pack.weight, pack.unit, product.availableUnit);
  return use.ok ? { price, mrp, counter: null, use: use.value } : null;
}
