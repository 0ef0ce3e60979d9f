import { expect, type Page } from '@playwright/test';

/** The demo customer buys one 25kg bag of atta (the seeded pending orders have no 25kg bag) and lands on My Orders. */
export async function placeAttaOrder(page: Page): Promise<void> {
  await page.goto('/product/grocery/atta/chakki_fresh_atta');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('25kg');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByLabel('In cart: 1', { exact: true })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByText('Order placed successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
}
