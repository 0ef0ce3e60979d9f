import { getDownloadURL, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import type { ImageStore, ImageStoreErrorCode } from '../../application/ports/ImageStore';
import { err, ok, type Result } from '../../domain/shared/Result';

/** The types storage.rules accept; a photo from a phone camera is one of these. */
export const IMAGE_CONTENT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The largest image storage.rules accept (5 MB). */
export const MAX_IMAGE_MB = 5;
const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

/** Uploaded images never change under their name, so browsers may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Product images in Cloud Storage. The same checks as storage.rules run first, to fail fast with a clear code. */
export class FirebaseStorageImageStore implements ImageStore {
  constructor(private readonly storage: FirebaseStorage) {}

  async upload(path: string, data: Blob, contentType: string): Promise<Result<string, ImageStoreErrorCode>> {
    if (!IMAGE_CONTENT_TYPES.includes(contentType)) return err('image.badType');
    if (data.size > MAX_IMAGE_BYTES) return err('image.tooLarge', { maxMb: MAX_IMAGE_MB });
    try {
      const stored = await uploadBytes(ref(this.storage, path), data, { contentType, cacheControl: CACHE_CONTROL });
      return ok(await getDownloadURL(stored.ref));
    } catch (e) {
      console.error('Image upload failed', e);
      return err('image.uploadFailed');
    }
  }
}
