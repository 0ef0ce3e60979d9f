import type { ServiceIdentifier } from 'inversify';
import type { Result } from '../../domain/shared/Result';

export type ImageStoreErrorCode = 'image.badType' | 'image.tooLarge' | 'image.uploadFailed';

export interface ImageStore {
  /** Stores an already validated and resized image and returns its URL. */
  upload(path: string, data: Blob, contentType: string): Promise<Result<string, ImageStoreErrorCode>>;
}

export const ImageStoreToken: ServiceIdentifier<ImageStore> = Symbol.for('ImageStore');
