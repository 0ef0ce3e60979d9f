import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openTabs, signInHere } from './helpers/tabs';

// Issue 18 in local mode: the owner reaches every admin screen from the top menu on a 1024 px
// screen, where the bottom bar is hidden; the demo customer edits and deletes saved addresses,
// and cannot delete the one her pending order is going to.

async function expectAccessible(page: Page, include: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the owner reaches the Dashboard, Users, Upload Product and Manage Orders from the menu at 1024 px', async ({ context }) => {
  const [admin] = await openTabs(context, 1);
  await admin!.setViewportSize({ width: 1024, height: 768 });
  await signInHere(admin!, 'admin@demo.shop');
  const menu = admin!.getByRole('navigation', { name: 'Main menu' });
  await expect(admin!.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
  for (const [name, path, heading] of [
    ['Dashboard', '/admin-dashboard', 'Admin Dashboard'],
    ['Users', '/admin/users', 'Manage Users'],
    ['Upload Product', '/adminupload', 'Upload Product'],
    ['Manage Orders', '/adminorders', 'Manage Orders'],
  ] as const) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(admin!).toHaveURL(new RegExp(`${path}$`));
    await expect(admin!.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  }
  // Nine links, Logout and the language switch fit the bar without a sideways scroll.
  expect(await admin!.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(admin!, 'header');
});

test('the customer edits and deletes saved addresses, keeping the one her open order goes to', async ({ context }) => {
  const [customer] = await openTabs(context, 1);
  await customer!.setViewportSize({ width: 360, height: 740 });
  await signInHere(customer!, 'customer@demo.shop');
  await customer!.goto('/location');
  const saved = customer!.getByRole('list', { name: 'Saved addresses' });
  const home = saved.getByRole('listitem').filter({ hasText: 'Kumar Niwas' });
  const farm = saved.getByRole('listitem').filter({ hasText: 'Kumar Dairy Farm' });
  await expect(home.getByText('Delivering here')).toBeVisible({ timeout: 30_000 });

  // Her pending order goes to Home: it stays.
  await home.getByRole('button', { name: 'Delete' }).click();
  await customer!.getByRole('alertdialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(customer!.getByRole('alert')).toHaveText('Your open order goes to this address. Choose another address for delivery first.');
  await expect(saved.getByRole('listitem')).toHaveCount(2);

  // The farm's plot number changes in the form prefilled from it.
  await farm.getByRole('button', { name: 'Edit' }).click();
  await expect(customer!.getByRole('heading', { name: 'Edit this address' })).toBeVisible();
  const houseNo = customer!.getByLabel('House No. & Floor');
  await expect(houseNo).toHaveValue('Plot 3');
  await houseNo.fill('Plot 3A');
  await customer!.getByRole('button', { name: 'Save Address' }).click();
  await expect(customer!.getByText('Address updated.', { exact: true })).toBeVisible();
  await expect(saved.getByRole('listitem').filter({ hasText: 'Plot 3A, Kumar Dairy Farm' })).toBeVisible();
  await expectAccessible(customer!, 'main');

  // Then it goes.
  await saved.getByRole('listitem').filter({ hasText: 'Kumar Dairy Farm' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = customer!.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('Plot 3A, Kumar Dairy Farm');
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(customer!.getByText('Address deleted.', { exact: true })).toBeVisible();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await customer!.reload();
  await expect(customer!.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
});
