import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { splitStrings } from '../../../scripts/vite/firstScreenStrings';
import en from '../../../src/ui/i18n/en.json';
import { FIRST_SCREEN_SECTIONS } from '../../../src/ui/i18n/firstScreenSections';
import { cartWith } from '../../factories/cartFactory';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { variantFactory } from '../../factories/variantFactory';
import { renderPage, type PageOptions } from '../support/renderPage';

afterEach(cleanup);

// The entry carries only the first screen's English (src/ui/i18n/firstScreenSections.ts); the rest
// loads later. A key that one of those screens reads and the entry lacks would show as its default
// text or its key until then: every page the benchmark measures is drawn here, with its layout, from
// the entry's strings alone, and must miss none.

const atta = productFactory.build({
  group: 'grocery',
  subgroup: 'atta',
  id: 'chakki_fresh_atta',
  name: 'Chakki Fresh Atta',
  imageData: ['/a.svg'],
  variants: {
    '5kg': variantFactory.build({ price: 21500, mrp: 24000, available: 0 }),
    '10kg': variantFactory.build({ price: 42000, mrp: 46000, available: 3 }),
  },
});
const feed = productFactory.build({ group: 'animal_feed', subgroup: 'cattle_feed', id: 'feed', name: 'Cattle Feed' });

/** The keys the page looked up and the entry's strings lack, once `shown` (a heading) is on the screen. */
async function missingKeysOf(options: PageOptions, shown: RegExp | string, level?: number): Promise<string[]> {
  const missing: string[] = [];
  await renderPage({ ...options, real: 'all', strings: 'firstScreen', onMissingKey: (key) => missing.push(key) });
  expect(await screen.findByRole('heading', level ? { level, name: shown } : { name: shown })).toBeTruthy();
  return [...new Set(missing)];
}

describe('the first screens read only the strings the entry carries', () => {
  const customer = () => userFactory.build({ userType: 'customer' });

  it('/login, signed out', async () => {
    expect(await missingKeysOf({ path: '/login' }, 'Login', 1)).toEqual([]);
  });

  it('the shop, signed in, with a cart', async () => {
    const user = customer();
    const seed = { products: [atta, feed], carts: [cartWith(user.uid, [{ product: atta, variant: '10kg', qty: 2 }])] };
    expect(await missingKeysOf({ path: '/', user, seed }, "Today's offers")).toEqual([]);
  });

  it('a category page', async () => {
    expect(await missingKeysOf({ path: '/category/animal_feed', user: customer(), seed: { products: [feed] } }, 'Cattle Feed', 2)).toEqual(
      [],
    );
  });

  it('a product page', async () => {
    const path = '/product/grocery/atta/chakki_fresh_atta';
    expect(await missingKeysOf({ path, user: customer(), seed: { products: [atta] } }, 'Chakki Fresh Atta', 1)).toEqual([]);
  });

  it('the not-found page', async () => {
    expect(await missingKeysOf({ path: '/no-such-page' }, /not found/i, 1)).toEqual([]);
  });
});

describe('another screen opened first', () => {
  it('waits for the rest of English, and then misses no word', async () => {
    const missing: string[] = [];
    await renderPage({ path: '/about', real: ['/about'], strings: 'firstScreen', onMissingKey: (key) => missing.push(key) });
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
    expect(missing).toEqual([]);
  });
});

describe("en.json cut by the first screen's sections (scripts/vite/firstScreenStrings.ts)", () => {
  it('puts every key in exactly one part, the listed sections whole in the first', () => {
    const { first, more } = splitStrings(en, FIRST_SCREEN_SECTIONS);
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const firstKeys = keys(first);
    const moreKeys = keys(more);
    expect([...firstKeys, ...moreKeys].sort()).toEqual(keys(en).sort());
    expect(firstKeys.filter((key) => moreKeys.includes(key))).toEqual([]);
    expect(firstKeys).toContain('screens.login.email');
    expect(moreKeys).toContain('screens.cart.savings');
    expect(moreKeys.some((key) => key.startsWith('screens.login.'))).toBe(false);
  });

  it('keeps a section that is not listed, and a new one, out of the first part', () => {
    const { first, more } = splitStrings({ a: { b: 'x', c: 'y' }, d: 'z', n: { m: 'new' } }, ['a.b', 'd']);
    expect(first).toEqual({ a: { b: 'x' }, d: 'z' });
    expect(more).toEqual({ a: { c: 'y' }, n: { m: 'new' } });
  });
});
