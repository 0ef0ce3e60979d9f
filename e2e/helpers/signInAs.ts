import { expect, type Page } from '@playwright/test';

export type DemoRole = 'customer' | 'delivery' | 'admin';

/** The accounts local mode seeds, one per role (README); every one has this password. */
export const DEMO_PASSWORD = 'demo1234';
export const demoEmail = (role: DemoRole): string => `${role}@demo.shop`;

/**
 * Signs the page's tab in as a seeded demo account and waits until the login page has let go.
 * Uses the one-tap demo button (local mode), or the email form where there is none (for example
 * Firebase against the Auth emulator with the same accounts). Works in English and Hindi: it finds
 * the button by the account's email and the fields by name, never by translated text.
 */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/login');
  const email = page.locator('input[name="email"]');
  // The dev server may still be compiling the login screen on a busy machine.
  await expect(email).toBeVisible({ timeout: 30_000 });
  const demoButton = page.getByRole('button', { name: demoEmail(role) });
  if ((await demoButton.count()) > 0) {
    await demoButton.click();
  } else {
    await email.fill(demoEmail(role));
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="password"]').press('Enter');
  }
  await expect(page).not.toHaveURL(/\/login$/);
}
