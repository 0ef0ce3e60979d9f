import type { Cart, CartLine } from '../../../domain/cart/CartLine';
import { lineQty } from '../../../domain/cart/quantity';
import { compareNames } from '../../../domain/shared/compareNames';

export interface CartEntry {
  key: string;
  line: CartLine;
  qty: number;
}

/**
 * The cart's lines by name, so they do not jump around as quantities change. The cart and the
 * checkout summary list them in this one order.
 */
export function cartEntries(cart: Cart | null): CartEntry[] {
  return Object.entries(cart?.items ?? {})
    .map(([key, line]) => ({ key, line, qty: lineQty(line.qty) }))
    .sort((a, b) => compareNames(a.line.name, b.line.name) || compareNames(a.key, b.key));
}
