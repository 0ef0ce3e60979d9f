import type { Product } from '../catalog/Product';
import { priceOf } from '../catalog/pricing';
import { hasVariants } from '../catalog/stock';
import { parseVariantLabel } from '../catalog/variantSize';
import type { CartLine } from './CartLine';

/** The stored line for `qty` × `variant` of a product, with what the cart shows denormalised. */
export function buildCartLine(product: Product, variant: string, qty: number): CartLine {
  const { price, mrp } = priceOf(product, variant);
  const line: CartLine = {
    ref: { group: product.group, subgroup: product.subgroup, id: product.id },
    qty,
    weight: variant,
    price,
    mrp,
    hasVariants: hasVariants(product),
    loose_item: product.loose_item,
    variantUnit: parseVariantLabel(variant).unit,
    name: product.name,
  };
  if (product.nameHi !== undefined) line.nameHi = product.nameHi;
  if (product.imageData[0] !== undefined) line.image = product.imageData[0];
  return line;
}
