import type { Product } from '../catalog/Product';
import type { SellableVariant } from '../catalog/sellableVariant';
import { hasVariants } from '../catalog/stock';
import { parseVariantLabel } from '../catalog/variantSize';
import type { CartLine } from './CartLine';

/** The stored line for `qty` of one size the product sells, with what the cart shows denormalised. */
export function buildCartLine(product: Product, size: SellableVariant, qty: number): CartLine {
  const line: CartLine = {
    ref: { group: product.group, subgroup: product.subgroup, id: product.id },
    qty,
    weight: size.label,
    price: size.price,
    mrp: size.mrp,
    hasVariants: hasVariants(product),
    loose_item: product.loose_item,
    variantUnit: parseVariantLabel(size.label).unit,
    name: product.name,
  };
  if (product.nameHi !== undefined) line.nameHi = product.nameHi;
  if (product.imageData[0] !== undefined) line.image = product.imageData[0];
  return line;
}
