import { expect, test, type Page } from '@playwright/test';

// The app shell in the built app (local mode, signed out): guards, bars, language, fallbacks.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The opacity and transform of the element the animation `name` moves, with the animation held
 * `ms` after its start: what the reader sees at that moment, whatever the machine's speed.
 */
const heldAt = (page: Page, name: string, ms: number) =>
  page.evaluate(
    ([name, ms]) => {
      const animation = document.getAnimations().find((a) => (a as CSSAnimation).animationName === name)!;
      animation.pause();
      animation.currentTime = ms;
      const effect = animation.effect as KeyframeEffect;
      const style = getComputedStyle(effect.target!, effect.pseudoElement);
      return { opacity: style.opacity, transform: style.transform };
    },
    [name, ms] as const,
  );

/** The spinner the animation `name` turns: hidden at 0.9 s, then shown and turning at 1.1 and 1.3 s. */
async function expectHiddenForASecond(page: Page, name: string): Promise<void> {
  expect((await heldAt(page, name, 900)).opacity).toBe('0');
  const first = await heldAt(page, name, 1100);
  const later = await heldAt(page, name, 1300);
  expect([first.opacity, later.opacity]).toEqual(['1', '1']);
  expect(first.transform).not.toBe(later.transform);
}

/** A hold on the requests `url` matches, until the returned function is called. */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The top bar's title (the menu's inline links may repeat the same words on a desktop). */
const title = (page: Page) => page.getByRole('banner').locator('p').first();

test('the shop opens, and a signed-out visitor lands on the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(title(page)).toHaveText('Login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a guarded page sends a visitor to login, remembering the page', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe('/checkout');
});

test('public pages open without signing in; unknown paths get the not-found page', async ({ page }) => {
  await page.goto('/about');
  await expect(title(page)).toHaveText('About');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('phone: the menu is collapsed, opens, and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
  await menu.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  // Signed out: no bottom bar.
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
});

test('desktop: the menu links are inline', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' })).toBeVisible();
});

test('Hindi switches the page in place and is kept across a reload', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/about');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(title(page)).toHaveText('हमारे बारे में');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.reload();
  await expect(title(page)).toHaveText('हमारे बारे में');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(title(page)).toHaveText('About');
});

test("going offline shows 'You're Offline' until the connection returns", async ({ page, context }) => {
  await page.goto('/about');
  await expect(title(page)).toHaveText('About');
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: "You're Offline" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Connection' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: "You're Offline" })).toHaveCount(0);
});

test('the loading spinners show, turning, only once the wait has lasted a second', async ({ page }) => {
  // The entry script held: index.html's shell stays. Then the About screen's code held: the app's spinner.
  const releaseEntry = await holdRequests(page, /\/(assets\/index-[\w-]+\.js|src\/main\.tsx)$/);
  const releaseScreen = await holdRequests(page, /AboutScreen[\w-]*\.(js|tsx)$/);
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeAttached();
  await expectHiddenForASecond(page, 'shell-spin');

  releaseEntry();
  await page.waitForFunction(() => document.getAnimations().some((a) => (a as CSSAnimation).animationName === 'spin-shown'));
  await expectHiddenForASecond(page, 'spin-shown');

  releaseScreen();
  await expect(title(page)).toHaveText('About');
});

test("/login's title and intro are on the screen before the app's code has arrived, and the app draws them again in place", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const releaseEntry = await holdRequests(page, /\/(assets\/index-[\w-]+\.js|src\/main\.tsx)$/);
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Login' });
  const intro = page.locator('p', { hasText: 'Sign in to order groceries and animal feed for home delivery.' });
  await expect(heading).toBeVisible();
  await expect(intro).toBeVisible();
  const shellBox = await intro.boundingBox();
  await expect(page.getByRole('form', { name: 'Sign In' })).toHaveCount(0);

  releaseEntry();
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
  await expect(heading).toHaveCount(1);
  // The same size, so the app's intro is no larger paint than the shell's (the page's largest paint
  // stays the shell's), and in the same place but for local mode's notice line, which only the app draws.
  const appBox = await intro.boundingBox();
  const notice = await page.getByRole('note').boundingBox();
  expect(appBox).toEqual({ ...shellBox, y: shellBox!.y + notice!.height });
});

test("/login's shell speaks the reader's language", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'hi'));
  const releaseEntry = await holdRequests(page, /\/(assets\/index-[\w-]+\.js|src\/main\.tsx)$/);
  await page.goto('/login', { waitUntil: 'commit' });
  // The English words are in the shell too, hidden, so by the name a reader hears, not textContent.
  const heading = page.getByRole('heading', { level: 1, name: 'लॉग इन', exact: true });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: 'गाँव किराना और पशु आहार भंडार', exact: true })).toBeVisible();
  await expect(page.getByText('Sign in to order groceries')).toBeHidden();
  await expect(page.getByText('Gaon Kirana & Feed Store')).toBeHidden();
  releaseEntry();
  await expect(page.getByRole('form', { name: 'लॉग इन' })).toBeVisible();
  await expect(heading).toBeVisible();
});

test("the first screen's code downloads at low priority while the shell is on the screen", async ({ page }) => {
  // High-priority scripts that land before the first paint count as blocking it in Lighthouse's
  // simulation; the shell needs none of them (scripts/vite/firstScreenPreload.ts).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) priorities.set(path, request.initialPriority);
  });
  const releaseEntry = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  // Before the entry has run, the page has asked for the entry, the backend and the About screen.
  await expect.poll(() => [...priorities.keys()].filter((path) => /\/(index|bindLocalAdapters|AboutScreen)-/.test(path)).length).toBe(3);
  expect([...new Set(priorities.values())]).toEqual(['Low']);

  releaseEntry();
  await expect(title(page)).toHaveText('About');
});
