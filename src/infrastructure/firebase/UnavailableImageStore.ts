import type { ImageStore, ImageStoreErrorCode } from '../../application/ports/ImageStore';
import { err, type Result } from '../../domain/shared/Result';

/** A Firebase project whose configuration names no Storage bucket: nothing can be uploaded, and the form says so. */
export class UnavailableImageStore implements ImageStore {
  readonly uploadsAvailable = false;

  async upload(): Promise<Result<string, ImageStoreErrorCode>> {
    return err('image.storageUnavailable');
  }
}
