import { ok, type Result } from '../shared/Result';
import { roundMeasure } from './measure';
import type { Product } from './Product';
import { sellableVariant, type SellableVariant, type SellableVariantError } from './sellableVariant';

export const hasVariants = (product: Pick<Product, 'variants'>): boolean => Object.keys(product.variants).length > 0;

/**
 * Which counter a stored order line goes back to when it is cancelled: `variants.{variant}.available`
 * for a size the product still has and counts on its own, otherwise the product's `available`
 * (loose items always: their stock is kept in availableUnit, whichever pack size was sold). A sale
 * is decided by sellableVariant; this reads lines already sold, whose size may since have gone.
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

/** How many of a size fit in `amount` of its counter: whole packs for loose items, whole units otherwise. */
export const unitsIn = (size: Pick<SellableVariant, 'use'>, amount: number): number =>
  amount <= 0 || size.use <= 0 ? 0 : Math.floor(roundMeasure(amount / size.use));

/**
 * How many of `label` can be sold now (docs/SPEC.md 'Entities and their fields', 'Validation rules'): the
 * variant's available for a variant item, the product's available otherwise; for loose items the number
 * of packs, floor(convert(available, availableUnit -> pack unit) / pack weight). A label the product does
 * not sell is an error, never the stock of something else.
 */
export function availableToSell(product: Product, label: string): Result<number, SellableVariantError> {
  const size = sellableVariant(product, label);
  if (!size.ok) return size;
  return ok(unitsIn(size.value, slotStock(product, size.value.slot)));
}

/** Total stock of a product for the admin's stock views: the product's available plus every variant's. */
export function totalStock(product: Pick<Product, 'available' | 'variants' | 'loose_item'>): number {
  if (product.loose_item || !hasVariants(product)) return Math.max(0, product.available);
  return Object.values(product.variants).reduce((sum, v) => sum + Math.max(0, v.available), 0);
}

/**
 * The product with one stock counter set (variant null: the product's own `available`), as a new
 * object; null when the product has no such size, so a counter is never invented.
 */
export function withStock(product: Product, variant: string | null, available: number): Product | null {
  if (variant === null) return { ...product, available };
  const size = product.variants[variant];
  return size ? { ...product, variants: { ...product.variants, [variant]: { ...size, available } } } : null;
}
