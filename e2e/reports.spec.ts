import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { parseCsv } from '../src/domain/catalog/csv/parseCsv';
import { openTabs, signInHere } from './helpers/tabs';
import { signInAs } from './helpers/signInAs';

// Issue 39 in local mode: the owner's Reports screen at 360 px with its charts (axe in English and
// Hindi), the bill printed to PDF on A4 and on an 80 mm roll (one page, the right lines and
// totals, English and Hindi), and the orders exported to CSV (BOM, Hindi intact, totals as the
// report's).

const PHONE = { width: 360, height: 740 };

async function adminTab(browser: Browser, lang: 'en' | 'hi', viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', acceptDownloads: true });
  const page = await context.newPage();
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await signInAs(page, 'admin');
  return page;
}

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** '₹1,23,456.50' -> 12345650 paise. */
const paiseOf = (text: string): number => Math.round(Number(text.replace(/[₹,\s]/g, '')) * 100);

const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /Orders and money|ऑर्डर और पैसे/ })
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** How many pages a PDF made by Chromium has. */
const pageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

for (const lang of ['en', 'hi'] as const) {
  test(`the Reports screen draws its charts at 360 px and passes axe (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await adminTab(browser, lang);
    // The screen is in the admin's menu.
    await page.goto('/admin-dashboard');
    await page.getByRole('button', { name: lang === 'en' ? 'Open menu' : /मेन्यू/ }).click();
    await page.getByRole('link', { name: lang === 'en' ? 'Reports' : 'रिपोर्ट' }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await page.getByLabel(lang === 'en' ? 'Period' : 'अवधि').selectOption('last30');
    const byDay = page.getByRole('img', { name: lang === 'en' ? /^Revenue per day/ : /^रोज़ की बिक्री/ });
    const byHour = page.getByRole('img', { name: lang === 'en' ? /^Orders by hour/ : /^घंटे के हिसाब से ऑर्डर/ });
    await expect(byDay).toBeVisible();
    await expect(byHour).toBeVisible();
    for (const chart of [byDay, byHour]) {
      const box = (await chart.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.height).toBeGreaterThan(100);
      // Bars were drawn: the seeded shop has deliveries and orders in the last 30 days.
      expect(await chart.locator('rect').count()).toBeGreaterThan(0);
    }
    await expect(
      page
        .getByRole('region', { name: lang === 'en' ? 'By quantity sold' : 'बिकी मात्रा से' })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    // Nothing runs off the side of a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await page.context().close();
  });
}

test('the bill prints alone on one page of A4 and of an 80 mm roll, in English and Hindi, and never shows the delivery code', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await adminTab(browser, 'en', { width: 1280, height: 800 });
  await page.goto('/adminorders');
  await page.getByRole('link', { name: 'Print bill' }).first().click();
  await expect(page).toHaveURL(/\/bill\//);
  const preview = page.getByRole('article', { name: /./ }).first();
  await expect(preview.getByRole('row')).not.toHaveCount(0);
  const rows = await preview.locator('tbody tr').count();
  expect(rows).toBeGreaterThan(0);
  const total = await preview.locator('.bill-total td').innerText();
  const lineAmounts = await preview.locator('tbody tr td:last-child').allInnerTexts();
  const subtotal = paiseOf(await preview.locator('tfoot tr').first().locator('td').innerText());
  expect(lineAmounts.map(paiseOf).reduce((a, b) => a + b, 0)).toBe(subtotal);
  await expect(preview.getByText('Cash on delivery')).toBeVisible();
  await expect(preview).not.toContainText(/delivery code/i);

  await page.emulateMedia({ media: 'print' });
  // In print only the bill is shown: not the bars, the menu or the buttons.
  const printed = page.locator('.bill-print');
  await expect(printed).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('#root')).toBeHidden();
  await expect(printed.locator('tbody tr')).toHaveCount(rows);
  await expect(printed.locator('.bill-total td')).toHaveText(total);

  const a4 = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  expect(pageCount(a4)).toBe(1);

  await page.emulateMedia({ media: 'screen' });
  await page.getByLabel('Paper').selectOption('80mm');
  await page.getByLabel('Bill language').selectOption('hi');
  await expect(page.locator('.bill-print').getByText('सामान मिलने पर नकद भुगतान')).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  await expect(printed.getByText('कुल', { exact: true })).toBeVisible();
  await expect(printed.locator('.bill-total td')).toHaveText(total);
  const width = await printed.evaluate((el) => el.getBoundingClientRect().width);
  // 72 mm of print head at 96 px an inch.
  expect(Math.round(width)).toBe(Math.round((72 / 25.4) * 96));
  const roll = await page.pdf({ width: '80mm', height: '297mm', preferCSSPageSize: true, printBackground: true });
  expect(pageCount(roll)).toBe(1);
  await page.context().close();
});

test('Export CSV: a BOM, Hindi names intact, and the delivered orders add up to the report’s revenue', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ acceptDownloads: true });
  const [customer, admin] = await openTabs(context, 2);
  await signInHere(customer!, 'customer@demo.shop');
  await signInHere(admin!, 'admin@demo.shop');

  // A customer with a Hindi name and village places an order.
  await customer!.goto('/complete-profile');
  await customer!.getByLabel('Your Name').fill('रमेश कुमार');
  await customer!.getByLabel('Village').fill('आलमपुर');
  await customer!.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(customer!).not.toHaveURL(/complete-profile/);
  await customer!.goto('/product/grocery/atta/chakki_fresh_atta');
  await customer!.getByRole('combobox', { name: 'Size' }).selectOption('25kg');
  await customer!.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(customer!.getByLabel('In cart: 1', { exact: true })).toBeVisible();
  await customer!.goto('/checkout');
  await customer!.getByRole('button', { name: /^Place Order/ }).click();
  await expect(customer!.getByText('Order placed successfully', { exact: true })).toBeVisible();

  await admin!.goto('/admin/reports');
  await admin!.getByLabel('Period').selectOption('last30');
  await expect(admin!.getByRole('img', { name: /^Revenue per day/ })).toBeVisible();
  const revenue = paiseOf(await figure(admin!, 'Revenue').innerText());
  const placed = Number(await figure(admin!, 'Orders placed').innerText());
  expect(revenue).toBeGreaterThan(0);

  const [download] = await Promise.all([admin!.waitForEvent('download'), admin!.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('रमेश कुमार');
  expect(text).toContain('आलमपुर');
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const [header, ...lines] = parsed.value.map((r) => r.cells);
  const col = (name: string) => header!.indexOf(name);
  const orders = new Set(lines.map((cells) => cells[col('order_id')]));
  expect(orders.size).toBe(placed);
  const delivered = lines.filter((cells) => cells[col('status')] === 'delivered' && cells[col('total')] !== '');
  // Numbers are written as numbers, so the sheet's sum of the totals is the report's revenue.
  expect(delivered.every((cells) => /^\d+(\.\d{1,2})?$/.test(cells[col('total')]!))).toBe(true);
  expect(delivered.reduce((sum, cells) => sum + Math.round(Number(cells[col('total')]) * 100), 0)).toBe(revenue);
  await context.close();
});
