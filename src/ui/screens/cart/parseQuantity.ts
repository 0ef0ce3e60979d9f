import { validateQuantity } from '../../../domain/cart/quantity';
import type { Result } from '../../../domain/shared/Result';

/**
 * What was typed in a quantity box: ' 7 ' is 7 (phone keyboards add spaces, and Devanagari
 * digits १२ count too); anything else ('', '2.5', '7a', '0', '1001') is 'Please enter a valid
 * quantity (1-1000)'.
 */
export function parseQuantity(text: string): Result<number, 'cart.invalidQuantity'> {
  const digits = text.trim().replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  return validateQuantity(/^\d+$/.test(digits) ? Number(digits) : Number.NaN);
}
