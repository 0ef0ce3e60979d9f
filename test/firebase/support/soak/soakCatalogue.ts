import type { Product } from '../../../../src/domain/catalog/Product';
import { productFactory } from '../../../factories/productFactory';
import { variantFactory } from '../../../factories/variantFactory';

/** A product of the soak and the sizes a customer may pick of it (the labels it really sells). */
export interface Shelf {
  product: Product;
  sizes: string[];
  /** Little stock: in few baskets, so it runs out and cancellations put some back. */
  scarce?: boolean;
}

const counted = (id: string, name: string, weight: string, available: number, price: number): Shelf => ({
  product: productFactory.build({ group: 'grocery', subgroup: 'daily', id, name, weight, available, price, mrp: price + 500 }),
  sizes: [weight],
});

/**
 * Every shape of product the store keeps, each with its own way of counting stock, so the
 * integrity check proves every unit in the right unit: counted without sizes; counted in sizes,
 * each with its own stock; loose in sizes drawing on one stock kept in kg, or in 'gram' (the old
 * default spelling); loose without sizes, by mass and by volume. `scale` sets the stock for the
 * number of orders to come (1 for about 100), shared by `copies` products of each shape; the scarce
 * ghee runs out on purpose, so refusals and restocks happen too.
 */
export function soakCatalogue(scale: number, copies = 1): Shelf[] {
  const n = (amount: number) => Math.ceil((amount * scale) / copies);
  const sized = (id: string, name: string, sizes: Record<string, [price: number, available: number]>): Shelf => ({
    product: productFactory.build({
      group: 'grocery',
      subgroup: 'rice',
      id,
      name,
      weight: Object.keys(sizes)[0]!,
      variants: Object.fromEntries(
        Object.entries(sizes).map(([label, [price, available]]) => [
          label,
          variantFactory.build({ price, mrp: price + 500, available: n(available), unit: 'kg' }),
        ]),
      ),
    }),
    sizes: Object.keys(sizes),
  });
  /** Loose goods from one stock in `unit`; with `packs` the sizes are its variants, without them only its own weight is sold. */
  const loose = (
    id: string,
    name: string,
    unit: string,
    available: number,
    weight: string,
    price: number,
    packs: Record<string, number> = {},
  ): Shelf => ({
    product: productFactory.build({
      group: 'feed',
      subgroup: 'loose',
      id,
      name,
      loose_item: true,
      availableUnit: unit,
      available: n(available),
      weight,
      price,
      mrp: price + 500,
      variants: Object.fromEntries(
        Object.entries(packs).map(([label, p]) => [
          label,
          variantFactory.build({ price: p, mrp: p + 500, available: 0, unit: label.replace(/[\d.]/g, '') }),
        ]),
      ),
    }),
    sizes: Object.keys(packs).length > 0 ? Object.keys(packs) : [weight],
  });
  const shapes = [
    counted('parle-g', 'Parle-G', '250g', n(300), 1000),
    sized('basmati', 'Basmati Rice', { '1kg': [9000, 150], '5kg': [42000, 60] }),
    loose('chana-dal', 'Chana Dal', 'kg', 300, '1kg', 9500, { '500g': 5000, '1kg': 9500, '2kg': 18500 }),
    loose('haldi', 'Haldi', 'gram', 20_000, '100g', 4000, { '100g': 4000, '250g': 9500 }),
    loose('khal', 'Sarson Khal', 'kg', 2000, '5kg', 19000),
    loose('sarson-tel', 'Sarson Tel', 'l', 200, '500ml', 9000),
  ];
  // More products of the same shapes spread the orders, as a real shelf of a hundred products does.
  const shelf = Array.from({ length: copies }, (_, copy) =>
    shapes.map(({ product, sizes }) =>
      copy === 0
        ? { product, sizes }
        : { product: { ...product, id: `${product.id}-${copy + 1}`, name: `${product.name} ${copy + 1}` }, sizes },
    ),
  ).flat();
  return [...shelf, { ...counted('ghee', 'Desi Ghee 1l', '1l', 12, 65000), scarce: true }];
}
