import type { Paise } from '../shared/Money';
import type { Cart } from './CartLine';
import { lineQty } from './quantity';

export interface CartTotals {
  /** What the customer pays. */
  subtotal: Paise;
  /** The struck-through total: subtotal plus savings. */
  mrpTotal: Paise;
  /** Only lines priced below MRP count; a price above MRP never shows as negative savings. */
  savings: Paise;
}

/** Number of items in the cart: the sum of qty over all lines (docs/SPEC.md 'States and transitions'). */
export const cartCount = (cart: Cart | null): number =>
  cart ? Object.values(cart.items).reduce((sum, line) => sum + lineQty(line.qty), 0) : 0;

export function cartTotals(cart: Cart): CartTotals {
  let subtotal = 0;
  let savings = 0;
  for (const line of Object.values(cart.items)) {
    const qty = lineQty(line.qty);
    subtotal += line.price * qty;
    savings += Math.max(0, line.mrp - line.price) * qty;
  }
  return { subtotal, mrpTotal: subtotal + savings, savings };
}
