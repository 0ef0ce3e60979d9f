import { err, ok, type Result } from '../shared/Result';

/**
 * Different items one order may hold. One checkout is one database batch, and a delivery
 * person checks the lines by hand at the door; 50 is far above a household's weekly list.
 */
export const MAX_ORDER_LINES = 50;

/** `max` is the backend's own limit when it is lower (UnitOfWork.maxOrderLines). */
export function checkOrderLines(
  count: number,
  max: number = MAX_ORDER_LINES,
): Result<number, 'checkout.noItems' | 'checkout.tooManyLines'> {
  const limit = Math.min(max, MAX_ORDER_LINES);
  if (count === 0) return err('checkout.noItems');
  if (count > limit) return err('checkout.tooManyLines', { max: limit });
  return ok(count);
}
