import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { placeAttaOrder } from './helpers/placeAttaOrder';
import { openTabs, signInHere } from './helpers/tabs';

// The staff roles' whole job in local mode, live across tabs. Tabs (pages) of ONE browser context
// share IndexedDB, as phones share the cloud database; each tab keeps its own sign-in, so a
// customer, a delivery person and an admin work side by side. Liveness is proven by a marker set
// on the window before the change: it survives, so the page updated without a reload.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** A real PNG photo, drawn by the browser itself, for the upload form to decode and re-encode. */
async function drawPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c8a165';
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#1b5e20';
    context.fillRect(400, 300, 800, 600);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Marks the window; still marked later means the page changed in place, without a reload. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { staffMarker: true }));
const expectNoReload = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { staffMarker?: boolean }).staffMarker)).toBe(true);

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const newOrders = (page: Page) => page.getByRole('region', { name: /^New orders/ });
const myOrders = (page: Page) => page.getByRole('region', { name: /^My orders/ });
const attaBag = (scope: Locator) => scope.getByRole('article').filter({ hasText: '25kg × 1' });

test('a new order reaches the delivery tab live; accepted and delivered, the customer sees it live', async ({ context }) => {
  test.setTimeout(240_000);
  const [customer, courier] = await openTabs(context, 2);
  await signInHere(customer!, 'customer@demo.shop');
  await signInHere(courier!, 'delivery@demo.shop');

  await courier!.setViewportSize(PHONE);
  await courier!.goto('/delivery-dashboard');
  await expect(newOrders(courier!).getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  const waiting = await newOrders(courier!).getByRole('article').count();
  await expectAccessible(courier!);
  await markWindow(courier!);

  await placeAttaOrder(customer!);

  // The delivery tab shows it at the top, without a reload, with what the rider needs.
  const card = attaBag(newOrders(courier!));
  await expect(card).toBeVisible();
  await expect(newOrders(courier!).getByRole('article')).toHaveCount(waiting + 1);
  await expect(newOrders(courier!).getByRole('article').first()).toContainText('25kg × 1');
  await expect(card.getByRole('heading', { name: 'Ramesh Kumar' })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Call 9837012345/ })).toHaveAttribute('href', 'tel:9837012345');
  await expect(card.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=29.0281,78.3138',
  );
  await expect(card.getByText(/km from the shop$/)).toBeVisible();
  await expect(card.getByText('Landmark: Near Shiv Mandir')).toBeVisible();
  await expectNoReload(courier!);

  // Accept: it moves to My orders; the customer's tab says who is bringing it.
  await markWindow(customer!);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(courier!.getByText('Order accepted.', { exact: true })).toBeVisible();
  await expect(attaBag(newOrders(courier!))).toHaveCount(0);
  const mine = attaBag(myOrders(courier!));
  await expect(mine).toBeVisible();
  const customerCard = customer!.getByRole('article').filter({ hasText: '25kg × 1' });
  await expect(customerCard.getByText('Sunil Yadav is bringing your order.')).toBeVisible();
  await expectNoReload(customer!);

  // Mark delivered: gone from My orders, counted in today's cash; gone from the customer's active orders.
  const today = courier!.getByRole('region', { name: 'Today' });
  await mine.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(courier!.getByText('Order marked as delivered.', { exact: true })).toBeVisible();
  await expect(attaBag(myOrders(courier!))).toHaveCount(0);
  await expect(today.getByText('Deliveries done').locator('xpath=..')).toContainText('1');
  await expect(customerCard).toHaveCount(0);
  await expectNoReload(customer!);
  await expectNoReload(courier!);
});

test('the delivery person cancels with a reason; the admin dashboard counts it at once', async ({ context }) => {
  test.setTimeout(180_000);
  const [courier, admin] = await openTabs(context, 2);
  await signInHere(courier!, 'delivery@demo.shop');
  await signInHere(admin!, 'admin@demo.shop');
  await courier!.setViewportSize(PHONE);
  await courier!.goto('/orders');
  // The seed gave Sunil two accepted orders; cancel Mohd. Irfan's.
  const irfan = myOrders(courier!).getByRole('article', { name: 'Mohd. Irfan' });
  await expect(irfan).toBeVisible({ timeout: 30_000 });
  await irfan.getByRole('button', { name: 'Cancel' }).click();
  const dialog = courier!.getByRole('alertdialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await dialog.getByText('Customer not at home').click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(courier!.getByText('Order cancelled successfully', { exact: true })).toBeVisible();
  await expect(irfan).toHaveCount(0);

  await admin!.goto('/admin-dashboard');
  const recent = admin!.getByRole('region', { name: 'Recent orders' });
  await expect(recent.getByText('Mohd. Irfan').first()).toBeVisible({ timeout: 30_000 });
  await expect(admin!.getByRole('region', { name: 'Today' }).getByText('Cancelled today').locator('xpath=..')).toContainText('1');
  await expectAccessible(admin!);
});

test('the admin cancels an order after confirming, and its stock comes back', async ({ context }) => {
  test.setTimeout(180_000);
  const [admin] = await openTabs(context, 1);
  await signInHere(admin!, 'admin@demo.shop');
  await admin!.setViewportSize(DESKTOP);

  const stockOf50kg = async () => {
    await admin!.goto(`/adminupload?edit=${encodeURIComponent('animal_feed/buffalo_feed/buffalo_feed_super')}`);
    const label = admin!.getByRole('region', { name: 'Stock' }).getByText(/^50kg: now /);
    await expect(label).toBeVisible({ timeout: 30_000 });
    return Number(/now (\d+)/.exec((await label.textContent()) ?? '')?.[1]);
  };
  const before = await stockOf50kg();

  await admin!.goto('/adminorders');
  await admin!.getByLabel('Search by customer or order number').fill('irfan');
  await admin!.getByRole('button', { name: /^Pending/ }).click();
  const order = admin!.getByRole('article', { name: 'Mohd. Irfan' });
  await expect(order).toHaveCount(1, { timeout: 30_000 });
  await expect(order).toContainText('Buffalo Feed Super');
  await expectAccessible(admin!);
  await order.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = admin!.getByRole('alertdialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(order).toHaveCount(1);
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(admin!.getByText('Order cancelled successfully', { exact: true })).toBeVisible();
  await expect(order).toHaveCount(0);

  expect(await stockOf50kg()).toBe(before + 1);
});

test('the admin uploads a product with two sizes and a photo; a customer finds it and buys it', async ({ context }) => {
  test.setTimeout(240_000);
  const [admin, customer] = await openTabs(context, 2);
  await signInHere(admin!, 'admin@demo.shop');
  await signInHere(customer!, 'customer@demo.shop');
  await admin!.setViewportSize(DESKTOP);
  await admin!.goto('/adminupload');

  const form = admin!.getByRole('form', { name: 'New product' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Group', { exact: true }).selectOption('grocery');
  await form.getByLabel('Subgroup', { exact: true }).selectOption('atta');
  await form.getByLabel('Product name', { exact: true }).fill('Bajra Atta Special');
  await form.getByLabel('Name in Hindi (optional)').fill('बाजरा आटा स्पेशल');
  await form.getByLabel('About this product', { exact: true }).fill('Stone-ground pearl millet flour for winter rotis.');
  await form
    .getByLabel('Add photos', { exact: true })
    .setInputFiles({ name: 'bajra.png', mimeType: 'image/png', buffer: await drawPhoto(admin!) });
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  const sizes: [string, string, string, string][] = [
    ['1kg', '48', '55', '20'],
    ['5kg', '230', '260', '6'],
  ];
  for (const [i, [label, price, mrp, stock]] of sizes.entries()) {
    await form.getByRole('button', { name: 'Add a size' }).click();
    await form.getByLabel(`Size ${i + 1} label`).fill(label);
    await form.getByLabel(`Size ${i + 1} price (₹)`).fill(price);
    await form.getByLabel(`Size ${i + 1} MRP (₹)`).fill(mrp);
    await form.getByLabel(`Size ${i + 1} stock`).fill(stock);
  }
  await expectAccessible(admin!);
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(admin!.getByText('Product saved', { exact: true })).toBeVisible();
  await expect(admin!.getByRole('heading', { name: 'Edit: Bajra Atta Special' })).toBeVisible();

  // The customer searches with the keyboard's search key (shopping.spec.ts covers the search that
  // follows typing), opens it, and buys the 5kg bag.
  await customer!.goto('/');
  const search = customer!.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await search.fill('bajra special');
  await search.press('Enter');
  const card = customer!.getByRole('article', { name: 'Bajra Atta Special', exact: true });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Bajra Atta Special', exact: true }).click();
  await expect(customer!.getByRole('heading', { level: 1, name: 'Bajra Atta Special' })).toBeVisible();
  await expect(customer!.getByRole('img', { name: /Bajra Atta Special/ }).first()).toBeVisible();
  await customer!.getByRole('combobox', { name: 'Size' }).selectOption('5kg');
  await expect(customer!.getByText('6 left', { exact: true })).toBeVisible();
  await customer!.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(customer!.getByLabel('In cart: 1', { exact: true })).toBeVisible();
  await customer!.goto('/checkout');
  await customer!.getByRole('button', { name: /^Place Order/ }).click();
  await expect(customer!.getByText('Order placed successfully', { exact: true })).toBeVisible();

  // The admin finds it again and sees the sale in its stock.
  await admin!.reload();
  await admin!.getByLabel('Find a product').fill('bajra atta special');
  await admin!.getByRole('button', { name: /^Bajra Atta Special/ }).click();
  await expect(admin!.getByRole('region', { name: 'Stock' }).getByText('5kg: now 5 kg')).toBeVisible({ timeout: 30_000 });
});

test("the admin promotes a customer to delivery; that person's navigation changes at once", async ({ context }) => {
  test.setTimeout(180_000);
  const [admin, sita] = await openTabs(context, 2);
  await signInHere(admin!, 'admin@demo.shop');
  await signInHere(sita!, 'sita@demo.shop');
  await sita!.setViewportSize(PHONE);
  const bar = sita!.getByRole('navigation', { name: 'Quick links' });
  await expect(bar.getByRole('link', { name: /My Orders/ })).toBeVisible({ timeout: 30_000 });
  await expect(bar.getByRole('link', { name: /Deliveries/ })).toHaveCount(0);
  await markWindow(sita!);

  await admin!.goto('/admin/users');
  await admin!.getByLabel('Search users').fill('sita');
  const card = admin!.getByRole('article', { name: /Sita Devi/ });
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await expect(card).toContainText('Village: Fazalpur');
  await expectAccessible(admin!);
  await card.getByLabel('User type').selectOption('delivery');
  const dialog = admin!.getByRole('alertdialog', { name: 'Change user type?' });
  await expect(dialog).toContainText('Sita Devi will change from Customer to Delivery.');
  await dialog.getByRole('button', { name: 'Yes, change' }).click();
  await expect(admin!.getByText('User type updated.', { exact: true })).toBeVisible();

  // Sita's tab follows without a reload: Deliveries replaces My Orders, and the dashboard opens.
  await expect(bar.getByRole('link', { name: /Deliveries/ })).toBeVisible();
  await expect(bar.getByRole('link', { name: /My Orders/ })).toHaveCount(0);
  await expectNoReload(sita!);
  await bar.getByRole('link', { name: /Deliveries/ }).click();
  await expect(sita!).toHaveURL(/\/delivery-dashboard$/);
  await expect(newOrders(sita!)).toBeVisible({ timeout: 30_000 });
});
