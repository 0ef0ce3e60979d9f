import { err, ok, type Result } from '../shared/Result';

/**
 * Different items one order may hold. One checkout is one database batch, and a delivery
 * person checks the lines by hand at the door; 50 is far above a household's weekly list.
 */
export const MAX_ORDER_LINES = 50;

export function checkOrderLines(count: number): Result<number, 'checkout.noItems' | 'checkout.tooManyLines'> {
  if (count === 0) return err('checkout.noItems');
  if (count > MAX_ORDER_LINES) return err('checkout.tooManyLines', { max: MAX_ORDER_LINES });
  return ok(count);
}
