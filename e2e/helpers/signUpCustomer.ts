import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type en from '../../src/ui/i18n/en.json';

const EN = JSON.parse(readFileSync(new URL('../../src/ui/i18n/en.json', import.meta.url), 'utf8')) as typeof en;

export interface NewCustomer {
  email: string;
  password: string;
  name: string;
  village: string;
  /** Ten digits, so checkout has it already. */
  phone: string;
}

/**
 * A new customer through the real screens of local mode, in English: Create Account on /login,
 * name, village and phone on /complete-profile, a tap on the schematic map and the house details
 * on /address-setup, until home shows. The page must be on /login, signed out. Pass a longer timeout
 * when many tabs do this at once on a small machine.
 */
export async function signUpCustomer(page: Page, customer: NewCustomer, timeout = 10_000): Promise<void> {
  const login = EN.screens.login;
  await page.getByRole('button', { name: login.modes.signUp, pressed: false }).click({ timeout });
  const form = page.getByRole('form', { name: login.modes.signUp });
  await form.getByLabel(login.email).fill(customer.email, { timeout });
  await form.getByLabel(login.password, { exact: true }).fill(customer.password, { timeout });
  await form.getByRole('button', { name: login.submit.signUp }).click({ timeout });

  await expect(page).toHaveURL(/\/complete-profile$/, { timeout });
  await page.locator('input[name="name"]').fill(customer.name, { timeout });
  await page.locator('input[name="village"]').fill(customer.village, { timeout });
  await page.locator('input[name="phoneNumber"]').fill(customer.phone, { timeout });
  await page.getByRole('button', { name: EN.screens.completeProfile.submit }).click({ timeout });

  await expect(page).toHaveURL(/\/address-setup$/, { timeout });
  const map = page.getByRole('application');
  await expect(map).toBeVisible({ timeout });
  const box = await map.boundingBox();
  if (!box) throw new Error('the schematic map has no size');
  // A tap away from the pin (which sits in the middle), near the store's village.
  await map.click({ position: { x: box.width * 0.3, y: box.height * 0.35 }, timeout });
  const details = EN.screens.addressDetails;
  await expect(page.getByRole('heading', { name: details.title })).toBeVisible({ timeout });
  await page.getByLabel(details.houseNo).fill('12', { timeout });
  await page.getByLabel(details.building).fill(`${customer.name} Niwas`, { timeout });
  await page.getByRole('button', { name: details.save }).click({ timeout });
  // Home itself, not a passing '/' that the address guard turns back to /address-setup.
  await expect(page.getByRole('searchbox', { name: EN.screens.home.searchLabel }), 'home, once the address is saved').toBeVisible({
    timeout,
  });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}
