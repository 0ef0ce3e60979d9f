import { err, ok, type Result } from '../shared/Result';
import { sniffImageType, type ProductImageType } from './sniffImageType';

/** The largest product image accepted, as storage.rules has it. */
export const MAX_PRODUCT_IMAGE_MB = 5;
const MAX_BYTES = MAX_PRODUCT_IMAGE_MB * 1024 * 1024;

/** Names browsers and phones give the same formats. */
const ALIASES: Record<string, ProductImageType> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

/**
 * Whether a chosen file may be uploaded as a product image: it must really be a JPEG, PNG or WebP
 * (by its bytes), not claim to be another type than it is, and be at most 5 MB. An empty declared
 * type (some phone browsers send none) is decided by the bytes alone. The type to upload with is
 * the one the bytes show.
 */
export function checkProductImage(
  bytes: Uint8Array,
  declaredType: string,
): Result<ProductImageType, 'image.badType' | 'image.tooLarge'> {
  const actual = sniffImageType(bytes);
  const declared = declaredType.trim().toLowerCase();
  if (!actual) return err('image.badType');
  if (declared !== '' && (ALIASES[declared] ?? declared) !== actual) return err('image.badType');
  if (bytes.length > MAX_BYTES) return err('image.tooLarge', { maxMb: MAX_PRODUCT_IMAGE_MB });
  return ok(actual);
}
