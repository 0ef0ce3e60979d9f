import { expect, type Locator, type Page } from '@playwright/test';
import type { Product } from '../../src/domain/catalog/Product';
import type { Order } from '../../src/domain/order/Order';
import { shortOrderNumber } from '../../src/domain/order/shortOrderNumber';
import { defaultStoreSettings } from '../../src/domain/store/defaultStoreSettings';
import { formatPrice } from '../../src/ui/shared/formatPrice';
import {
  activeOrdersOf,
  cartLineCount,
  emptyStore,
  historyOf,
  packedLines,
  placeOrderAs,
  seedCart,
  seedCatalogue,
  seedPerson,
  seedSettings,
  stocksOf,
  uidOf,
  type Line,
} from '../helpers/emulatorShop';
import { DESKTOP, EN, expectCleanScreen, fill, signIn, test } from '../helpers/phones';

// Issue 16 in a real browser: the shop in Firebase mode (the build of e2e/helpers/firebaseServers.ts)
// against the Auth, Firestore and Functions emulators, under the real firestore.rules. Checkout and
// every order change go through the server functions; what they wrote is read back with the Admin
// SDK. The store, its catalogue and the people other journeys prove are seeded; every screen visited
// must show no error alert and no 'Permission denied', and log no console error.

/** PIN codes the owner delivers to without a map point; the new customer types the first. */
const SERVED_PIN = '244231';
const STORE_SETTINGS = { ...defaultStoreSettings(), allowedPincodes: [SERVED_PIN, '244221'], maxOpenOrders: 10 };

let catalogue: Product[];

test.beforeAll(async () => {
  await emptyStore();
  await seedSettings(STORE_SETTINGS);
  catalogue = await seedCatalogue();
});

const PICKER = EN.screens.addressPicker;
const MANUAL = EN.screens.manualAddress;
const DETAILS = EN.screens.addressDetails;

/** 'Chakki Fresh Wheat Atta 25kg × 2', as an order card lists a line. */
const lineText = ({ product, variant, qty }: Line) => `${product.name} ${fill(EN.screens.orderCard.itemLine, { variant, qty })}`;
const totalOf = (lines: readonly Line[]) =>
  lines.reduce((sum, { product, variant, qty }) => sum + (product.variants[variant]?.price ?? product.price) * qty, 0);
const orderCard = (page: Page | Locator, order: Pick<Order, 'id'>): Locator =>
  page.getByRole('article').filter({ hasText: fill(EN.screens.orderCard.number, { number: shortOrderNumber(order.id) }) });

/** The customer's card lists exactly these lines. */
async function expectLines(card: Locator, lines: readonly Line[]): Promise<void> {
  const items = card.getByRole('list', { name: EN.screens.orderCard.items }).getByRole('listitem');
  await expect(items).toHaveCount(lines.length);
  // Each item reads 'name size × qty' and then its price; the card keeps its own order.
  const shown = (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').replace(/ ₹[\d,.]+$/, ''));
  expect(shown.sort()).toEqual(lines.map(lineText).sort());
}

/** The one active order the person has, as the server stored it. */
async function onlyActiveOrder(uid: string): Promise<Order> {
  const orders = await activeOrdersOf(uid);
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

test('a new customer signs up, types an address with a PIN the owner serves, and checks out 12 lines', async ({ phones }) => {
  const page = await phones.phone('Asha');
  const email = `asha-${crypto.randomUUID().slice(0, 6)}@example.in`;

  // Sign up with email and password (Firebase Auth), then the profile.
  await page.goto('/login');
  await page.getByRole('button', { name: EN.screens.login.modes.signUp, pressed: false }).click();
  const signUp = page.getByRole('form', { name: EN.screens.login.modes.signUp });
  await signUp.getByLabel(EN.screens.login.email).fill(email);
  await signUp.getByLabel(EN.screens.login.password, { exact: true }).fill('asha-secret');
  await expectCleanScreen(page);
  await signUp.getByRole('button', { name: EN.screens.login.submit.signUp }).click();

  await expect(page.getByRole('heading', { level: 1, name: EN.titles.completeProfile })).toBeVisible();
  await expectCleanScreen(page);
  await page.getByLabel(EN.screens.completeProfile.fields.name).fill('Asha Devi');
  await page.getByLabel(EN.screens.completeProfile.fields.village).fill('Sherpur');
  await page.getByLabel(EN.screens.completeProfile.fields.phoneNumber).fill('9837012345');
  await page.getByRole('button', { name: EN.screens.completeProfile.submit }).click();

  // No Maps key: the map is not available, and the address is typed by hand with a served PIN code.
  await expect(page.getByRole('heading', { level: 1, name: EN.titles.addressSetup })).toBeVisible();
  const noMap = page.getByRole('alert').filter({ hasText: PICKER.mapUnavailable });
  await expect(noMap).toBeVisible();
  await expectCleanScreen(page, [PICKER.mapUnavailable]);
  await noMap.getByRole('button', { name: PICKER.enterManually }).click();
  const manual = page.getByRole('form', { name: MANUAL.title });
  await manual.getByRole('textbox', { name: MANUAL.street }).fill('12 Gali Mandir Wali');
  await manual.getByRole('textbox', { name: MANUAL.area }).fill('Mohalla Kazi');
  await manual.getByRole('textbox', { name: MANUAL.city }).fill('Sherpur');
  await manual.getByRole('textbox', { name: MANUAL.state }).fill('Uttar Pradesh');
  await manual.getByRole('textbox', { name: MANUAL.pincode }).fill(SERVED_PIN);
  await manual.getByRole('button', { name: MANUAL.submit }).click();
  await expect(page.getByRole('heading', { name: DETAILS.title })).toBeVisible();
  await expect(page.getByText(fill(DETAILS.noMapLocation, { pincode: SERVED_PIN }))).toBeVisible();
  await page.getByLabel(DETAILS.houseNo).fill('12');
  await page.getByLabel(DETAILS.building).fill('Devi Niwas');
  await page.getByLabel(DETAILS.landmark).fill('Near Shiv Mandir');
  await expectCleanScreen(page, [PICKER.mapUnavailable]);
  await page.getByRole('button', { name: DETAILS.save }).click();
  await expect(page.getByRole('searchbox', { name: EN.screens.home.searchLabel })).toBeVisible();
  await expect(page.getByRole('heading', { name: EN.screens.home.shopByCategory })).toBeVisible();
  await expectCleanScreen(page);

  // The cart as the shop's Add to Cart leaves it (e2e/firebase/firstDay.spec.ts fills one on the screens).
  const customerUid = await uidOf(email);
  const lines = packedLines(catalogue, 12, { qty: 1 });
  await seedCart(customerUid, lines);
  const before = await stocksOf(lines);

  await page.goto('/cart');
  await expect(page.getByRole('list', { name: EN.screens.cart.lines }).getByRole('listitem')).toHaveCount(12);
  await expectCleanScreen(page);
  await page.getByRole('link', { name: EN.screens.cart.checkout }).click();
  await expect(page.getByText(fill(EN.screens.checkout.summary, { count: 12 }))).toBeVisible();
  await expect(page.getByText('12, Devi Niwas, 12 Gali Mandir Wali, Mohalla Kazi, Sherpur, Uttar Pradesh, 244231')).toBeVisible();
  await expectCleanScreen(page);
  await page.getByRole('button', { name: fill(EN.screens.checkout.placeOrder, { total: formatPrice(totalOf(lines)) }) }).click();
  await expect(page.getByText(EN.messages.orders.placed, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);

  // The server wrote the order at the catalogue's prices, took each line's stock and emptied the cart.
  const order = await onlyActiveOrder(customerUid);
  expect(order).toMatchObject({ status: 'pending', userName: 'Asha Devi', total: totalOf(lines), phoneNumber: '9837012345' });
  expect(order.deliveryAddress).toMatchObject({ pincode: SERVED_PIN, coordinates: null, landmark: 'Near Shiv Mandir' });
  await expectLines(orderCard(page, order), lines);
  await expect(orderCard(page, order).getByText(EN.screens.orderCard.status.pending, { exact: true })).toBeVisible();
  await expectCleanScreen(page);
  expect(await stocksOf(lines)).toEqual(before.map((n) => n - 1));
  expect(await cartLineCount(customerUid)).toBe(0);
});

test('a 40-line order is placed and cancelled by its customer, and every line gets its stock back', async ({ phones }) => {
  const customer = await seedPerson('Ramesh Kumar', 'customer');
  const lines = packedLines(catalogue, 40, { qty: 2, skip: 12 });
  await seedCart(customer.uid, lines);
  const before = await stocksOf(lines);
  const page = await phones.phone('Ramesh', DESKTOP);
  await signIn(page, customer);

  await page.goto('/checkout');
  await expect(page.getByText(fill(EN.screens.checkout.summary, { count: 80 }))).toBeVisible();
  await expectCleanScreen(page);
  await page.getByRole('button', { name: fill(EN.screens.checkout.placeOrder, { total: formatPrice(totalOf(lines)) }) }).click();
  await expect(page.getByText(EN.messages.orders.placed, { exact: true })).toBeVisible();

  const order = await onlyActiveOrder(customer.uid);
  expect(order.items).toHaveLength(40);
  const card = orderCard(page, order);
  await expectLines(card, lines);
  await expectCleanScreen(page);
  expect(await stocksOf(lines)).toEqual(before.map((n) => n - 2));

  await card.getByRole('button', { name: EN.screens.orders.cancel }).click();
  const dialog = page.getByRole('alertdialog', { name: EN.screens.orders.cancelTitle });
  await dialog.getByRole('button', { name: EN.screens.orders.confirmCancel }).click();
  await expect(page.getByText(EN.messages.orders.cancelled, { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(EN.screens.orders.empty)).toBeVisible();
  await expectCleanScreen(page);

  expect(await stocksOf(lines)).toEqual(before);
  expect(await activeOrdersOf(customer.uid)).toEqual([]);
  expect(await historyOf(customer.uid)).toMatchObject([{ id: order.id, status: 'cancelled', cancelledBy: 'customer' }]);

  await page.getByRole('link', { name: EN.screens.orders.history }).click();
  await expect(orderCard(page, order).getByText(EN.screens.orders.cancelledBy.customer)).toBeVisible();
  await expectCleanScreen(page);
});

test("the admin cancels a customer's order from Manage Orders, and its stock comes back", async ({ phones }) => {
  const customer = await seedPerson('Mohd. Irfan', 'customer');
  const owner = await seedPerson('Asha Verma', 'admin');
  const lines = packedLines(catalogue, 3, { qty: 2, skip: 60 });
  const before = await stocksOf(lines);
  const order = await placeOrderAs(customer, lines);
  expect(await stocksOf(lines)).toEqual(before.map((n) => n - 2));

  const page = await phones.phone('owner', DESKTOP);
  await signIn(page, owner);
  await page.goto('/adminorders');
  await page.getByLabel(EN.screens.adminOrders.search).fill(shortOrderNumber(order.id));
  const card = page.getByRole('article', { name: 'Mohd. Irfan' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(lineText(lines[0]!));
  await expectCleanScreen(page);
  await card.getByRole('button', { name: EN.screens.adminOrders.cancel }).click();
  const dialog = page.getByRole('alertdialog', { name: EN.screens.adminOrders.confirmCancel.title });
  await dialog.getByRole('button', { name: EN.screens.adminOrders.confirmCancel.confirm }).click();
  await expect(page.getByText(EN.messages.orders.cancelled, { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expectCleanScreen(page);

  expect(await stocksOf(lines)).toEqual(before);
  expect(await historyOf(customer.uid)).toMatchObject([{ id: order.id, status: 'cancelled', cancelledBy: 'admin' }]);
});

test('a delivery person accepts an order and delivers it with the code the customer reads out', async ({ phones }) => {
  await seedSettings({ ...STORE_SETTINGS, deliveryCodeEnabled: true });
  const customer = await seedPerson('Sunita Devi', 'customer');
  const courier = await seedPerson('Sunil Yadav', 'delivery');
  const lines = packedLines(catalogue, 3, { qty: 1, skip: 70 });
  const order = await placeOrderAs(customer, lines);

  // The customer's phone shows the code to read out at the door.
  const home = await phones.phone('Sunita');
  await signIn(home, customer);
  await home.goto('/orders');
  const customerCard = orderCard(home, order);
  const codeLine = customerCard.getByText(new RegExp(`^${fill(EN.screens.orders.deliveryCode, { code: '' })}\\d{4}$`));
  await expect(codeLine).toBeVisible();
  const code = (await codeLine.textContent())!.slice(-4);
  await expectCleanScreen(home);

  const rider = await phones.phone('Sunil');
  await signIn(rider, courier);
  await rider.goto('/delivery-dashboard');
  const newOrders = rider.getByRole('region', { name: new RegExp(`^${EN.screens.deliveryDashboard.pendingTitle}`) });
  const waiting = orderCard(newOrders, order);
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(lineText(lines[0]!));
  const today = rider.getByRole('region', { name: EN.screens.deliveryDashboard.today.title });
  await expect(today.getByText(EN.screens.deliveryDashboard.today.delivered).locator('xpath=..')).toContainText('0');
  await expectCleanScreen(rider);
  await waiting.getByRole('button', { name: EN.screens.deliveryDashboard.accept }).click();
  await expect(rider.getByText(EN.messages.orders.accepted, { exact: true })).toBeVisible();

  const mine = orderCard(rider.getByRole('region', { name: new RegExp(`^${EN.screens.deliveryDashboard.myOrders}`) }), order);
  await expect(mine.getByText(EN.screens.deliveryCode.needed)).toBeVisible();
  await expect(customerCard.getByText(fill(EN.screens.orders.onTheWay, { name: 'Sunil Yadav' }))).toBeVisible();
  await mine.getByLabel(new RegExp(EN.screens.deliveryCode.label)).fill(code);
  await mine.getByRole('button', { name: EN.screens.deliveryDashboard.markDelivered }).click();
  await expect(rider.getByText(EN.messages.orders.delivered, { exact: true })).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(today.getByText(EN.screens.deliveryDashboard.today.delivered).locator('xpath=..')).toContainText('1');
  await expect(today.getByText(EN.screens.deliveryDashboard.today.cash).locator('xpath=..')).toContainText(formatPrice(totalOf(lines)));
  await expectCleanScreen(rider);

  // Gone from the customer's active orders, live; the server moved it to the history as delivered.
  await expect(customerCard).toHaveCount(0);
  await expectCleanScreen(home);
  expect(await activeOrdersOf(customer.uid)).toEqual([]);
  expect(await historyOf(customer.uid)).toMatchObject([
    { id: order.id, status: 'delivered', deliveryPersonId: courier.uid, deliveryPersonName: 'Sunil Yadav' },
  ]);
});
