import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { AdjustStock } from '../../../src/application/catalog/AdjustStock';
import { SaveProduct } from '../../../src/application/catalog/SaveProduct';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { MAX_FIELD_LENGTH } from '../../../src/domain/address/cleanText';
import { MAX_PRODUCT_ABOUT_LENGTH, MAX_PRODUCT_NAME_LENGTH, type ProductDraft } from '../../../src/domain/catalog/productDraft';
import { productFactory, looseProductFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';
import { HOSTILE_TEXTS, isBlank, isSafeText } from '../support/hostileText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('hostile input: product upload and stock');

const admin = userFactory.build({ uid: 'admin1', userType: 'admin' });
const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  name: 'Sharbati Atta',
  nameHi: 'शरबती आटा',
  about: 'Whole wheat flour',
  group: 'grocery',
  subgroup: 'flour',
  imageData: ['https://img.example/atta.jpg'],
  weight: '5kg',
  price: 21000,
  mrp: 24000,
  available: 12,
  availableUnit: 'gram',
  loose_item: false,
  variants: [],
  ...over,
});
const sizes = (over: Partial<ProductDraft['variants'][number]> = {}): ProductDraft['variants'] => [
  { label: '1kg', price: 4500, mrp: 5000, available: 10, ...over },
];

/** What a number box holding text becomes once parsed: NaN, or a string that slipped through untyped. */
const notANumber = (text: string) => text as unknown as number;

describe('product upload with hostile input', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
  });
  const stored = () => container.get(ProductRepositoryToken).listAll();
  const save = (d: ProductDraft) => actAs(container, admin).get(SaveProduct).execute({ draft: d, confirmPriceAboveMrp: false });

  const TEXT_FIELDS: [field: 'name' | 'nameHi' | 'about' | 'aboutHi' | 'group' | 'subgroup', required: boolean, limit: number][] = [
    ['name', true, MAX_PRODUCT_NAME_LENGTH],
    ['nameHi', false, MAX_PRODUCT_NAME_LENGTH],
    ['about', false, MAX_PRODUCT_ABOUT_LENGTH],
    ['aboutHi', false, MAX_PRODUCT_ABOUT_LENGTH],
    ['group', true, MAX_FIELD_LENGTH],
    ['subgroup', true, MAX_FIELD_LENGTH],
  ];
  describe.each(TEXT_FIELDS)('%s', (field, required, limit) => {
    it.each(HOSTILE_TEXTS)('%s', async (kind, text) => {
      const result = await save(draft({ [field]: text }));
      const all = await stored();
      if (required && isBlank(kind)) {
        recorder.hostile(result.ok || all.length > 0);
        expect(result).toMatchObject({ ok: false, error: { code: `product.${field}Required` } });
        expect(all).toEqual([]);
      } else {
        const value = all[0]?.[field] ?? '';
        recorder.hostile(!result.ok || all.length !== 1 || !(value === '' || isSafeText(value, limit)));
        expect(result.ok).toBe(true);
        expect(all).toHaveLength(1);
        // Blank optional text is simply not stored; anything else is plain text within the limit.
        expect(value === '' || isSafeText(value, limit)).toBe(true);
      }
    });
  });

  it.each(HOSTILE_TEXTS)('size label %s: refused when blank, else kept as safe text', async (kind, text) => {
    const result = await save(draft({ variants: sizes({ label: text }) }));
    const all = await stored();
    const labels = Object.keys(all[0]?.variants ?? {});
    if (isBlank(kind)) {
      recorder.hostile(result.ok || all.length > 0);
      expect(result).toMatchObject({ ok: false, error: { code: 'product.variantLabelRequired' } });
      expect(all).toEqual([]);
    } else {
      recorder.hostile(!result.ok || !labels.every((l) => isSafeText(l, MAX_FIELD_LENGTH)));
      expect(result.ok).toBe(true);
      expect(labels.every((l) => isSafeText(l, MAX_FIELD_LENGTH))).toBe(true);
    }
  });

  const BAD_MONEY: [string, number][] = [
    ['negative', -1],
    ['minus a paisa', -0.01],
    ['NaN (letters typed)', Number('abc')],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['text that was never parsed', notANumber('100')],
    ['a formula', notANumber('=1+1')],
  ];
  const BAD_COUNTS: [string, number][] = [...BAD_MONEY, ['a fraction of a packet', 1.5]];

  it.each(BAD_MONEY)('price %s is refused and nothing is stored', async (_label, price) => {
    const result = await save(draft({ price }));
    recorder.hostile(result.ok || (await stored()).length > 0);
    expect(result).toMatchObject({ ok: false, error: { code: 'product.invalidPrice' } });
    expect(await stored()).toEqual([]);
  });

  it.each(BAD_MONEY)('MRP %s is refused and nothing is stored', async (_label, mrp) => {
    const result = await save(draft({ mrp }));
    recorder.hostile(result.ok || (await stored()).length > 0);
    expect(result).toMatchObject({ ok: false, error: { issues: expect.arrayContaining([{ field: 'mrp', code: 'product.invalidMrp' }]) } });
    expect(await stored()).toEqual([]);
  });

  it.each(BAD_MONEY)('wholesale price %s is refused and nothing is stored', async (_label, wSale) => {
    const result = await save(draft({ wSale }));
    recorder.hostile(result.ok || (await stored()).length > 0);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'product.invalidPrice', issues: [{ field: 'wSale', code: 'product.invalidPrice' }] },
    });
    expect(await stored()).toEqual([]);
  });

  it.each(BAD_COUNTS)('stock %s is refused and nothing is stored', async (_label, available) => {
    const result = await save(draft({ available }));
    recorder.hostile(result.ok || (await stored()).length > 0);
    expect(result).toMatchObject({ ok: false, error: { code: 'product.invalidStock' } });
    expect(await stored()).toEqual([]);
  });

  it.each(BAD_MONEY)('loose stock %s is refused (a fraction of a kilo is fine)', async (_label, available) => {
    const result = await save(draft({ loose_item: true, availableUnit: 'kg', available }));
    recorder.hostile(result.ok || (await stored()).length > 0);
    expect(result).toMatchObject({ ok: false, error: { code: 'product.invalidStock' } });
    expect(await stored()).toEqual([]);
    expect((await save(draft({ loose_item: true, availableUnit: 'kg', available: 2.5 }))).ok).toBe(true);
  });

  it.each(BAD_COUNTS)('a size priced or stocked %s is refused and nothing is stored', async (_label, bad) => {
    for (const over of [{ price: bad }, { mrp: bad }, { available: bad }]) {
      // A fraction is a fine price (paise are whole, but the check is on money being 0 or more).
      if (!('available' in over) && bad === 1.5) continue;
      const result = await save(draft({ variants: sizes(over) }));
      recorder.hostile(result.ok || (await stored()).length > 0);
      expect(result.ok).toBe(false);
      expect(await stored()).toEqual([]);
    }
  });
});

describe('admin stock changes with hostile numbers', () => {
  const atta = productFactory.build({ id: 'atta', available: 7 });
  const rice = sizedProductFactory.build({ id: 'rice' });
  const khal = looseProductFactory.build({ id: 'khal', available: 3 });
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedCommerce(container, { products: [atta, rice, khal] });
  });

  it.each([
    ['negative', atta, null, -1],
    ['NaN', atta, null, Number.NaN],
    ['Infinity', atta, null, Infinity],
    ['a fraction of a packet', atta, null, 2.5],
    ['text never parsed', atta, null, notANumber('5')],
    ['negative for a size', rice, '5kg', -3],
    ['a fraction for a size', rice, '5kg', 0.5],
    ['a size that does not exist', rice, '<script>', 3],
    ['negative loose stock', khal, null, -0.5],
  ] as const)('%s is refused and the stock is unchanged', async (_label, product, variant, available) => {
    const repo = container.get(ProductRepositoryToken);
    const before = await repo.get(product);
    const result = await actAs(container, admin).get(AdjustStock).execute({ ref: product, variant, available });
    const after = await repo.get(product);
    recorder.hostile(result.ok || JSON.stringify(after) !== JSON.stringify(before));
    expect(result.ok).toBe(false);
    expect(after).toEqual(before);
  });
});
