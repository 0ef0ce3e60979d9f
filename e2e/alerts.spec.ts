import { expect, test, type Page } from '@playwright/test';
import { placeAttaOrder } from './helpers/placeAttaOrder';
import { openTabs, signInHere } from './helpers/tabs';

// Issue 38 in local mode, in the real Chromium: a customer's tab orders, the delivery person's
// tabs (one browser, several tabs, as on one phone) are told once, on any screen; out of sight the
// alert is a system notification; accepting tells the customer. Tabs of one context share IndexedDB
// and localStorage, as tabs of one phone's browser do.

/** Every chime the page asks for: HTMLMediaElement.play() recorded (and not sounded); unlock()'s muted play is not a chime. */
const RECORD_CHIMES = () => {
  const chimes: string[] = [];
  Object.assign(window, { recordedChimes: chimes });
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    if (!this.muted) chimes.push(this.currentSrc || this.src);
    return Promise.resolve();
  };
};

const chimesOf = (page: Page) => page.evaluate(() => (window as unknown as { recordedChimes: string[] }).recordedChimes.length);

/** The page out of sight, as when the phone is locked or another app is in front. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const show = (page: Page) =>
  page.evaluate(() => {
    delete (document as unknown as Record<string, unknown>).visibilityState;
    delete (document as unknown as Record<string, unknown>).hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** The alerts' code loads once the first screen has had its turn; then they watch from that moment on. */
async function alertsWatching(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /OrderAlertsLayer/.test(entry.name))), {
      timeout: 30_000,
    })
    .toBe(true);
  // The live list's first report (what exists now, never told) comes from IndexedDB just after.
  await page.waitForTimeout(1000);
}

const alertsRegion = (page: Page) => page.getByRole('region', { name: 'Order alerts' });

/** 'Order #K7P-4XM' on the customer's new order: the number every alert about it uses. */
async function newOrderNumber(customer: Page): Promise<string> {
  const card = customer.getByRole('article').filter({ hasText: 'Your new order' });
  const text = await card.getByText(/^Order #/).textContent();
  return text!.replace('Order #', '');
}

async function cancelNewOrder(customer: Page): Promise<void> {
  const card = customer.getByRole('article').filter({ hasText: 'Your new order' });
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await customer.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(customer.getByText('Order cancelled successfully', { exact: true })).toBeVisible();
}

test('a new order rings the delivery person once on any screen, as a notification when out of sight; accepting tells the customer', async ({
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await context.addInitScript(RECORD_CHIMES);
  const [customer, rider, riderAgain] = await openTabs(context, 3);
  await signInHere(customer!, 'customer@demo.shop');
  await signInHere(rider!, 'delivery@demo.shop');
  await signInHere(riderAgain!, 'delivery@demo.shop');
  // Home, not the dashboard: the alert must reach him wherever he is in the app.
  for (const tab of [rider!, riderAgain!]) {
    await tab.goto('/');
    await expect(tab.getByRole('searchbox')).toBeVisible({ timeout: 30_000 });
    await alertsWatching(tab);
  }

  await placeAttaOrder(customer!);
  const first = await newOrderNumber(customer!);

  // The tab in front: the banner with the number, the total and the village, the chime, the count in the title.
  const banner = alertsRegion(rider!)
    .getByRole('status')
    .filter({ hasText: `New order #${first}` });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/₹[\d,]+/);
  const total = (await banner.textContent())!.match(/₹[\d,]+/)![0];
  await expect(customer!.getByRole('article').filter({ hasText: 'Your new order' })).toContainText(total);
  await expect(rider!).toHaveTitle('(1) New orders · Gaon Kirana');
  await expect(riderAgain!).toHaveTitle('(1) New orders · Gaon Kirana');
  // One chime for the person, not one a tab.
  await expect.poll(async () => (await chimesOf(rider!)) + (await chimesOf(riderAgain!))).toBe(1);
  await rider!.waitForTimeout(1500);
  expect((await chimesOf(rider!)) + (await chimesOf(riderAgain!))).toBe(1);

  // Out of sight (the phone in his pocket): the next order is a notification in the phone's notification area.
  await riderAgain!.close();
  await expect(rider!.evaluate(async () => !!(await navigator.serviceWorker.ready).active)).resolves.toBe(true);
  await cancelNewOrder(customer!);
  await expect(rider!).toHaveTitle('Gaon Kirana & Feed Store');
  await hide(rider!);
  const chimedBefore = await chimesOf(rider!);
  await placeAttaOrder(customer!);
  const second = await newOrderNumber(customer!);
  await expect
    .poll(() =>
      rider!.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body })),
      ),
    )
    .toEqual([{ title: `New order #${second}`, body: expect.stringMatching(/^₹[\d,]+/) as unknown as string }]);
  expect(await chimesOf(rider!)).toBe(chimedBefore);

  // Back in front, he opens the order from its banner and accepts it: the customer's tab tells her.
  await show(rider!);
  await alertsRegion(rider!)
    .getByRole('status')
    .filter({ hasText: `New order #${second}` })
    .getByRole('button', { name: 'Open order' })
    .click();
  await expect(rider!).toHaveURL(/\/delivery-dashboard#order-/);
  const card = rider!.locator(`[id^="order-"]`).filter({ hasText: `Order #${second}` });
  await expect(card).toBeFocused();
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(rider!.getByText('Order accepted.', { exact: true })).toBeVisible();

  const told = alertsRegion(customer!)
    .getByRole('status')
    .filter({ hasText: `Order #${second} accepted` });
  await expect(told).toBeVisible();
  await expect(told).toContainText('will bring it to you.');
});
