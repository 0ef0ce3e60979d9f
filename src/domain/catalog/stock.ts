import { ok, type Result } from '../shared/Result';
import { roundMeasure } from './measure';
import type { Product } from './Product';
import { convertUnits } from './units';
import { parseVariantLabel } from './variantSize';

export const hasVariants = (product: Pick<Product, 'variants'>): boolean => Object.keys(product.variants).length > 0;

/**
 * Which stock counter a sale of `variant` draws on: `variants.{variant}.available` for a variant
 * item, otherwise the product's `available` (null). Loose items always draw on `available`,
 * kept in availableUnit, whichever pack size is sold.
 */
export function stockSlotOf(product: Pick<Product, 'loose_item' | 'variants'>, variant: string): string | null {
  if (product.loose_item) return null;
  return Object.hasOwn(product.variants, variant) ? variant : null;
}

/** The current value of a stock counter. */
export function slotStock(product: Pick<Product, 'available' | 'variants'>, slot: string | null): number {
  const value = slot === null ? product.available : product.variants[slot]?.available;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * How much of its counter one `variant` uses: 1 for counted goods; for loose items the pack
 * converted to availableUnit (a '500g' pack of stock kept in kg uses 0.5).
 */
export function counterUse(
  product: Pick<Product, 'loose_item' | 'availableUnit'>,
  variant: string,
): Result<number, 'product.unitMismatch'> {
  if (!product.loose_item) return ok(1);
  const size = parseVariantLabel(variant);
  return convertUnits(size.weight, size.unit, product.availableUnit);
}

/** How many of `variant` fit in `amount` of its counter: whole packs for loose items, whole units otherwise. */
export function sellableIn(
  product: Pick<Product, 'loose_item' | 'availableUnit'>,
  variant: string,
  amount: number,
): Result<number, 'product.unitMismatch'> {
  const use = counterUse(product, variant);
  if (!use.ok) return use;
  return ok(amount <= 0 || use.value <= 0 ? 0 : Math.floor(roundMeasure(amount / use.value)));
}

/**
 * How many of `variant` can be sold now (docs/SPEC.md 'Entities and their fields', 'Validation rules'): the variant's available for a
 * variant item, the product's available otherwise; for loose items the number of packs,
 * floor(convert(available, availableUnit -> pack unit) / pack weight).
 */
export function availableToSell(product: Product, variant: string): Result<number, 'product.unitMismatch'> {
  return sellableIn(product, variant, slotStock(product, stockSlotOf(product, variant)));
}

/** Total stock of a product for the admin's stock views: the product's available plus every variant's. */
export function totalStock(product: Pick<Product, 'available' | 'variants' | 'loose_item'>): number {
  if (product.loose_item || !hasVariants(product)) return Math.max(0, product.available);
  return Object.values(product.variants).reduce((sum, v) => sum + Math.max(0, v.available), 0);
}

/** The label a sale of a product without variants is recorded under: its weight, e.g. '1kg'. */
export const defaultVariantLabel = (product: Pick<Product, 'weight'>): string => product.weight || '1 piece';

/** Whether `variant` names a size this product is sold in: a variants key, or its weight when it has none. */
export function isSellableVariant(product: Product, variant: string): boolean {
  return hasVariants(product) ? Object.hasOwn(product.variants, variant) : variant === defaultVariantLabel(product);
}
