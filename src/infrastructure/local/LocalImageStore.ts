import type { ImageStore, ImageStoreErrorCode } from '../../application/ports/ImageStore';
import { err, ok, type Result } from '../../domain/shared/Result';
import { bytesToBase64 } from './base64';
import type { LocalDatabase } from './LocalDatabase';

/**
 * Uploaded product images, kept in the images table. The URL handed back is a data: URL of the
 * same bytes: unlike a blob: URL it stays valid after a reload, and it needs no server or
 * service worker to resolve, so the product record renders on its own, offline.
 */
export class LocalImageStore implements ImageStore {
  readonly uploadsAvailable = true;

  constructor(private readonly db: LocalDatabase) {}

  async upload(path: string, data: Blob, contentType: string): Promise<Result<string, ImageStoreErrorCode>> {
    try {
      const bytes = await data.arrayBuffer();
      await this.db.images.put({ path, contentType, bytes });
      return ok(`data:${contentType};base64,${bytesToBase64(new Uint8Array(bytes))}`);
    } catch (e) {
      // Mostly a full quota; the user can only try again with a smaller image or fewer images.
      console.error('Local image upload failed', e);
      return err('image.uploadFailed');
    }
  }
}
