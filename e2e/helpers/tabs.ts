import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './signInAs';

/**
 * Opens one tab per person at /login before anyone signs in, so no tab starts as someone else.
 * Tabs of one context share IndexedDB (as phones share the cloud database) and each keeps its own
 * sign-in, so a customer, a delivery person and an admin work side by side in local mode.
 */
export async function openTabs(context: BrowserContext, count: number): Promise<Page[]> {
  const pages: Page[] = [];
  for (let i = 0; i < count; i += 1) {
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 });
    pages.push(page);
  }
  return pages;
}

/** Signs this tab in from the login page it is on (no reload, which would adopt another tab's user). */
export async function signInHere(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password"]').press('Enter');
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
}
