import type { Firestore } from 'firebase-admin/firestore';
import type { Product } from '../../../../src/domain/catalog/Product';
import { productFromDoc } from '../../../../src/infrastructure/firebase/converters/productFromDoc';

/** One stock counter: a product's `available`, or one size's; with the unit it counts in. */
export interface StockSlot {
  product: string;
  /** The size whose own `available` this is; null for the product's. */
  size: string | null;
  unit: string;
  amount: number;
}

/** Every stock counter of the store, by `group/subgroup/id#size`, and the products as stored. */
export interface StockCount {
  slots: Map<string, StockSlot>;
  products: Map<string, Product>;
}

export const productKeyOf = (ref: { group: string; subgroup: string; id: string }): string => `${ref.group}/${ref.subgroup}/${ref.id}`;
export const slotKeyOf = (productKey: string, size: string | null): string => `${productKey}#${size ?? ''}`;

/**
 * Reads every product of store/{store} and lists its stock counters the way the shop keeps them:
 * a loose product has one, in its availableUnit, whatever pack sizes it sells; a counted product
 * with sizes has one per size, in pieces; any other has its own `available`, in pieces.
 */
export async function countStock(db: Firestore, store: string): Promise<StockCount> {
  const slots = new Map<string, StockSlot>();
  const products = new Map<string, Product>();
  const snap = await db.collectionGroup('products').get();
  for (const doc of snap.docs) {
    const [root, storeId, , group, , subgroup] = doc.ref.path.split('/');
    if (root !== 'store' || storeId !== store || !group || !subgroup) continue;
    const product = productFromDoc({ group, subgroup, id: doc.id }, doc.data());
    const key = productKeyOf(product);
    products.set(key, product);
    const sizes = Object.entries(product.variants);
    if (product.loose_item || sizes.length === 0) {
      const unit = product.loose_item ? product.availableUnit : 'piece';
      slots.set(slotKeyOf(key, null), { product: product.name, size: null, unit, amount: product.available });
    } else {
      for (const [size, variant] of sizes)
        slots.set(slotKeyOf(key, size), { product: product.name, size, unit: 'piece', amount: variant.available });
    }
  }
  return { slots, products };
}
