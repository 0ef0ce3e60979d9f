import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Serious and critical accessibility problems on the page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;

interface Words {
  createAccountMode: string;
  createAccountSubmit: string;
  email: string;
  password: string;
  completeProfile: string;
  name: string;
  village: string;
  saveProfile: string;
  addressSetup: string;
  details: string;
  houseNo: string;
  building: string;
  saveAddress: string;
  saved: string;
}

const ENGLISH: Words = {
  createAccountMode: 'Create Account',
  createAccountSubmit: 'Create Account',
  email: 'Email',
  password: 'Password',
  completeProfile: 'Complete Your Profile',
  name: 'Your Name',
  village: 'Village',
  saveProfile: 'Save and Continue',
  addressSetup: 'Set Up Your Address',
  details: 'Add Address Details',
  houseNo: 'House No. & Floor',
  building: 'Building & Society',
  saveAddress: 'Save Address',
  saved: 'Address saved successfully! Redirecting to your home page...',
};

const HINDI: Words = {
  createAccountMode: 'नया खाता बनाएँ',
  createAccountSubmit: 'खाता बनाएँ',
  email: 'ईमेल',
  password: 'पासवर्ड',
  completeProfile: 'अपनी प्रोफ़ाइल पूरी करें',
  name: 'आपका नाम',
  village: 'गाँव',
  saveProfile: 'सेव करें और आगे बढ़ें',
  addressSetup: 'अपना पता जोड़ें',
  details: 'पते की जानकारी जोड़ें',
  houseNo: 'मकान नंबर और मंज़िल',
  building: 'बिल्डिंग और सोसाइटी',
  saveAddress: 'पता सेव करें',
  saved: 'पता सेव हो गया! आपको होम पेज पर ले जा रहे हैं...',
};

/** Sign up, complete the profile, set the address by tapping the schematic map, and land on home. */
async function newCustomerJourney(page: Page, words: Words): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: words.createAccountMode, pressed: false }).click();
  const form = page.getByRole('form', { name: words.createAccountMode });
  await form.getByLabel(words.email).fill(uniqueEmail('asha'));
  await form.getByLabel(words.password, { exact: true }).fill('asha-secret');
  await expectAccessible(page);
  await form.getByRole('button', { name: words.createAccountSubmit }).click();

  await expect(page.getByRole('heading', { name: words.completeProfile, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/complete-profile$/);
  await page.getByLabel(words.name).fill('Asha Devi');
  await page.getByLabel(words.village).fill('Sherpur');
  await page.getByRole('button', { name: words.saveProfile }).click();

  await expect(page.getByRole('heading', { name: words.addressSetup, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/address-setup$/);
  const map = page.getByRole('application');
  await expect(map).toBeVisible();
  await expectAccessible(page);
  const box = (await map.boundingBox())!;
  // A tap away from the pin (which sits in the middle), near the store's village.
  await map.click({ position: { x: box.width * 0.3, y: box.height * 0.35 } });

  await expect(page.getByRole('heading', { name: words.details })).toBeVisible();
  await expect(page.getByTestId('address-summary')).toContainText('244231');
  await page.getByLabel(words.houseNo).fill('12');
  await page.getByLabel(words.building).fill('Verma Niwas');
  await expectAccessible(page);
  await page.getByRole('button', { name: words.saveAddress }).click();

  await expect(page.getByText(words.saved)).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  // Home keeps the user: the saved address passes the address check.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

test('a new customer signs up, completes the profile, sets an address on the map and lands on home', async ({ page }) => {
  await newCustomerJourney(page, ENGLISH);
});

test.describe('on a 360 x 740 phone in Hindi', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the same journey', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'hi'));
    await newCustomerJourney(page, HINDI);
  });
});

test('the demo customer signs in with one tap', async ({ page }) => {
  await page.goto('/login');
  const demo = page.getByRole('region', { name: 'Try a demo account' });
  await expect(demo).toBeVisible();
  await expectAccessible(page);
  await demo.getByRole('button', { name: /customer@demo\.shop/ }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a guest sees the about page and the maps test picks an address on the schematic map', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/maps-test');
  const map = page.getByRole('application');
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.7, y: box.height * 0.6 } });
  await expect(page.getByTestId('address-summary')).toBeVisible();
  await expectAccessible(page);
});
