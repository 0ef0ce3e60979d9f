import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type en from '../../src/ui/i18n/en.json';
import { signUpCustomer } from '../helpers/signUpCustomer';

// Issue 11 in a real browser: 20 buyers in 20 tabs of local mode (one browser, one IndexedDB),
// each a new customer made through the sign-up screens, all with the last 5 bags of detergent in
// the cart, press Place Order at the same moment. Exactly 5 orders are placed, the size is sold
// out, and the other 15 are told that 0 are available. test/reliability/concurrency/lastUnits
// runs the same race over fake-indexeddb.

const EN = JSON.parse(readFileSync(new URL('../../src/ui/i18n/en.json', import.meta.url), 'utf8')) as typeof en;

const BUYERS = Number(process.env.E2E_LAST_UNITS_BUYERS ?? 20);
/** The seeded detergent: its 4kg box has 5 in stock. */
const PRODUCT = { path: '/product/household/detergent/detergent_powder', name: 'Detergent Powder', size: '4kg', stock: 5 };

const fill = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (text: string): RegExp =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('.*')}$`,
  );

/** How many tabs sign up and fill their carts at the same time. */
const WAVE = Number(process.env.E2E_LAST_UNITS_WAVE ?? 5);
/** Many tabs share two cores: every wait is generous. */
const SLOW = 90_000;

/** Runs one step and keeps how long it took as an annotation of the test (the wall time matters here). */
async function phase<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  test.info().annotations.push({ type: 'timing', description: `${name}: ${((Date.now() - started) / 1000).toFixed(1)} s` });
  return result;
}

const SEARCH = 'detergent';

/** A link of the top bar's menu (inline on a desktop). */
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: EN.nav.mainMenu }).getByRole('link', { name, exact: true });

// Twenty tabs precaching the whole shop would only add load.
test.use({ serviceWorkers: 'block' });

const placeOrder = (page: Page) => page.getByRole('button', { name: pattern(EN.screens.checkout.placeOrder) });

const TITLE =
  `${BUYERS} buyers in ${BUYERS} tabs for the last ${PRODUCT.stock} units, each signing up first: ` +
  `exactly ${PRODUCT.stock} orders, stock 0, the rest told 0 are available`;

test(TITLE, async ({ context }) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const pages = await phase('open tabs', () => Promise.all(Array.from({ length: BUYERS }, () => context.newPage())));

  // Every tab is on the login page before anyone signs up: a tab opened later would start as the
  // last customer who signed in (local mode's rule for new tabs).
  await phase('login pages', () =>
    Promise.all(
      pages.map(async (page) => {
        await page.goto('/login');
        await expect(page.getByRole('button', { name: EN.screens.login.modes.signUp })).toBeVisible({ timeout: SLOW });
      }),
    ),
  );

  // Each tab on its own: a new customer through the sign-up screens, then from home to checkout by
  // the shop's own links (no page loads, which 20 tabs on two cores would feel). The tabs go
  // WAVE at a time: with all 20 at once on two cores, cross-tab updates lag by seconds, and a
  // customer whose address was just saved was twice sent back to step 1 of /address-setup (the
  // profile in the session was not updated yet when the 2 s fallback redirect reached the guard).
  const shopper = async (page: Page, i: number): Promise<void> => {
    await signUpCustomer(
      page,
      {
        email: `buyer${i}-${run}@example.in`,
        password: 'buyer-secret',
        name: `Buyer ${i}`,
        village: 'Sherpur',
        phone: `98765${String(43200 + i)}`,
      },
      SLOW,
    );
    const search = page.getByRole('searchbox', { name: EN.screens.home.searchLabel });
    await search.fill(SEARCH, { timeout: SLOW });
    const results = page.getByRole('list', { name: fill(EN.screens.home.resultsFor, { query: SEARCH }) });
    await results
      .getByRole('article', { name: PRODUCT.name, exact: true })
      .getByRole('link', { name: PRODUCT.name, exact: true })
      .click({ timeout: SLOW });
    await expect(page).toHaveURL(new RegExp(`${PRODUCT.path}$`), { timeout: SLOW });
    await page.getByRole('combobox', { name: EN.screens.product.size }).selectOption(PRODUCT.size, { timeout: SLOW });
    await expect(page.getByText(fill(EN.screens.product.left, { n: PRODUCT.stock }), { exact: true })).toBeVisible({ timeout: SLOW });
    await page.getByRole('button', { name: EN.screens.shop.addToCart, exact: true }).click({ timeout: SLOW });
    await expect(page.getByLabel(fill(EN.screens.shop.inCart, { count: 1 }), { exact: true })).toBeVisible({ timeout: SLOW });
    await menuLink(page, fill(EN.nav.cart, { count: 1 })).click({ timeout: SLOW });
    await page.getByRole('link', { name: EN.screens.cart.checkout }).click({ timeout: SLOW });
    await expect(page).toHaveURL(/\/checkout$/, { timeout: SLOW });
    await expect(placeOrder(page)).toBeEnabled({ timeout: SLOW });
  };
  await phase('sign-ups and carts', async () => {
    for (let first = 0; first < pages.length; first += WAVE) {
      await Promise.all(pages.slice(first, first + WAVE).map((page, k) => shopper(page, first + k)));
    }
  });

  // Everyone presses Place Order at once: each tab is armed to tap it at the same clock time (one
  // machine, one clock), so the checkouts really overlap instead of following each other's clicks.
  const unavailable = EN.messages.checkout.itemsUnavailable;
  const at = Date.now() + 2_000;
  const outcomes = await phase('place orders', () =>
    Promise.all(
      pages.map(async (page) => {
        const tappedAt = await placeOrder(page).evaluate(
          (button, when) =>
            new Promise<number>((resolve) => {
              setTimeout(() => {
                const now = Date.now();
                (button as HTMLButtonElement).click();
                resolve(now);
              }, when - Date.now());
            }),
          at,
        );
        const placed = page.getByText(EN.messages.orders.placed, { exact: true });
        const refused = page.getByText(unavailable, { exact: true });
        await expect(placed.or(refused)).toBeVisible({ timeout: SLOW });
        return { tappedAt, placed: (await placed.count()) > 0 };
      }),
    ),
  );
  const taps = outcomes.map((o) => o.tappedAt);
  test.info().annotations.push({ type: 'timing', description: `Place Order taps spread over ${Math.max(...taps) - Math.min(...taps)} ms` });
  const winners = pages.filter((_, i) => outcomes[i]?.placed);
  const losers = pages.filter((_, i) => !outcomes[i]?.placed);
  expect(winners).toHaveLength(PRODUCT.stock);
  expect(losers).toHaveLength(BUYERS - PRODUCT.stock);

  await phase('check outcome', async () => {
    // The 15: what they asked for and what is left, still on checkout with the box in the cart.
    await Promise.all(
      losers.map(async (page) => {
        const items = page.getByRole('list', { name: EN.screens.checkout.unavailableItems });
        await expect(items).toContainText(`${PRODUCT.name} (${PRODUCT.size})`);
        await expect(items).toContainText(fill(EN.screens.checkout.unavailableLine, { requested: 1, available: 0 }));
        await expect(items).toContainText(fill(EN.messages.checkout.onlyNAvailable, { n: 0 }));
        await expect(page).toHaveURL(/\/checkout$/);
      }),
    );
    // Exactly 5 orders: one for each winner, none for anyone else.
    await Promise.all(
      winners.map(async (page) => {
        await expect(page).toHaveURL(/\/orders$/, { timeout: SLOW });
        await expect(page.getByRole('article')).toHaveCount(1, { timeout: SLOW });
        await expect(page.getByRole('article').filter({ hasText: EN.screens.orders.justPlaced })).toHaveCount(1);
      }),
    );
    await Promise.all(
      losers.map(async (page) => {
        await menuLink(page, EN.nav.myOrders).click({ timeout: SLOW });
        await expect(page.getByText(EN.screens.orders.empty, { exact: true })).toBeVisible({ timeout: SLOW });
        await expect(page.getByRole('article')).toHaveCount(0);
      }),
    );
    // The size is sold out.
    const page = pages[0]!;
    await page.goto(PRODUCT.path);
    const size = page.getByRole('combobox', { name: EN.screens.product.size });
    await expect(
      size.getByRole('option', { name: pattern(EN.screens.product.sizeOptionOut) }).filter({ hasText: PRODUCT.size }),
    ).toHaveCount(1, {
      timeout: SLOW,
    });
  });
});
