import { inject, injectable } from 'inversify';
import type { ProductImageType } from '../../domain/catalog/productImageTypes';
import { sniffImageType } from '../../domain/catalog/sniffImageType';
import { err, type Result } from '../../domain/shared/Result';
import { IdGeneratorToken, type IdGenerator } from '../ports/IdGenerator';
import { ImageStoreToken, type ImageStore, type ImageStoreErrorCode } from '../ports/ImageStore';

const EXTENSION: Record<ProductImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The first bytes hold every signature sniffImageType knows (WebP's ends at byte 12). */
const SIGNATURE_BYTES = 12;

export interface UploadProductImageInput {
  /** Where the product is filed; empty for a product whose group or subgroup is not chosen yet. */
  group: string;
  subgroup: string;
  /** The picture, already checked and resized in the browser. */
  image: Blob;
}

/**
 * Stores one product photo and answers its URL. What the file is comes from its own bytes, not its
 * name or the type the browser reported, so a renamed PDF or page is refused ('image.badType'); the
 * stored name is products/{group}/{subgroup}/{fresh id}.{extension of that type}.
 */
@injectable()
export class UploadProductImage {
  constructor(
    @inject(ImageStoreToken) private readonly images: ImageStore,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
  ) {}

  /** Whether this backend takes uploads at all (a Firebase project without Cloud Storage does not). */
  get available(): boolean {
    return this.images.uploadsAvailable;
  }

  async execute({ group, subgroup, image }: UploadProductImageInput): Promise<Result<string, ImageStoreErrorCode>> {
    const head = await image
      .slice(0, SIGNATURE_BYTES)
      .arrayBuffer()
      .catch(() => null);
    const type = head ? sniffImageType(new Uint8Array(head)) : null;
    if (!type) return err('image.badType');
    const folder = [group, subgroup].filter(Boolean).join('/') || 'new';
    return this.images.upload(`products/${folder}/${this.ids.next()}.${EXTENSION[type]}`, image, type);
  }
}
