import type { Container } from 'inversify';
import { ProductRepositoryToken } from '../../../../src/application/ports/ProductRepository';
import type { ProductRef } from '../../../../src/domain/catalog/Product';
import { InMemoryImageStore } from '../../../../src/infrastructure/memory/InMemoryImageStore';
import { CanvasImageResizer, type ResizedImage } from '../../../../src/ui/screens/adminUpload/CanvasImageResizer';
import { productFactory, sizedProductFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { createTestContainer } from '../../../support/createTestContainer';
import { seedCommerce } from '../../../support/seedCommerce';

export const admin = userFactory.build({ uid: 'admin1', name: 'Anil Agarwal', userType: 'admin' });
export const customer = userFactory.build({ uid: 'cust1' });

export const atta = productFactory.build({
  group: 'grocery',
  subgroup: 'atta',
  id: 'atta',
  name: 'Chakki Atta',
  nameHi: 'चक्की आटा',
  available: 20,
});
// Priced as its first size, as every saved product with sizes is.
export const rice = sizedProductFactory.build({
  group: 'grocery',
  subgroup: 'rice',
  id: 'rice',
  name: 'Basmati Rice',
  price: 4500,
  mrp: 5000,
});

/** The start of a real WebP file (RIFF, size, WEBP): what the upload checks a picture by. */
export const WEBP_BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c]);

/** Stands in for the canvas (happy-dom has none): 'resizes' to a small WebP, or fails to decode files named broken.*. */
export class FakeResizer {
  readonly calls: { name: string; maxSide: number }[] = [];
  async resize(file: Blob, maxSide: number): Promise<ResizedImage> {
    const name = file instanceof File ? file.name : '';
    this.calls.push({ name, maxSide });
    if (name.startsWith('broken')) throw new Error('cannot decode');
    return { blob: new Blob([WEBP_BYTES], { type: 'image/webp' }), contentType: 'image/webp' };
  }
}

export function uploadWorld(): { container: Container; resizer: FakeResizer; imageStore: InMemoryImageStore } {
  const container = createTestContainer();
  const resizer = new FakeResizer();
  container.bind(CanvasImageResizer).toConstantValue(resizer as unknown as CanvasImageResizer);
  seedCommerce(container, {
    groups: [{ id: 'grocery', name: 'Grocery', nameHi: 'किराना' }],
    subgroups: [
      { group: 'grocery', id: 'atta', name: 'Atta & Flour' },
      { group: 'grocery', id: 'rice', name: 'Rice' },
    ],
    products: [atta, rice],
  });
  return { container, resizer, imageStore: container.get(InMemoryImageStore) };
}

export const photo = (name = 'photo.jpg', type = 'image/jpeg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });

export const stored = (container: Container, ref: ProductRef) => container.get(ProductRepositoryToken).get(ref);
