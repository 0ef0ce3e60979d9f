import { describe, expect, it } from 'vitest';
import { UploadProductImage } from '../../../src/application/catalog/UploadProductImage';
import { InMemoryImageStore } from '../../../src/infrastructure/memory/InMemoryImageStore';
import { createTestContainer } from '../../support/createTestContainer';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50];

const world = () => {
  const container = createTestContainer();
  return { upload: container.get(UploadProductImage), store: container.get(InMemoryImageStore) };
};

const file = (bytes: number[], type: string) => new Blob([new Uint8Array(bytes)], { type });

describe('UploadProductImage', () => {
  it.each([
    ['a JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['a PNG', PNG, 'image/png', 'png'],
    ['a WebP', WEBP, 'image/webp', 'webp'],
  ])('stores %s under its shelf with the type its bytes show, whatever the browser said', async (_, bytes, type, extension) => {
    const { upload, store } = world();
    const result = await upload.execute({ group: 'grocery', subgroup: 'atta', image: file(bytes, 'application/octet-stream') });
    expect(result.ok).toBe(true);
    expect([...store.uploads.keys()]).toEqual([expect.stringMatching(new RegExp(`^products/grocery/atta/[^/]+\\.${extension}$`))]);
    expect([...store.uploads.values()]).toEqual([expect.objectContaining({ contentType: type, size: bytes.length })]);
  });

  it('refuses a page or a PDF named like a photo, and stores nothing', async () => {
    const { upload, store } = world();
    const html = [...new TextEncoder().encode('<html><body>photo</body></html>')];
    const pdf = [...new TextEncoder().encode('%PDF-1.7 ...')];
    for (const bytes of [html, pdf, []]) {
      expect(await upload.execute({ group: 'grocery', subgroup: 'atta', image: file(bytes, 'image/jpeg') })).toEqual({
        ok: false,
        error: { code: 'image.badType' },
      });
    }
    expect(store.uploads.size).toBe(0);
  });

  it('a product not yet on a shelf files its photos under products/new', async () => {
    const { upload, store } = world();
    await upload.execute({ group: '', subgroup: '', image: file(JPEG, 'image/jpeg') });
    expect([...store.uploads.keys()][0]).toMatch(/^products\/new\/[^/]+\.jpg$/);
  });

  it('says whether this backend takes uploads at all', () => {
    const { upload, store } = world();
    expect(upload.available).toBe(true);
    store.uploadsAvailable = false;
    expect(upload.available).toBe(false);
  });
});
