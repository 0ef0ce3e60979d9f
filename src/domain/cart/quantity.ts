import { err, ok, type Result } from '../shared/Result';

/** docs/SPEC.md 'Business constants and limits': a cart line holds 1 to 1000. */
export const MAX_LINE_QTY = 1000;

/** A stored line without qty counts as 1 (docs/SPEC.md 'Entities and their fields'). */
export const lineQty = (qty: number | null | undefined): number => (qty === undefined || qty === null ? 1 : qty);

/**
 * A quantity the customer may ask for: a whole number from 1 to 1000. The UI parses what was
 * typed (' 7 ' -> 7); here NaN, Infinity, 1.5, 0, negatives and 1001 are all refused.
 */
export function validateQuantity(qty: number): Result<number, 'cart.invalidQuantity'> {
  return Number.isInteger(qty) && qty > 0 && qty <= MAX_LINE_QTY ? ok(qty) : err('cart.invalidQuantity');
}
