import type { CartLine } from '../cart/CartLine';
import { lineQty, validateQuantity } from '../cart/quantity';
import type { Product, ProductRef } from '../catalog/Product';
import { roundMeasure } from '../catalog/measure';
import { sellableVariant, type SellableVariant } from '../catalog/sellableVariant';
import { slotStock, unitsIn } from '../catalog/stock';
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
    | 'checkout.sizeNotSold'
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

/** The order line for `qty` of one size the product sells, at its current price (docs/SPEC.md 'Entities and their fields'). */
export function buildOrderItem(product: Product, size: SellableVariant, qty: number): OrderItem {
  const item: OrderItem = {
    id: product.id,
    name: product.name,
    variant: size.label,
    qty,
    price: size.price,
    mrp: size.mrp,
    group: product.group,
    subgroup: product.subgroup,
    image: product.imageData[0] ?? '',
    loose_item: product.loose_item,
  };
  if (product.nameHi !== undefined) item.nameHi = product.nameHi;
  if (product.loose_item) {
    const pack = parseVariantLabel(size.label);
    item.weight = pack.weight;
    item.unit = pack.unit;
    item.totalWeight = roundMeasure(pack.weight * qty);
    item.availableUnit = product.availableUnit;
  }
  return item;
}

/**
 * Checkout's inventory verification (docs/SPEC.md 'Validation rules'): each line needs id, group and subgroup;
 * its product must still exist and sell the line's size (sellableVariant); its quantity must not exceed stock. Lines drawing on
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
    if (!product) {
      unavailable.push({ ...base, reason: 'checkout.productMissing' });
      continue;
    }
    const named = { ...base, name: product.name };
    // One size decides the line: its price, its MRP, the counter it draws on and how much, its label.
    const size = sellableVariant(product, line.weight);
    if (!size.ok) {
      const reason = size.error.code === 'product.sizeNotSold' ? 'checkout.sizeNotSold' : size.error.code;
      unavailable.push({ ...named, reason, params: size.error.params ?? {} });
      continue;
    }
    const { slot, use } = size.value;
    const counterKey = `${productKey(line.ref)}#${slot ?? ''}`;
    const counter = counters.get(counterKey) ?? { ref: line.ref, variant: slot, available: slotStock(product, slot) };
    const sellableQty = unitsIn(size.value, counter.available);
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
    counters.set(counterKey, { ...counter, available: roundMeasure(counter.available - qty * use) });
    items.push(buildOrderItem(product, size.value, qty));
  }
  if (unavailable.length > 0) return { ok: false, unavailable };
  return { ok: true, items, stockWrites: [...counters.values()] };
}
