import type { Product } from './Product';
import { sellableLabels, sellableVariant } from './sellableVariant';
import { slotStock, unitsIn } from './stock';
import type { Paise } from '../shared/Money';

/** One size a product is sold in, as the shop shows it. */
export interface ProductSize {
  /** The variant label ('500g', '25kg'); for a product without sizes, its weight. */
  label: string;
  price: Paise;
  mrp: Paise;
  /** Packs that can be sold now (0 when out of stock, or when the unit does not convert). */
  stock: number;
}

/** Every size in the stored order (the shelf label order), with price and sellable stock. */
export function productSizes(product: Product): ProductSize[] {
  return sellableLabels(product).map((label) => {
    const size = sellableVariant(product, label);
    if (!size.ok) {
      // Only a loose size whose unit does not convert lands here: shown at its price, never sellable.
      const { price, mrp } = product.variants[label] ?? product;
      return { label, price, mrp, stock: 0 };
    }
    return { label, price: size.value.price, mrp: size.value.mrp, stock: unitsIn(size.value, slotStock(product, size.value.slot)) };
  });
}

/** The size a card offers and a product page preselects: the first in stock, else the first. */
export function defaultSize(product: Product): ProductSize {
  const sizes = productSizes(product);
  // productSizes always has at least one entry: the weight stands in when there are no variants.
  return sizes.find((s) => s.stock > 0) ?? (sizes[0] as ProductSize);
}
