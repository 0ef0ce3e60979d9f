import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productFromDraft } from '../../../src/domain/catalog/productDraft';
import { seedProducts } from '../../../src/infrastructure/local/seed/seedProducts';
import { readCatalogue } from '../../../scripts/setup/setupStore';
import { STARTER_CATALOGUE_FILE, starterCatalogueCsv } from '../../../scripts/setup/starterCatalogue';

// The starter catalogue of `npm run setup:firebase -- --catalogue` is a committed CSV file, in the
// format of the admin screen's import: it is the demo shop's catalogue, and it reads back as it.

describe('the starter catalogue file', () => {
  const committed = readFileSync(STARTER_CATALOGUE_FILE, 'utf8');

  it("is the demo shop's catalogue as the admin screen exports it", () => {
    expect(committed, 'the seed changed: run `node scripts/setup/write-starter-catalogue.mjs`').toBe(starterCatalogueCsv());
  });

  it('imports as every seeded product, with its Hindi name, sizes, prices, stock and photos', () => {
    const now = 1_790_000_000_000;
    const imported = readCatalogue(committed).map(({ id, draft }) => productFromDraft(draft, { id: id!, now }));
    // The seed's own dates and the MRP it keeps as originalPrice are not part of the file.
    const comparable = (p: ReturnType<typeof seedProducts>[number]) => {
      const { createdAt: _c, updatedAt: _u, originalPrice: _o, ...rest } = p;
      const variants = Object.fromEntries(Object.entries(rest.variants).map(([label, { originalPrice: _v, ...v }]) => [label, v]));
      return { ...rest, variants };
    };
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

    expect(imported).toHaveLength(99);
    expect(imported.map(comparable).sort(byId)).toEqual(seedProducts(now).map(comparable).sort(byId));
    expect(imported.every((p) => p.nameHi && p.imageData.every((url) => url.startsWith('/products/')))).toBe(true);
  });
});
