import { readFileSync } from 'node:fs';
import { expect, test as base, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import type en from '../../src/ui/i18n/en.json';
import type { Account } from './emulatorShop';

/** The shop's English words, so a test reads what a person reads. */
export const EN = JSON.parse(readFileSync(new URL('../../src/ui/i18n/en.json', import.meta.url), 'utf8')) as typeof en;

/** i18next's {{placeholders}} filled in, as the page shows them. */
export const fill = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

const consoleErrors = new WeakMap<Page, string[]>();

/**
 * The browser's own line for a failed request of Firestore's WebChannel transport, which the SDK
 * retries on a new channel, or of the probe it then sends to google.com (unreachable offline): the
 * emulator now and then answers a channel request 400 (seen once in a clean-clone run). What the
 * SDK reports as failed, and the shop's own errors, are other lines and still count.
 */
const firestoreTransport = (message: ConsoleMessage): boolean =>
  message.text().startsWith('Failed to load resource') &&
  /\/google\.firestore\.v1\.Firestore\/(Write|Listen)\/channel\?|^https:\/\/www\.google\.com\/images\/cleardot\.gif/.test(
    message.location().url,
  );

/**
 * Each person on a phone of their own (a browser context: their own sign-in and storage), every
 * console error and uncaught page error of it collected. When the test ends, every phone must have
 * logged none.
 */
export class Phones {
  private readonly open: Array<{ name: string; context: BrowserContext; page: Page }> = [];

  constructor(private readonly browser: Browser) {}

  async phone(name: string, viewport = PHONE): Promise<Page> {
    const context = await this.browser.newContext({ viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    consoleErrors.set(page, errors);
    page.on('console', (message) => {
      if (message.type() === 'error' && !firestoreTransport(message))
        errors.push(`${name} on ${new URL(page.url()).pathname}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${name} on ${new URL(page.url()).pathname}: uncaught ${error.message}`));
    this.open.push({ name, context, page });
    return page;
  }

  /** Fails with every console error any phone logged. */
  async closeAll(): Promise<void> {
    const logged = this.open.flatMap(({ page }) => consoleErrors.get(page) ?? []);
    await Promise.all(this.open.splice(0).map(({ context }) => context.close()));
    expect(logged, 'console errors').toEqual([]);
  }
}

/** `test` with `phones`, which fails the test on any console error of any phone. */
export const test = base.extend<{ phones: Phones }>({
  // Playwright names this argument `use`; another name keeps it apart from React's use().
  phones: async ({ browser }, provide) => {
    const phones = new Phones(browser);
    await provide(phones);
    await phones.closeAll();
  },
});

/**
 * The screen as it is now shows no error: no error alert (role alert; `expectedAlerts` names the
 * ones this screen is meant to show, such as 'Map not available' without a Maps key), no error
 * toast, no 'Permission denied' anywhere, and the phone has logged no console error so far.
 * Call it once the screen shows its data.
 */
export async function expectCleanScreen(page: Page, expectedAlerts: readonly string[] = []): Promise<void> {
  const where = new URL(page.url()).pathname;
  let alerts = page.getByRole('alert');
  for (const text of expectedAlerts) alerts = alerts.filter({ hasNotText: text });
  await expect(alerts, `an error alert on ${where}`).toHaveCount(0);
  await expect(page.locator('[data-scope="toast"][data-type="error"]'), `an error toast on ${where}`).toHaveCount(0);
  await expect(page.getByText(/permission denied/i), `'Permission denied' on ${where}`).toHaveCount(0);
  expect(consoleErrors.get(page) ?? [], `console errors by ${where}`).toEqual([]);
}

/** Signs the phone in through the login page's form and waits until it has let go. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: EN.screens.login.modes.signIn });
  await form.getByLabel(EN.screens.login.email).fill(account.email);
  await form.getByLabel(EN.screens.login.password, { exact: true }).fill(account.password);
  await form.getByRole('button', { name: EN.screens.login.submit.signIn }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
