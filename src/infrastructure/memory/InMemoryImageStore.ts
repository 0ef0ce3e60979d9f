import type { ImageStore, ImageStoreErrorCode } from '../../application/ports/ImageStore';
import { err, ok, type Result } from '../../domain/shared/Result';

interface StoredImage {
  contentType: string;
  size: number;
  url: string;
}

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * Images kept in memory. The URL is a data: URL, so an uploaded picture still shows wherever the
 * memory backend runs; `uploads` records what was stored under which path.
 */
export class InMemoryImageStore implements ImageStore {
  readonly uploads = new Map<string, StoredImage>();
  /** False stands in for a Firebase project whose configuration names no Storage bucket. */
  uploadsAvailable = true;
  /** When true, uploads are refused as by a project whose named bucket was never created. */
  bucketMissing = false;
  /** When true, uploads fail as a broken connection would. */
  failing = false;

  async upload(path: string, data: Blob, contentType: string): Promise<Result<string, ImageStoreErrorCode>> {
    if (!this.uploadsAvailable || this.bucketMissing) return err('image.storageUnavailable');
    if (this.failing) return err('image.uploadFailed');
    const bytes = new Uint8Array(await data.arrayBuffer());
    const url = `data:${contentType};base64,${toBase64(bytes)}`;
    this.uploads.set(path, { contentType, size: bytes.byteLength, url });
    return ok(url);
  }
}
