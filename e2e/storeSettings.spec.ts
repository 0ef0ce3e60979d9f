import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openTabs, signInHere } from './helpers/tabs';

// Issue 12 in local mode, across tabs of one context: the owner sets a minimum order, a delivery
// fee and the delivery code; the customer is held back below the minimum, then orders and sees the
// code; the delivery person must enter that code to mark the order delivered.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const newOrders = (page: Page) => page.getByRole('region', { name: /^New orders/ });
const myOrders = (page: Page) => page.getByRole('region', { name: /^My orders/ });
const attaBag = (scope: Locator) => scope.getByRole('article').filter({ hasText: '25kg × 1' });

test('minimum order, delivery fee and delivery code set by the owner, felt by the customer and the delivery person', async ({
  context,
}) => {
  test.setTimeout(240_000);
  const [admin, customer, courier] = await openTabs(context, 3);
  await signInHere(admin!, 'admin@demo.shop');
  await signInHere(customer!, 'customer@demo.shop');
  await signInHere(courier!, 'delivery@demo.shop');

  // The owner: at least ₹1,000 an order, ₹20 delivery, and the delivery code on.
  await admin!.setViewportSize(DESKTOP);
  await admin!.goto('/admin-dashboard');
  const settings = admin!.getByRole('region', { name: 'Store settings' });
  await expect(settings.getByLabel(/^Minimum order/)).toBeVisible({ timeout: 30_000 });
  await settings.getByLabel(/^Minimum order/).fill('1000');
  await settings.getByLabel(/^Delivery fee \(₹\)/).fill('20');
  await settings.getByRole('checkbox', { name: 'Ask for a delivery code' }).check({ force: true });
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin!.getByText('Store settings saved.', { exact: true })).toBeVisible();
  await expectAccessible(admin!);

  // The customer's seeded cart (₹520) is below the minimum: Place Order waits, saying what is missing.
  await customer!.setViewportSize(PHONE);
  await customer!.goto('/checkout');
  await expect(customer!.getByText('Minimum order ₹1,000: add ₹480 more', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(customer!.getByRole('button', { name: /^Place Order/ })).toBeDisabled();
  await expectAccessible(customer!);

  // A 25kg bag of atta (₹1,020) takes it past the minimum; the fee is added to the total.
  await customer!.goto('/product/grocery/atta/chakki_fresh_atta');
  await customer!.getByRole('combobox', { name: 'Size' }).selectOption('25kg');
  await customer!.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(customer!.getByLabel('In cart: 1', { exact: true })).toBeVisible();
  await customer!.goto('/checkout');
  const place = customer!.getByRole('button', { name: 'Place Order · ₹1,560' });
  await expect(place).toBeEnabled({ timeout: 30_000 });
  await place.click();
  await expect(customer!.getByText('Order placed successfully', { exact: true })).toBeVisible();
  await expect(customer!).toHaveURL(/\/orders$/);

  // The new order shows the code to read out to the delivery person.
  const order = customer!.getByRole('article').filter({ hasText: '25kg × 1' });
  const codeLine = order.getByText(/^Tell this code to the delivery person: \d{4}$/);
  await expect(codeLine).toBeVisible();
  const code = (await codeLine.textContent())!.slice(-4);
  const wrong = code === '1111' ? '2222' : '1111';
  await expectAccessible(customer!);

  // The delivery person accepts it; Mark delivered needs the code: none, a wrong one, then the right one.
  await courier!.setViewportSize(PHONE);
  await courier!.goto('/delivery-dashboard');
  const waiting = attaBag(newOrders(courier!));
  await expect(waiting).toBeVisible({ timeout: 30_000 });
  await waiting.getByRole('button', { name: 'Accept' }).click();
  await expect(courier!.getByText('Order accepted.', { exact: true })).toBeVisible();
  const mine = attaBag(myOrders(courier!));
  await expect(mine.getByText('Needs the delivery code')).toBeVisible();
  const codeBox = mine.getByLabel(/Delivery code from the customer/);
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric');

  await mine.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(mine.getByText('Enter the 4-digit delivery code from the customer.')).toBeVisible();
  await codeBox.fill(wrong);
  await mine.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(mine.getByText('That delivery code is not right. Ask the customer to read it again.')).toBeVisible();
  await expect(order).toBeVisible();
  await expectAccessible(courier!);

  await codeBox.fill(code);
  await mine.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(courier!.getByText('Order marked as delivered.', { exact: true })).toBeVisible();
  await expect(attaBag(myOrders(courier!))).toHaveCount(0);
  // The customer's tab follows: the order has left the active orders.
  await expect(order).toHaveCount(0);
});
