import type { Paise } from '../shared/Money';
import { err, ok, type Result } from '../shared/Result';
import type { Product } from './Product';
import { convertUnits } from './units';
import { parseVariantLabel } from './variantSize';

/**
 * One size a product sells, and everything a line of it takes from the catalogue. Cart adds,
 * the product page and checkout all read a line through this one place, so the price charged,
 * the MRP shown, the stock counter drawn on and the label stored on the order can never come
 * from two different sizes.
 */
export interface SellableVariant {
  /** The label stored on the cart line and the order: a variants key, or the product's weight when it has none. */
  label: string;
  price: Paise;
  mrp: Paise;
  /** The stock counter a sale draws on: `variants.{slot}.available`, or the product's `available` (null). */
  slot: string | null;
  /** How much of that counter one unit uses: 1 for counted goods, the pack in availableUnit for loose ones. */
  use: number;
}

export type SellableVariantError = 'product.sizeNotSold' | 'product.unitMismatch';

type Shape = Pick<Product, 'variants' | 'weight' | 'price' | 'mrp' | 'loose_item' | 'availableUnit'>;

/** The label a product without sizes is sold and recorded under: its weight, e.g. '1kg'. */
export const defaultVariantLabel = (product: Pick<Product, 'weight'>): string => product.weight || '1 piece';

/** Every label a product sells, in the stored (shelf) order: its variants' keys, or its weight when it has none. */
export function sellableLabels(product: Pick<Product, 'variants' | 'weight'>): string[] {
  const keys = Object.keys(product.variants);
  return keys.length > 0 ? keys : [defaultVariantLabel(product)];
}

/**
 * The size `label` names, if the product sells it (docs/SPEC.md 'Entities and their fields', 'Validation rules'):
 * - with sizes, a key of `variants`, at that variant's price;
 * - without sizes, exactly its weight label, at the product's own price;
 * - loose items draw on the product's `available` (in availableUnit) by the label's size, which
 *   must convert to that unit; counted items draw one unit of the variant's counter, or of the
 *   product's own when it has no sizes.
 * Any other label is 'product.sizeNotSold', whatever it claims to weigh.
 */
export function sellableVariant(product: Shape, label: string): Result<SellableVariant, SellableVariantError> {
  const sized = Object.keys(product.variants).length > 0;
  const variant = sized && Object.hasOwn(product.variants, label) ? product.variants[label] : undefined;
  if (sized ? !variant : label !== defaultVariantLabel(product)) return err('product.sizeNotSold', { variant: label });
  const { price, mrp } = variant ?? product;
  if (!product.loose_item) return ok({ label, price, mrp, slot: variant ? label : null, use: 1 });
  const size = parseVariantLabel(label);
  const use = convertUnits(size.weight, size.unit, product.availableUnit);
  if (!use.ok) return use;
  return ok({ label, price, mrp, slot: null, use: use.value });
}
