import type { DomainError } from '../shared/Result';
import { err, ok, type Result } from '../shared/Result';
import { MAX_LINE_QTY, validateQuantity } from './quantity';

/** An alert shown after a change that still went through. */
export type CartNotice = DomainError<'cart.clampedVariant' | 'cart.clamped' | 'cart.onlyNAvailable'>;

export interface AddDecision {
  /** How many are added to the line. */
  added: number;
  /** The line's quantity afterwards. */
  qty: number;
  notice?: CartNotice;
}

/**
 * Adding `requested` to a line that already holds `inCart`, with `stock` sellable (docs/SPEC.md 'Validation rules'):
 * more than remains is clamped to what remains, with 'Only {n} {variant} available…' for a sized
 * product and 'Only {n} items available…' otherwise; nothing left is 'out of stock'.
 */
export function decideAdd(input: {
  requested: number;
  inCart: number;
  stock: number;
  variant: string;
  hasVariants: boolean;
}): Result<AddDecision, 'cart.invalidQuantity' | 'cart.outOfStock'> {
  const valid = validateQuantity(input.requested);
  if (!valid.ok) return valid;
  const inCart = Math.max(0, input.inCart);
  const remaining = Math.max(0, Math.floor(input.stock) - inCart);
  if (remaining === 0) return err('cart.outOfStock');
  if (inCart + Math.min(input.requested, remaining) > MAX_LINE_QTY) return err('cart.invalidQuantity');
  if (input.requested <= remaining) return ok({ added: input.requested, qty: inCart + input.requested });
  const notice: CartNotice = input.hasVariants
    ? { code: 'cart.clampedVariant', params: { n: remaining, variant: input.variant } }
    : { code: 'cart.clamped', params: { n: remaining } };
  return ok({ added: remaining, qty: inCart + remaining, notice });
}

export type QuantityDecision = { remove: true } | { remove: false; qty: number; notice?: CartNotice };

/**
 * Setting a line's quantity (docs/SPEC.md 'Validation rules'): 0 or less removes the line; otherwise the quantity
 * must be valid, and more than stock is clamped to stock with 'Only {n} items available'.
 */
export function decideQuantity(qty: number, stock: number): Result<QuantityDecision, 'cart.invalidQuantity' | 'cart.productOutOfStock'> {
  if (qty <= 0) return ok({ remove: true });
  const valid = validateQuantity(qty);
  if (!valid.ok) return valid;
  const n = Math.max(0, Math.floor(stock));
  if (n === 0) return err('cart.productOutOfStock');
  if (qty <= n) return ok({ remove: false, qty });
  return ok({ remove: false, qty: n, notice: { code: 'cart.onlyNAvailable', params: { n } } });
}

/** The product page's plus button: one more, unless that passes stock ('Sorry, only {n} items available.'). */
export function decidePlus(current: number, stock: number): Result<number, 'cart.plusBeyondStock' | 'cart.invalidQuantity'> {
  const n = Math.max(0, Math.floor(stock));
  if (current + 1 > n) return err('cart.plusBeyondStock', { n });
  return validateQuantity(current + 1);
}
