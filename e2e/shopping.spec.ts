import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type en from '../src/ui/i18n/en.json';
import { LOCAL_DB_NAME } from './helpers/seedBuyers';
import { signInAs } from './helpers/signInAs';

// The demo customer's shopping journey in local mode: a Hindi search, a size, the stock limit,
// checkout, the new order, its cancellation and the stock coming back; in English on a desktop
// and in Hindi on a 360 x 740 phone. Then Add to Cart without a connection, and with the keyboard on
// a slow phone, Place Order too.

type Bundle = typeof en;
type Language = 'en' | 'hi';

/** The shop's own translations, so the test reads what a shopper reads in each language. */
const bundle = (language: Language): Bundle =>
  JSON.parse(readFileSync(new URL(`../src/ui/i18n/${language}.json`, import.meta.url), 'utf8')) as Bundle;
const BUNDLES: Record<Language, Bundle> = { en: bundle('en'), hi: bundle('hi') };
const EN = BUNDLES.en;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** The seeded atta: its 25kg bag has 8 in stock. */
const PRODUCT_PATH = '/product/grocery/atta/chakki_fresh_atta';
const SIZE = '25kg';
const STOCK = 8;
const NAME: Record<Language, string> = { en: 'Chakki Fresh Wheat Atta', hi: 'चक्की फ्रेश गेहूं आटा' };

/** i18next's {{placeholders}} filled in, as the page shows them. */
const fill = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A translated text with its {{placeholders}} matching anything. */
const pattern = (text: string): RegExp =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('.*')}$`,
  );

/** Fails on serious or critical axe violations in the screen (the shell's bars are checked by their own spec). */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Sign in as the demo customer in the given language (kept on the device, as a returning shopper). */
async function openShop(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await signInAs(page, 'customer');
  await expect(page).toHaveURL(/\/$/);
}

async function stockLine(page: Page, t: Bundle): Promise<void> {
  await page.getByRole('combobox', { name: t.screens.product.size }).selectOption(SIZE);
  await expect(page.getByText(fill(t.screens.product.left, { n: STOCK }), { exact: true })).toBeVisible();
}

const JOURNEYS: { language: Language; viewport: { width: number; height: number }; label: string }[] = [
  { language: 'en', viewport: DESKTOP, label: 'English on a desktop' },
  { language: 'hi', viewport: PHONE, label: 'Hindi on a 360 x 740 phone' },
];

for (const { language, viewport, label } of JOURNEYS) {
  test(`a customer finds atta by a Hindi search, hits the stock limit, checks out and cancels (${label})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = BUNDLES[language];
    const name = NAME[language];
    await page.setViewportSize(viewport);
    await openShop(page, language);

    // Home: search in Hindi, open the product from its card.
    const search = page.getByRole('searchbox', { name: t.screens.home.searchLabel });
    await expect(search).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    await search.fill('आटा');
    const results = page.getByRole('list', { name: fill(t.screens.home.resultsFor, { query: 'आटा' }) });
    const card = results.getByRole('article', { name, exact: true });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name, exact: true }).click();

    // Product: choose the 25kg bag, add it and go up to the stock.
    await expect(page).toHaveURL(new RegExp(`${PRODUCT_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await stockLine(page, t);
    await expectAccessible(page);
    await page.getByRole('button', { name: t.screens.shop.addToCart, exact: true }).click();
    const count = (n: number) => page.getByLabel(fill(t.screens.shop.inCart, { count: n }), { exact: true });
    await expect(count(1)).toBeVisible();
    const plus = page.getByRole('button', { name: fill(t.screens.shop.increase, { name }) });
    for (let n = 2; n <= STOCK; n += 1) {
      await plus.click();
      await expect(count(n)).toBeVisible();
    }
    await plus.click();
    await expect(page.getByRole('alert')).toHaveText(fill(t.messages.cart.plusBeyondStock, { n: STOCK }));
    await expect(count(STOCK)).toBeVisible();

    // Cart: the bag is there; on to checkout.
    await page
      .getByRole('link', { name: pattern(t.nav.cart) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByRole('listitem', { name, exact: true });
    await expect(line.getByLabel(fill(t.screens.cart.quantityOf, { name }))).toHaveValue(String(STOCK));
    await expectAccessible(page);
    await page.getByRole('link', { name: t.screens.cart.checkout }).click();

    // Checkout: cash on delivery, place the order.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText(t.screens.checkout.cashOnDelivery, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: pattern(t.screens.checkout.placeOrder) }).click();
    await expect(page.getByText(t.messages.orders.placed, { exact: true })).toBeVisible();

    // Orders: the new order is there, pending; cancel it.
    await expect(page).toHaveURL(/\/orders$/);
    const order = page.getByRole('article').filter({ hasText: t.screens.orders.justPlaced });
    await expect(order).toBeVisible();
    await expect(order.getByText(t.screens.orderCard.status.pending, { exact: true })).toBeVisible();
    await expect(order.getByText(`${name} ${fill(t.screens.orderCard.itemLine, { variant: SIZE, qty: STOCK })}`)).toBeVisible();
    await expectAccessible(page);
    await order.getByRole('button', { name: t.screens.orders.cancel }).click();
    const dialog = page.getByRole('alertdialog', { name: t.screens.orders.cancelTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.screens.orders.confirmCancel }).click();
    await expect(page.getByText(t.messages.orders.cancelled, { exact: true })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: t.screens.orders.justPlaced })).toHaveCount(0);

    // History has it as cancelled by the customer.
    await page.getByRole('link', { name: t.screens.orders.history }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.titles.orderHistory })).toBeVisible();
    await expect(page.getByText(t.screens.orders.cancelledBy.customer).first()).toBeVisible();

    // The product's stock is back.
    await page.goto(PRODUCT_PATH);
    await stockLine(page, t);
  });
}

test('Add to Cart without a connection gives the SPEC offline message and adds nothing', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await openShop(page, 'en');
  await page.goto(PRODUCT_PATH);
  await stockLine(page, EN);
  // Found while hidden too: the offline screen hides the page rather than unmounting it.
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true, includeHidden: true });
  await expect(add).toBeVisible();

  await context.setOffline(true);
  // The app covers the page with 'You're Offline': this is a tap that raced the connection going.
  await expect(page.getByRole('heading', { name: EN.fallback.offline.title })).toBeVisible();
  await add.dispatchEvent('click');
  await expect(page.getByText(EN.messages.cart.offline, { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(add).toBeVisible();
  await expect(page.getByLabel('In cart: 1', { exact: true })).toHaveCount(0);
});

/**
 * Holds local mode's cart table: a write transaction of the page's own on it, kept busy until the
 * returned function releases it, so the shop's cart changes wait behind it as they would behind a
 * slow network. Resolves once it holds.
 */
async function holdCart(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(
    (dbName) =>
      new Promise<void>((held, failed) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => failed(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const carts = db.transaction('carts', 'readwrite').objectStore('carts');
          let released = false;
          (window as unknown as { releaseCart: () => void }).releaseCart = () => (released = true);
          const keepBusy = () => {
            if (released) db.close();
            else carts.count().onsuccess = keepBusy;
          };
          carts.count().onsuccess = () => {
            held();
            keepBusy();
          };
        };
      }),
    LOCAL_DB_NAME,
  );
  return () => page.evaluate(() => (window as unknown as { releaseCart: () => void }).releaseCart());
}

test('on a slow phone the keyboard stays on the card: Add to Cart hands focus to plus, and plus keeps it while it waits', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openShop(page, 'en');
  const firstAdd = page.getByRole('button', { name: pattern(EN.screens.shop.addNamed) }).first();
  await expect(firstAdd).toBeVisible();
  const name = (await firstAdd.getAttribute('aria-label'))!.slice(fill(EN.screens.shop.addNamed, { name: '' }).length);
  const card = page.getByRole('article', { name, exact: true }).first();
  const add = card.getByRole('button', { name: fill(EN.screens.shop.addNamed, { name }) });
  const plus = card.getByRole('button', { name: fill(EN.screens.shop.increase, { name }) });

  // Chromium moves the focus off a disabled button to the page at its next rendering updates.
  const twoFrames = () => page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));

  await add.focus();
  let release = await holdCart(page);
  await page.keyboard.press('Enter');
  // The change waits: the button takes no second press meanwhile, yet keeps the focus for the stepper.
  await expect(add).toBeDisabled();
  await twoFrames();
  await expect(add).toBeFocused();
  await release();
  await expect(plus).toBeFocused();

  release = await holdCart(page);
  await page.keyboard.press('Enter');
  await expect(plus).toBeDisabled();
  await twoFrames();
  await expect(plus).toBeFocused();
  await release();
  await expect(card.getByRole('status', { name: fill(EN.screens.shop.inCart, { count: 2 }) })).toBeVisible();
  await expect(plus).toBeEnabled();
  await expect(plus).toBeFocused();
});

test('on a slow phone Place Order keeps the keyboard while the order is on its way', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openShop(page, 'en');
  await page
    .getByRole('button', { name: pattern(EN.screens.shop.addNamed) })
    .first()
    .click();
  await expect(page.getByRole('status', { name: fill(EN.screens.shop.inCart, { count: 1 }) })).toBeVisible();
  await page.goto('/checkout');
  // Its name changes while it works ('Placing order…'): one locator for both.
  const place = page
    .getByRole('button', { name: pattern(EN.screens.checkout.placeOrder) })
    .or(page.getByRole('button', { name: EN.screens.checkout.placing }));
  await expect(place).toHaveText(pattern(EN.screens.checkout.placeOrder));

  await place.focus();
  const release = await holdCart(page);
  await page.keyboard.press('Enter');
  await expect(place).toHaveAccessibleName(EN.screens.checkout.placing);
  await expect(place).toBeDisabled();
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  await expect(place).toBeFocused();
  await release();
  await expect(page.getByText(EN.messages.orders.placed, { exact: true })).toBeVisible();
});

test('the category page does not move as its sections and products arrive (phone)', async ({ page }) => {
  const t = BUNDLES.en;
  await page.setViewportSize(PHONE);
  await openShop(page, 'en');
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // At a phone's speed the loading state is on the screen before the group's sections arrive, as on a phone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/category/animal_feed');
  await expect(page.getByRole('navigation', { name: t.screens.category.subgroups })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Animal Feed' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(t.common.loading)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
});

test('the loading placeholders hold still for their first second (phone)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openShop(page, 'en');
  // Every animation the page starts, as each element is added (getAnimations() brings the styles up to date).
  await page.addInitScript(() => {
    const w = window as unknown as { started: { name: string; delay: number; endless: boolean }[] };
    w.started = [];
    const seen = new Set<Animation>();
    new MutationObserver(() => {
      for (const animation of document.getAnimations()) {
        if (seen.has(animation)) continue;
        seen.add(animation);
        const timing = animation.effect!.getTiming();
        w.started.push({
          name: (animation as CSSAnimation).animationName,
          delay: Number(timing.delay),
          endless: timing.iterations === Infinity,
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/category/animal_feed');
  await expect(page.getByRole('list', { name: 'Animal Feed' }).getByRole('listitem').first()).toBeVisible();
  const started = await page.evaluate(
    () => (window as unknown as { started: { name: string; delay: number; endless: boolean }[] }).started,
  );
  // The grey cards and chips were up (they pulse), and nothing endless moved before its first second.
  expect(started.map((animation) => animation.name)).toContain('pulse');
  expect(started.filter((animation) => animation.endless && animation.delay < 1000)).toEqual([]);
});
