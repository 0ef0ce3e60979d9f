import { Factory } from 'fishery';
import type { Cart, CartLine } from '../../src/domain/cart/CartLine';
import { buildCartLine } from '../../src/domain/cart/buildCartLine';
import { cartLineKey } from '../../src/domain/cart/cartLineKey';
import type { Product } from '../../src/domain/catalog/Product';
import { defaultVariantLabel } from '../../src/domain/catalog/sellableVariant';
import { sizeOf } from './sizeOf';

/** One line of 1 × '1kg' of a product without sizes. */
export const cartLineFactory = Factory.define<CartLine>(({ sequence }) => ({
  ref: { group: 'grocery', subgroup: 'flour', id: `product-${sequence}` },
  qty: 1,
  weight: '1kg',
  price: 5000,
  mrp: 6000,
  hasVariants: false,
  loose_item: false,
  variantUnit: 'kg',
  name: `Chakki Atta ${sequence}`,
}));

export const cartFactory = Factory.define<Cart>(({ sequence }) => ({
  userId: `user-${sequence}`,
  items: {},
}));

/** A cart holding `qty` × `variant` of each given product, keyed as the store keys it. */
export function cartWith(userId: string, lines: { product: Product; qty: number; variant?: string }[]): Cart {
  const items: Record<string, CartLine> = {};
  for (const { product, qty, variant } of lines) {
    const label = variant ?? defaultVariantLabel(product);
    items[cartLineKey(product.id, label)] = buildCartLine(product, sizeOf(product, label), qty);
  }
  return { userId, items };
}
