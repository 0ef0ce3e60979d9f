import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Order } from '../../src/domain/order/Order';
import { shortOrderNumber } from '../../src/domain/order/shortOrderNumber';
import { formatPrice } from '../../src/ui/shared/formatPrice';
import {
  activeOrdersOf,
  adminDb,
  cartLineCount,
  createAccount,
  emptyStore,
  historyOf,
  PROJECT,
  roleOf,
  seedPerson,
  STORE,
  uidOf,
  type Account,
  type Person,
} from '../helpers/emulatorShop';
import { DESKTOP, EN, expectCleanScreen, fill, PHONE, signIn, test } from '../helpers/phones';

// Issue 21: a store's first day on Firebase, from empty emulators to the first delivered order, in
// a real browser against the Auth, Firestore (with the real firestore.rules) and Functions
// emulators. Nothing is seeded but the accounts people would create themselves: the setup command
// makes the owner admin, writes the settings and imports the starter catalogue; everything after
// it is done on the screens. The day runs as one serial journey, a step per test, each person on a
// phone of their own; every screen visited shows no error alert and no 'Permission denied', and
// logs no console error.

test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
/** The PIN code the owner adds on the first day; the customer's typed address is in it. */
const NEW_PIN = '244221';
const PICKER = EN.screens.addressPicker;
const MANUAL = EN.screens.manualAddress;
const DETAILS = EN.screens.addressDetails;
const SETTINGS = EN.screens.storeSettings;

/** What one step leaves for the next. */
const day: { owner?: Account; rider?: Person; customer?: Account; order?: Order } = {};

const orderCard = (scope: Page | Locator, order: Pick<Order, 'id'>): Locator =>
  scope.getByRole('article').filter({ hasText: fill(EN.screens.orderCard.number, { number: shortOrderNumber(order.id) }) });
const figure = (region: Locator, label: string): Locator => region.getByText(label, { exact: true }).locator('xpath=..');

test.beforeAll(async () => {
  await emptyStore();
});

test('the setup command makes the owner admin, writes the settings and imports the starter catalogue', async () => {
  // The owner has made an account in the shop (the login page's 'Create Account'), nothing more.
  day.owner = await createAccount('owner-gaon-kirana@example.in');

  const { stdout, stderr } = await run('node', [
    'scripts/setup-firebase.mjs',
    '--admin',
    day.owner.email,
    '--catalogue',
    '--project',
    PROJECT,
    '--store',
    STORE,
  ]);

  expect(stderr).toBe('');
  expect(stdout).toContain(`✓ ${day.owner.email} is now the store's admin`);
  expect(stdout).toContain('✓ The default store settings are written.');
  expect(stdout).toContain('✓ The starter catalogue is imported: 99 products in 8 groups.');
  expect(await roleOf(day.owner.uid)).toBe('admin');
  expect((await adminDb().doc('settings/store').get()).get('allowedPincodes')).toEqual(['244231']);
});

test('the owner signs in for the first time, sees the dashboard and sets the store up', async ({ phones }) => {
  const page = await phones.phone('owner', DESKTOP);
  await signIn(page, day.owner!);

  // The first sign-in asks who the owner is; staff may skip the address.
  await expect(page.getByRole('heading', { level: 1, name: EN.titles.completeProfile })).toBeVisible();
  await expectCleanScreen(page);
  await page.getByLabel(EN.screens.completeProfile.fields.name).fill('Asha Verma');
  await page.getByLabel(EN.screens.completeProfile.fields.village).fill('Sherpur');
  await page.getByRole('button', { name: EN.screens.completeProfile.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: EN.titles.addressSetup })).toBeVisible();
  await page.getByRole('button', { name: EN.screens.addressSetup.skip }).click();

  // The dashboard of an empty day, with the starter catalogue's stock.
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const today = page.getByRole('region', { name: EN.screens.adminDashboard.today, exact: true });
  await expect(figure(today, EN.screens.adminDashboard.ordersToday)).toContainText('0');
  await expect(page.getByRole('region', { name: EN.screens.adminDashboard.recent })).toContainText(EN.screens.adminDashboard.noRecent);
  await expect(page.getByRole('region', { name: EN.screens.adminDashboard.stock, exact: true })).toContainText('Soya DOC');
  await expectCleanScreen(page);

  // Store settings: the address and phone the About page shows, one more PIN code, the delivery code on.
  const settings = page.getByRole('region', { name: SETTINGS.title });
  await settings.getByLabel(SETTINGS.fields.address).fill('Main Chowk, Sherpur, District Amroha, Uttar Pradesh 244231');
  await settings.getByLabel(SETTINGS.fields.phone, { exact: true }).fill('+91 98370 12345');
  await settings.getByLabel(SETTINGS.fields.pincodes).fill(`244231, ${NEW_PIN}`);
  await settings.getByRole('checkbox', { name: SETTINGS.fields.deliveryCode }).check({ force: true });
  await settings.getByRole('button', { name: SETTINGS.save }).click();
  await expect(page.getByText(EN.messages.settings.saved, { exact: true })).toBeVisible();
  await expectCleanScreen(page);
  const stored = (await adminDb().doc('settings/store').get()).data()!;
  expect(stored).toMatchObject({
    address: 'Main Chowk, Sherpur, District Amroha, Uttar Pradesh 244231',
    allowedPincodes: ['244231', NEW_PIN],
    deliveryCodeEnabled: true,
    phone: '+91 98370 12345',
  });
  expect((await adminDb().doc('settings/public').get()).get('allowedPincodes')).toEqual(['244231', NEW_PIN]);
});

test('the owner finds themself among the users and changes a price of the starter catalogue', async ({ phones }) => {
  const page = await phones.phone('owner', DESKTOP);
  await signIn(page, day.owner!);
  // Without an address of their own, staff are asked for one at each sign-in, and skip it.
  await page.getByRole('button', { name: EN.screens.addressSetup.skip }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // Users: the owner, made admin by the setup command.
  await page.getByRole('link', { name: EN.nav.bottom.users }).first().click();
  const me = page.getByRole('article', { name: new RegExp(`^Asha Verma`) });
  await expect(me.getByLabel(EN.screens.adminUsers.typeLabel)).toHaveValue('admin');
  await expectCleanScreen(page);

  // A price of the starter catalogue changed to the shop's own: maida at ₹48 (the server's saveProduct).
  await page.goto(`/adminupload?edit=${encodeURIComponent('grocery/atta/maida')}`);
  await expect(page.getByRole('heading', { name: fill(EN.screens.adminUpload.editTitle, { name: 'Maida' }) })).toBeVisible();
  await page.getByLabel(EN.screens.adminUpload.price, { exact: true }).fill('48');
  await expectCleanScreen(page);
  await page.getByRole('button', { name: EN.screens.adminUpload.save }).click();
  await expect(page.getByText(EN.messages.product.saved, { exact: true })).toBeVisible();
  await expectCleanScreen(page);
  const maida = (await adminDb().doc(`store/${STORE}/groups/grocery/subgroups/atta/products/maida`).get()).data()!;
  expect(maida).toMatchObject({ price: 48, mrp: 50, available: 18, nameHi: 'मैदा' });
});

/** Adds every product the category's subgroup shows, until the cart has `want` lines; the names added. */
async function addFromShelf(page: Page, path: string, want: number, added: string[]): Promise<void> {
  await page.goto(path);
  const grid = page.getByRole('main').getByRole('article');
  await expect(grid.first()).toBeVisible();
  await expectCleanScreen(page);
  for (const card of await grid.all()) {
    if (added.length >= want) return;
    const name = (await card.getAttribute('aria-label'))!;
    const add = card.getByRole('button', { name: fill(EN.screens.shop.addNamed, { name }) });
    if ((await add.count()) === 0) continue;
    await add.click();
    await expect(card.getByRole('status', { name: fill(EN.screens.shop.inCart, { count: 1 }) })).toBeVisible();
    added.push(name);
  }
}

test('a customer signs up, types an address in the PIN code the owner added, and adds a landmark to it', async ({ phones }) => {
  const page = await phones.phone('Sunita', PHONE);
  const email = `sunita-${crypto.randomUUID().slice(0, 6)}@example.in`;
  await page.goto('/login');
  await page.getByRole('button', { name: EN.screens.login.modes.signUp, pressed: false }).click();
  const signUp = page.getByRole('form', { name: EN.screens.login.modes.signUp });
  await signUp.getByLabel(EN.screens.login.email).fill(email);
  await signUp.getByLabel(EN.screens.login.password, { exact: true }).fill('sunita-secret');
  await signUp.getByRole('button', { name: EN.screens.login.submit.signUp }).click();
  await expect(page.getByRole('heading', { level: 1, name: EN.titles.completeProfile })).toBeVisible();
  await page.getByLabel(EN.screens.completeProfile.fields.name).fill('Sunita Devi');
  await page.getByLabel(EN.screens.completeProfile.fields.village).fill('Kazipur');
  await page.getByLabel(EN.screens.completeProfile.fields.phoneNumber).fill('9837054321');
  await page.getByRole('button', { name: EN.screens.completeProfile.submit }).click();

  // No Maps key: the address is typed, in the PIN code the owner added this morning.
  const noMap = page.getByRole('alert').filter({ hasText: PICKER.mapUnavailable });
  await noMap.getByRole('button', { name: PICKER.enterManually }).click();
  const manual = page.getByRole('form', { name: MANUAL.title });
  await manual.getByRole('textbox', { name: MANUAL.street }).fill('Masjid Wali Gali');
  await manual.getByRole('textbox', { name: MANUAL.area }).fill('Kazipur');
  await manual.getByRole('textbox', { name: MANUAL.city }).fill('Kazipur');
  await manual.getByRole('textbox', { name: MANUAL.state }).fill('Uttar Pradesh');
  await manual.getByRole('textbox', { name: MANUAL.pincode }).fill(NEW_PIN);
  await manual.getByRole('button', { name: MANUAL.submit }).click();
  await expect(page.getByText(fill(DETAILS.noMapLocation, { pincode: NEW_PIN }))).toBeVisible();
  await page.getByLabel(DETAILS.houseNo).fill('7');
  await page.getByLabel(DETAILS.building).fill('Pradhan Ji Ka Makan');
  await expectCleanScreen(page, [PICKER.mapUnavailable]);
  await page.getByRole('button', { name: DETAILS.save }).click();
  await expect(page.getByRole('searchbox', { name: EN.screens.home.searchLabel })).toBeVisible();
  await expectCleanScreen(page);
  day.customer = { uid: await uidOf(email), email, password: 'sunita-secret' };
  expect((await adminDb().doc(`users/${day.customer.uid}`).get()).get('deliveryAddress')).toMatchObject({
    pincode: NEW_PIN,
    coordinates: null,
  });

  // She adds a landmark for the delivery person: an edit in place, which the server's editAddress writes.
  const LOCATION = EN.screens.location;
  await page.goto('/location');
  const saved = page.getByRole('list', { name: LOCATION.saved }).getByRole('listitem');
  await saved.getByRole('button', { name: LOCATION.edit }).click();
  await expect(page.getByRole('heading', { name: LOCATION.editTitle })).toBeVisible();
  await page.getByLabel(DETAILS.landmark).fill('Behind the Shiv temple');
  await page.getByRole('button', { name: DETAILS.save }).click();
  await expect(page.getByText(LOCATION.done.updated, { exact: true })).toBeVisible();
  await expect(saved.filter({ hasText: 'Behind the Shiv temple' })).toBeVisible();
  await expectCleanScreen(page);
  expect((await adminDb().doc(`users/${day.customer.uid}`).get()).get('deliveryAddress')).toMatchObject({
    pincode: NEW_PIN,
    landmark: 'Behind the Shiv temple',
  });
});

test('the customer fills the cart with 12 products from the starter shelves', async ({ phones }) => {
  const page = await phones.phone('Sunita', PHONE);
  await signIn(page, day.customer!);

  // Twelve products from the starter shelves, each with its first size; maida among them.
  const added: string[] = [];
  for (const sub of ['atta', 'rice', 'dal']) await addFromShelf(page, `/category/grocery?sub=${sub}`, 12, added);
  expect(added).toHaveLength(12);
  expect(added).toContain('Maida');
  await expect.poll(() => cartLineCount(day.customer!.uid)).toBe(12);
});

test('the customer orders the 12 lines, cash on delivery, and gets the delivery code', async ({ phones }) => {
  const page = await phones.phone('Sunita', PHONE);
  await signIn(page, day.customer!);
  await page.goto('/checkout');
  await expect(page.getByText(fill(EN.screens.checkout.summary, { count: 12 }))).toBeVisible();
  await expect(page.getByText('7, Pradhan Ji Ka Makan, Masjid Wali Gali, Kazipur, Kazipur, Uttar Pradesh, 244221')).toBeVisible();
  await expectCleanScreen(page);
  await page.getByRole('button', { name: new RegExp(`^${fill(EN.screens.checkout.placeOrder, { total: '' })}`) }).click();
  await expect(page.getByText(EN.messages.orders.placed, { exact: true })).toBeVisible();

  const [order] = await activeOrdersOf(day.customer!.uid);
  day.order = order!;
  expect(order!.items).toHaveLength(12);
  // The server priced it from the catalogue: maida at the owner's new price.
  expect(order!.items.find((i) => i.id === 'maida')).toMatchObject({ price: 4800, qty: 1 });
  expect(order).toMatchObject({ status: 'pending', deliveryCodeRequired: true, userName: 'Sunita Devi' });
  const card = orderCard(page, order!);
  await expect(card.getByText(new RegExp(`^${fill(EN.screens.orders.deliveryCode, { code: '' })}\\d{4}$`))).toBeVisible();
  await expect(card.getByText(formatPrice(order!.total)).first()).toBeVisible();
  await expectCleanScreen(page);
});

test('the owner makes another account a delivery person from the Users screen', async ({ phones }) => {
  // Sunil made his account in the shop yesterday, as a customer.
  day.rider = await seedPerson('Sunil Yadav', 'customer');
  const page = await phones.phone('owner', DESKTOP);
  await signIn(page, day.owner!);
  await page.goto('/admin/users');
  await page.getByLabel(EN.screens.adminUsers.search).fill('Sunil');
  const sunil = page.getByRole('article', { name: 'Sunil Yadav' });
  const type = sunil.getByLabel(EN.screens.adminUsers.typeLabel);
  await expect(type).toHaveValue('customer');
  await expectCleanScreen(page);

  await type.selectOption('delivery');
  const dialog = page.getByRole('alertdialog', { name: EN.screens.adminUsers.confirm.title });
  await expect(dialog).toContainText(
    fill(EN.screens.adminUsers.confirm.body, { name: 'Sunil Yadav', from: EN.screens.adminUsers.roles.customer, to: 'Delivery' }),
  );
  await dialog.getByRole('button', { name: EN.screens.adminUsers.confirm.confirm }).click();
  await expect(page.getByText(EN.messages.roles.updated, { exact: true })).toBeVisible();
  await expect(type).toHaveValue('delivery');
  await expectCleanScreen(page);
  expect(await roleOf(day.rider.uid)).toBe('delivery');
});

test('the new delivery person accepts the order and delivers it with the code the customer reads out', async ({ phones }) => {
  const order = day.order!;
  const code = (await adminDb().doc(`deliveryCodes/${order.id}`).get()).get('code') as string;
  const page = await phones.phone('Sunil', PHONE);
  await signIn(page, day.rider!);
  await page.goto('/delivery-dashboard');

  const waiting = orderCard(page.getByRole('region', { name: new RegExp(`^${EN.screens.deliveryDashboard.pendingTitle}`) }), order);
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText('Sunita Devi');
  await expect(waiting.getByText(EN.screens.orderCard.noMapLocation)).toBeVisible();
  const today = page.getByRole('region', { name: EN.screens.deliveryDashboard.today.title });
  await expect(figure(today, EN.screens.deliveryDashboard.today.delivered)).toContainText('0');
  await expectCleanScreen(page);
  await waiting.getByRole('button', { name: EN.screens.deliveryDashboard.accept }).click();
  await expect(page.getByText(EN.messages.orders.accepted, { exact: true })).toBeVisible();

  const mine = orderCard(page.getByRole('region', { name: new RegExp(`^${EN.screens.deliveryDashboard.myOrders}`) }), order);
  await mine.getByLabel(new RegExp(EN.screens.deliveryCode.label)).fill(code);
  await mine.getByRole('button', { name: EN.screens.deliveryDashboard.markDelivered }).click();
  await expect(page.getByText(EN.messages.orders.delivered, { exact: true })).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(figure(today, EN.screens.deliveryDashboard.today.delivered)).toContainText('1');
  await expect(figure(today, EN.screens.deliveryDashboard.today.cash)).toContainText(formatPrice(order.total));
  await expectCleanScreen(page);

  expect(await historyOf(day.customer!.uid)).toMatchObject([{ id: order.id, status: 'delivered', deliveryPersonId: day.rider!.uid }]);
});

test("the owner's dashboard shows the day's order and the cash it brought", async ({ phones }) => {
  const order = day.order!;
  const page = await phones.phone('owner', DESKTOP);
  await signIn(page, day.owner!);
  await page.goto('/admin-dashboard');
  const today = page.getByRole('region', { name: EN.screens.adminDashboard.today, exact: true });
  await expect(figure(today, EN.screens.adminDashboard.ordersToday)).toContainText('1');
  await expect(figure(today, EN.screens.adminDashboard.deliveredToday)).toContainText('1');
  await expect(figure(today, EN.screens.adminDashboard.revenueToday)).toContainText(formatPrice(order.total));
  await expect(figure(today, EN.screens.adminDashboard.cancelledToday)).toContainText('0');
  await expect(page.getByRole('region', { name: EN.screens.adminDashboard.recent })).toContainText('Sunita Devi');
  await expectCleanScreen(page);
});
