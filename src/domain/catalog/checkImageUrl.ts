import { err, ok, type Result } from '../shared/Result';

/** Longer than any real photo link (a Storage download URL is about 250 characters); more is a paste gone wrong. */
export const MAX_IMAGE_URL_LENGTH = 2000;

export type ImageUrlErrorCode = 'image.invalidUrl' | 'image.urlTooLong';

/**
 * A photo link typed or pasted into the product form, for a store without photo uploads. Only
 * https: shoppers' browsers block http pictures on an https shop, and other schemes are no photo.
 * The link is returned trimmed.
 */
export function checkImageUrl(text: string): Result<string, ImageUrlErrorCode> {
  const url = text.trim();
  if (url.length > MAX_IMAGE_URL_LENGTH) return err('image.urlTooLong', { max: MAX_IMAGE_URL_LENGTH });
  if (/\s/.test(url)) return err('image.invalidUrl');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return err('image.invalidUrl');
  }
  return parsed.protocol === 'https:' && parsed.hostname !== '' ? ok(url) : err('image.invalidUrl');
}
