import type { CartLine } from '../cart/CartLine';
import { lineQty, validateQuantity } from '../cart/quantity';
import type { Product, ProductRef } from '../catalog/Product';
import { priceOf } from '../catalog/pricing';
import { counterUse, hasVariants, sellableIn, slotStock, stockSlotOf } from '../catalog/stock';
import { roundMeasure } from '../catalog/measure';
import { parseVariantLabel } from '../catalog/variantSize';
import type { ErrorParams } from '../shared/Result';
import type { OrderItem } from './Order';

/** A cart line that cannot be ordered as asked, for the 'Some items are no longer available' list. */
export interface UnavailableItem {
  name: string;
  variant: string;
  requestedQty: number;
  availableQty: number;
  reason:
    | 'checkout.invalidProductInfo'
    | 'checkout.productMissing'
    | 'checkout.onlyNAvailable'
    | 'checkout.onlyNUnitAvailable'
    | 'cart.invalidQuantity'
    | 'product.unitMismatch';
  params?: ErrorParams;
}

/** A new value for one stock counter: the product's available (variant null) or a variant's. */
export interface StockWrite {
  ref: ProductRef;
  variant: string | null;
  available: number;
}

export type InventoryCheck = { ok: true; items: OrderItem[]; stockWrites: StockWrite[] } | { ok: false; unavailable: UnavailableItem[] };

export const productKey = (ref: ProductRef): string => `${ref.group}/${ref.subgroup}/${ref.id}`;

/** What verification reads of a line: a cart line, or a line a checkout request asks for (`weight` is the size). */
export type InventoryLine = Pick<CartLine, 'ref' | 'qty' | 'weight'> & { name?: string };

const hasRef = (line: InventoryLine): boolean =>
  !!line.ref && [line.ref.id, line.ref.group, line.ref.subgroup].every((s) => typeof s === 'string' && s !== '');

/** The order line for `qty` × `variant`, at the product's current price (docs/SPEC.md 'Entities and their fields'). */
export function buildOrderItem(product: Product, variant: string, qty: number): OrderItem {
  const { price, mrp } = priceOf(product, variant);
  const item: OrderItem = {
    id: product.id,
    name: product.name,
    variant,
    qty,
    price,
    mrp,
    group: product.group,
    subgroup: product.subgroup,
    image: product.imageData[0] ?? '',
    loose_item: product.loose_item,
  };
  if (product.nameHi !== undefined) item.nameHi = product.nameHi;
  if (product.loose_item) {
    const size = parseVariantLabel(variant);
    item.weight = size.weight;
    item.unit = size.unit;
    item.totalWeight = roundMeasure(size.weight * qty);
    item.availableUnit = product.availableUnit;
  }
  return item;
}

/**
 * Checkout's inventory verification (docs/SPEC.md 'Validation rules'): each line needs id, group and subgroup;
 * its product (and size) must still exist; its quantity must not exceed stock. Lines drawing on
 * the same counter (two pack sizes of one loose product) share it, in cart order. Either every
 * line passes, with the order items and the decremented counters, or the failing lines are listed.
 */
export function verifyInventory(
  lines: readonly InventoryLine[],
  productOf: (ref: ProductRef) => Product | null | undefined,
): InventoryCheck {
  const unavailable: UnavailableItem[] = [];
  const items: OrderItem[] = [];
  const counters = new Map<string, StockWrite>();
  for (const line of lines) {
    const qty = lineQty(line.qty);
    const base = { name: line.name || line.ref?.id || '', variant: line.weight, requestedQty: qty, availableQty: 0 };
    if (!hasRef(line)) {
      unavailable.push({ ...base, reason: 'checkout.invalidProductInfo' });
      continue;
    }
    const product = productOf(line.ref);
    if (!product || (hasVariants(product) && !Object.hasOwn(product.variants, line.weight))) {
      unavailable.push({ ...base, name: product?.name ?? base.name, reason: 'checkout.productMissing' });
      continue;
    }
    const named = { ...base, name: product.name };
    const slot = stockSlotOf(product, line.weight);
    const counterKey = `${productKey(line.ref)}#${slot ?? ''}`;
    const counter = counters.get(counterKey) ?? { ref: line.ref, variant: slot, available: slotStock(product, slot) };
    const use = counterUse(product, line.weight);
    if (!use.ok) {
      unavailable.push({ ...named, reason: 'product.unitMismatch', params: use.error.params ?? {} });
      continue;
    }
    const sellable = sellableIn(product, line.weight, counter.available);
    const sellableQty = sellable.ok ? sellable.value : 0;
    if (!validateQuantity(qty).ok) {
      unavailable.push({ ...named, availableQty: sellableQty, reason: 'cart.invalidQuantity' });
      continue;
    }
    if (qty > sellableQty) {
      unavailable.push(
        product.loose_item
          ? {
              ...named,
              availableQty: sellableQty,
              reason: 'checkout.onlyNUnitAvailable',
              params: { n: Math.max(0, counter.available), unit: product.availableUnit, k: sellableQty, variant: line.weight },
            }
          : { ...named, availableQty: sellableQty, reason: 'checkout.onlyNAvailable', params: { n: sellableQty } },
      );
      continue;
    }
    counters.set(counterKey, { ...counter, available: roundMeasure(counter.available - qty * use.value) });
    items.push(buildOrderItem(product, line.weight, qty));
  }
  if (unavailable.length > 0) return { ok: false, unavailable };
  return { ok: true, items, stockWrites: [...counters.values()] };
}
