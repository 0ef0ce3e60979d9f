import type { ProductRef } from '../catalog/Product';
import { validateQuantity } from '../cart/quantity';
import { err, ok, type Result } from '../shared/Result';
import { productKey } from './inventory';

/**
 * Different items one order may hold, the same in every mode. A weekly kirana basket is 10 to 30
 * lines; a delivery person checks the lines by hand at the door.
 */
export const MAX_ORDER_LINES = 100;

/** One line a customer asks for: a product, its size (variant label) and how many. */
export interface OrderLine {
  ref: ProductRef;
  variant: string;
  qty: number;
  /** The name the cart showed, only to say which line failed; the order takes names from the catalogue. */
  name?: string;
}

/**
 * The lines of a checkout as the store takes them: at least one, at most MAX_ORDER_LINES, and two
 * lines of the same product and size merged into one (a cart never has them; a forged request may).
 * A line whose own quantity is invalid is not merged: a 0 or -1 beside a valid line must not vanish
 * into a sum that passes, so it stays on its own and verifyInventory refuses the order, naming it.
 * Each quantity is checked with the stock, line by line (verifyInventory).
 */
export function checkOrderLines(lines: readonly OrderLine[]): Result<OrderLine[], 'checkout.noItems' | 'checkout.tooManyLines'> {
  const merged = new Map<string | number, OrderLine>();
  for (const [index, line] of lines.entries()) {
    const key = validateQuantity(line.qty).ok ? `${productKey(line.ref)}#${line.variant}` : index;
    const same = merged.get(key);
    merged.set(key, same ? { ...same, qty: same.qty + line.qty } : { ...line });
  }
  if (merged.size === 0) return err('checkout.noItems');
  if (merged.size > MAX_ORDER_LINES) return err('checkout.tooManyLines', { max: MAX_ORDER_LINES });
  return ok([...merged.values()]);
}
