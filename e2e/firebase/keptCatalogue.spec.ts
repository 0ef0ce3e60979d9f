import { expect, type Page } from '@playwright/test';
import type { Product } from '../../src/domain/catalog/Product';
import { defaultStoreSettings } from '../../src/domain/store/defaultStoreSettings';
import { categoryPath } from '../../src/ui/components/product/categoryPath';
import { productPath } from '../../src/ui/components/product/productPath';
import { emptyStore, seedCatalogue, seedPerson, seedSettings } from '../helpers/emulatorShop';
import { EN, signIn, test } from '../helpers/phones';

// A returning shopper on patchy data: her phone kept the catalogue answers it last read, so the home
// rows, a category and a product draw at once, before Auth's start-up check and the Firestore reads
// answer (docs/BENCHMARK.md, issue 40). Here those requests never answer at all: only what the
// phone kept can draw the pages.

let catalogue: Product[];

test.beforeAll(async () => {
  await emptyStore();
  await seedSettings(defaultStoreSettings());
  catalogue = await seedCatalogue();
});

/** Auth's and Firestore's requests wait for ever, as on a phone whose data has stalled. */
const stallBackend = (page: Page) =>
  page.route(
    (url) =>
      url.pathname.includes('identitytoolkit') || url.pathname.startsWith('/v1/projects') || url.pathname.includes('google.firestore'),
    () => {},
  );

test("a returning shopper's phone draws the home rows, a category and a product it kept while the backend has not answered", async ({
  phones,
}) => {
  const atta = catalogue.find((p) => p.id === 'chakki_fresh_atta')!;
  const page = await phones.phone('geeta');
  await signIn(page, await seedPerson('Geeta Devi', 'customer'));

  const offers = page.getByRole('list', { name: EN.screens.home.offers }).getByRole('listitem');
  await expect(offers.first()).toBeVisible();
  const firstOffer = (await offers.first().innerText()).split('\n')[0]!;
  await page.goto(categoryPath(atta.group, atta.subgroup));
  await expect(page.getByRole('link', { name: atta.name }).first()).toBeVisible();
  await page.goto(productPath(atta));
  await expect(page.getByRole('heading', { name: atta.name })).toBeVisible();
  // The answers are kept once the phone is idle.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('shop.kept.')).length))
    .toBeGreaterThanOrEqual(6);

  await stallBackend(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: atta.name })).toBeVisible();
  await page.goto(categoryPath(atta.group, atta.subgroup));
  await expect(page.getByRole('link', { name: atta.name }).first()).toBeVisible();
  await page.goto('/');
  await expect(offers.first()).toContainText(firstOffer);
});
