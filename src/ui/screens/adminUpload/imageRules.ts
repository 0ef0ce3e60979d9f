import { isProductImageType } from '../../../domain/catalog/productImageTypes';
import { err, ok, type Result } from '../../../domain/shared/Result';

/** A photo straight off a phone camera fits; anything bigger is not a product photo. */
export const MAX_IMAGE_MB = 10;

/** Longest side after resizing: sharp on a phone, a few dozen kB on a village connection. */
export const MAX_IMAGE_SIDE = 1000;

/** The type and size rules of a picked image, before it is resized and uploaded. */
export function checkImageFile(file: Pick<Blob, 'type' | 'size'>): Result<void, 'image.badType' | 'image.tooLarge'> {
  if (!isProductImageType(file.type)) return err('image.badType');
  if (file.size > MAX_IMAGE_MB * 1024 * 1024) return err('image.tooLarge', { maxMb: MAX_IMAGE_MB });
  return ok(undefined);
}
