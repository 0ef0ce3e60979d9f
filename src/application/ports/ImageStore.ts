import type { ServiceIdentifier } from 'inversify';
import type { Result } from '../../domain/shared/Result';

export type ImageStoreErrorCode = 'image.badType' | 'image.tooLarge' | 'image.uploadFailed' | 'image.storageUnavailable';

export interface ImageStore {
  /**
   * Whether this backend can take uploads at all. False for a Firebase project without Cloud
   * Storage (it needs the paid plan): products then get photo links, or no photo.
   */
  readonly uploadsAvailable: boolean;
  /** Stores an already validated and resized image and returns its URL; 'image.storageUnavailable' when there is nowhere to store it. */
  upload(path: string, data: Blob, contentType: string): Promise<Result<string, ImageStoreErrorCode>>;
}

export const ImageStoreToken: ServiceIdentifier<ImageStore> = Symbol.for('ImageStore');
