import type { Product, ProductRef } from '../catalog/Product';
import { roundMeasure } from '../catalog/measure';
import { slotStock, stockSlotOf } from '../catalog/stock';
import { convertUnits } from '../catalog/units';
import type { UserType } from '../user/UserProfile';
import { productKey, type StockWrite } from './inventory';
import type { Order } from './Order';

export interface CancellationStamp {
  cancelledBy: UserType;
  cancellationNote: string;
}

/**
 * Who cancelled and why, stored on the order (docs/SPEC.md 'Roles and permissions'). These notes are data written
 * into the order as the spec gives them, not interface text, so they stay in English.
 */
export function cancellationStamp(role: UserType, actorName: string, reason?: string): CancellationStamp {
  const why = reason?.trim() ? ` — ${reason.trim()}` : '';
  switch (role) {
    case 'admin':
      return { cancelledBy: 'admin', cancellationNote: 'Cancelled by administrator' };
    case 'delivery':
      return { cancelledBy: 'delivery', cancellationNote: `Cancelled by delivery person: ${actorName}${why}` };
    case 'customer':
      return { cancelledBy: 'customer', cancellationNote: `Cancelled by customer${why}` };
  }
}

/**
 * The stock counters after putting a cancelled order back (docs/SPEC.md 'States and transitions'): loose items by their
 * total weight converted to the product's unit, variant items to the variant's available, others
 * to available. Lines of a product that no longer exists, or whose unit no longer converts,
 * have nowhere to go and are left out rather than blocking the cancellation.
 */
export function restockWrites(order: Pick<Order, 'items'>, productOf: (ref: ProductRef) => Product | null | undefined): StockWrite[] {
  const counters = new Map<string, StockWrite>();
  for (const item of order.items) {
    const ref = { group: item.group, subgroup: item.subgroup, id: item.id };
    const product = productOf(ref);
    if (!product) continue;
    let amount = item.qty;
    if (product.loose_item) {
      const total = item.totalWeight ?? (item.weight ?? 1) * item.qty;
      const converted = convertUnits(total, item.unit ?? product.availableUnit, product.availableUnit);
      if (!converted.ok) continue;
      amount = converted.value;
    }
    const slot = stockSlotOf(product, item.variant);
    const key = `${productKey(ref)}#${slot ?? ''}`;
    const counter = counters.get(key) ?? { ref, variant: slot, available: slotStock(product, slot) };
    counters.set(key, { ...counter, available: roundMeasure(counter.available + amount) });
  }
  return [...counters.values()];
}
