import { getDownloadURL, ref, StorageError, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import type { ImageStore, ImageStoreErrorCode } from '../../application/ports/ImageStore';
import { isProductImageType } from '../../domain/catalog/productImageTypes';
import { err, ok, type Result } from '../../domain/shared/Result';

/** The largest image storage.rules accept (5 MB). */
export const MAX_IMAGE_MB = 5;
const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

/** Uploaded images never change under their name, so browsers may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * What Storage answers when the project has no bucket: 404 'Could not access bucket' (the SDK
 * calls it storage/unknown), or 402 on a project whose plan does not include Storage.
 */
const NO_BUCKET_STATUSES = new Set([402, 404]);

const isNoBucket = (e: unknown): boolean => e instanceof StorageError && NO_BUCKET_STATUSES.has(e.status);

/** Product images in Cloud Storage. The same checks as storage.rules run first, to fail fast with a clear code. */
export class FirebaseStorageImageStore implements ImageStore {
  readonly uploadsAvailable = true;

  constructor(private readonly storage: FirebaseStorage) {}

  async upload(path: string, data: Blob, contentType: string): Promise<Result<string, ImageStoreErrorCode>> {
    if (!isProductImageType(contentType)) return err('image.badType');
    if (data.size > MAX_IMAGE_BYTES) return err('image.tooLarge', { maxMb: MAX_IMAGE_MB });
    try {
      const stored = await uploadBytes(ref(this.storage, path), data, { contentType, cacheControl: CACHE_CONTROL });
      return ok(await getDownloadURL(stored.ref));
    } catch (e) {
      console.error('Image upload failed', e);
      // The web configuration names a bucket (the console always shows one) that was never created.
      return err(isNoBucket(e) ? 'image.storageUnavailable' : 'image.uploadFailed');
    }
  }
}
