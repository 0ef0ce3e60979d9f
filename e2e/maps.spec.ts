import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type en from '../src/ui/i18n/en.json';

// Issue 9 in Firebase mode (playwright.config.ts builds it twice): /maps-test, the public page with
// the address picker alone. Without a Google Maps key the picker says 'Map not available' and
// manual entry works; with a key whose script request is blocked, the SPEC section 8 script
// failure shows and manual entry still works. No request ever leaves this machine.

const EN = JSON.parse(readFileSync(new URL('../src/ui/i18n/en.json', import.meta.url), 'utf8')) as typeof en;
const PICKER = EN.screens.addressPicker;
const MANUAL = EN.screens.manualAddress;
const ADDRESS = EN.messages.address;

/** The script the Maps JavaScript API loader asks for. */
const GOOGLE_MAPS_SCRIPT = /^https:\/\/maps\.googleapis\.com\//;

/** Aborts every request that would leave 127.0.0.1 and returns the list of those that tried. */
async function keepEverythingLocal(context: BrowserContext): Promise<string[]> {
  const tried: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      tried.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return tried;
}

/** 'Map not available', with 'Failed to load map.' and the cause (SPEC sections 2 and 8). */
async function expectMapUnavailable(page: Page, cause: string): Promise<void> {
  const warning = page.getByRole('alert').filter({ hasText: PICKER.mapUnavailable });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`${EN.messages.maps.loadFailedPrefix} ${cause}`);
  // The map's own tools are gone; the typed address is the way on.
  await expect(page.getByRole('button', { name: PICKER.currentLocation })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: PICKER.searchLabel })).toHaveCount(0);
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });

/**
 * 'Enter Manually' opens 'Enter Address Manually'; its SPEC section 5 checks hold (all required,
 * the PIN code exactly 6 digits and at most 6 long, an error clearing as its field is edited);
 * a valid address is reported to the page with no map point, and the picker is back.
 */
async function enterAddressByHand(page: Page, cause: string): Promise<void> {
  const picked = page.getByRole('region', { name: EN.screens.mapsTest.picked });
  await expect(picked).toContainText(EN.screens.mapsTest.nothing);

  await page.getByRole('alert').getByRole('button', { name: PICKER.enterManually }).click();
  const form = page.getByRole('form', { name: MANUAL.title });
  await expect(form.getByRole('heading', { level: 2, name: MANUAL.title })).toBeVisible();
  const submit = form.getByRole('button', { name: MANUAL.submit });

  await submit.click();
  for (const message of [
    ADDRESS.streetRequired,
    ADDRESS.areaRequired,
    ADDRESS.cityRequired,
    ADDRESS.stateRequired,
    ADDRESS.pincodeRequired,
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await field(page, MANUAL.street).fill('  12 Gali Mandir Wali ');
  await expect(form.getByText(ADDRESS.streetRequired, { exact: true })).toHaveCount(0);
  await field(page, MANUAL.area).fill('Mohalla Kazi');
  await field(page, MANUAL.city).fill('Sherpur');
  await field(page, MANUAL.state).fill('Uttar Pradesh');

  const pincode = field(page, MANUAL.pincode);
  await pincode.fill('24400');
  await submit.click();
  await expect(form.getByText(ADDRESS.pincodeInvalid, { exact: true })).toBeVisible();
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await pincode.fill('24400x');
  await submit.click();
  await expect(form.getByText(ADDRESS.pincodeInvalid, { exact: true })).toBeVisible();
  // Nothing reached the page while the form was refusing.
  await expect(picked).toContainText(EN.screens.mapsTest.nothing);

  await pincode.fill('2440012');
  await expect(pincode).toHaveValue('244001');
  await expect(form.getByText(ADDRESS.pincodeInvalid, { exact: true })).toHaveCount(0);
  await submit.click();

  // Accepted: the form closes, the picker (still without a map) is back, and the page has the address.
  await expect(form).toHaveCount(0);
  await expectMapUnavailable(page, cause);
  const summary = picked.getByTestId('address-summary');
  await expect(summary).toContainText('12 Gali Mandir Wali, Mohalla Kazi, Sherpur, Uttar Pradesh, 244001');
  await expect(summary).toContainText(`${EN.screens.addressDetails.city}: Sherpur`);
  await expect(summary).toContainText(`${EN.screens.addressDetails.pincode}: 244001`);
  await expect(picked).toContainText(`${EN.screens.mapsTest.coordinates} ${EN.screens.mapsTest.noCoordinates}`);
}

/** Opens /maps-test and returns the errors the page throws (a start-up crash leaves it blank). */
async function openMapsTest(page: Page): Promise<string[]> {
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await page.goto('/maps-test');
  const title = page.getByRole('heading', { level: 1, name: EN.titles.mapsTest });
  await expect(async () => {
    expect(thrown, 'errors thrown by the page').toEqual([]);
    await expect(title).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return thrown;
}

// Routing must see every request: a service worker would answer some of them itself.
test.use({ serviceWorkers: 'block' });

test(
  'Firebase mode without a Maps key: Map not available, and the address is typed by hand',
  { tag: '@no-maps-key' },
  async ({ page, context }) => {
    const outside = await keepEverythingLocal(context);
    const thrown = await openMapsTest(page);
    await expectMapUnavailable(page, EN.messages.maps.keyMissing);
    await enterAddressByHand(page, EN.messages.maps.keyMissing);
    // Without a key the shop does not even try Google.
    expect(outside.filter((url) => GOOGLE_MAPS_SCRIPT.test(url))).toEqual([]);
    expect(thrown).toEqual([]);
  },
);

test(
  'Firebase mode with a Maps key whose script is blocked: the script failure shows, and manual entry works',
  { tag: '@maps-blocked' },
  async ({ page, context }) => {
    const outside = await keepEverythingLocal(context);
    const thrown = await openMapsTest(page);
    await expectMapUnavailable(page, EN.messages.maps.scriptFailed);
    // The failure is the blocked script, not a missing key: the shop did ask Google for it.
    expect(outside.some((url) => GOOGLE_MAPS_SCRIPT.test(url))).toBe(true);
    await enterAddressByHand(page, EN.messages.maps.scriptFailed);
    expect(thrown).toEqual([]);
  },
);
