import { readFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import { expectHeadingsInOrder, expectNoSeriousViolations } from './axe';
import { dollars, shopWithSales } from './report-support';
import { DEMO, DEMO_HISTORY_URL, expect, openUserMenu, signIn, test } from './support';

/**
 * Issue 16: the Reports page. A shop of the test's own with three sales rung up through the API
 * (cash, cash with change, card with a tip; one drink made), so its figures are known whatever
 * the other specs sell elsewhere. Desktop project only (playwright.config.ts); the phone layout
 * is checked at 390 px below.
 */

// A new shop counts its days in UTC, and so does this browser: "Today" is the same day for both.
test.use({ timezoneId: 'UTC' });

const FORBIDDEN = 'You do not have the appropriate permissions!';
const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}`);
const preset = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Date range' }).getByRole('button', { name, exact: true });

test('an admin reads a shop’s day: figures, charts, tables, another range and the CSV', async ({
  page,
}) => {
  // One long journey over the page: about 15 s alone, twice that beside a busy suite.
  test.setTimeout(90_000);
  const shop = await shopWithSales();
  await signIn(page, DEMO.admin, '/');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page).toHaveTitle('Reports | Soda POS');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(preset(page, 'Last 7 days')).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Shop', { exact: true }).selectOption({ label: shop.location.name });
  await preset(page, 'Today').click();
  await expect(page).toHaveURL(new RegExp(`[?&]location=${shop.location.id}(&|$)`));
  await expect(page).toHaveURL(/[?&]preset=today(&|$)/);
  await expect(page.getByTestId('report-range')).toContainText(shop.location.name);

  await expect(figure(page, 'net-sales')).toHaveText(shop.net);
  await expect(figure(page, 'orders')).toHaveText(String(shop.orders));
  await expect(figure(page, 'average')).toHaveText(shop.average);
  await expect(figure(page, 'discounts')).toHaveText('$0.00');
  await expect(figure(page, 'tips')).toHaveText(shop.tips);
  await expect(figure(page, 'wait')).toHaveText(/^\d+s$|^\d+m \d\ds$/);

  // The charts are drawn, each with its table for screen readers; the tables are filled.
  for (const chart of ['Sales by hour', 'Sales by day', 'Make time by hour']) {
    const card = page.getByRole('region', { name: chart });
    await expect(card.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(card.getByRole('table', { name: chart })).toBeAttached();
  }
  await expect(page.getByRole('table', { name: 'Sales by hour' })).toContainText('$');
  const topItems = page.getByTestId('top-items');
  await expect(topItems.locator('tbody tr')).toHaveCount(shop.items.size);
  for (const item of shop.items) await expect(topItems).toContainText(item);
  const makeTimes = page.getByTestId('make-times');
  await expect(makeTimes.locator('tbody tr')).toHaveCount(1);
  await expect(makeTimes.locator('tbody tr')).toContainText(shop.location.name);
  await expectNoSeriousViolations(page, 'the reports page');
  await expectHeadingsInOrder(page, 'the reports page');

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByLabel('Shop', { exact: true })).toHaveValue(String(shop.location.id));
  await expect(preset(page, 'Today')).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, 'net-sales')).toHaveText(shop.net);

  // Yesterday the shop did not exist: nothing sold. Back to today.
  await preset(page, 'Yesterday').click();
  await expect(page.getByText('No sales in this range')).toBeVisible();
  await expect(figure(page, 'orders')).toHaveText('0');
  await expect(figure(page, 'average')).toHaveText('—');
  await expect(page.getByRole('region', { name: 'Sales by hour' })).toHaveCount(0);
  await preset(page, 'Today').click();
  await expect(figure(page, 'orders')).toHaveText(String(shop.orders));
  await expect(page.getByText('No sales in this range')).toHaveCount(0);

  // A custom range starts from the days shown.
  await preset(page, 'Custom').click();
  await expect(page).toHaveURL(/[?&]preset=custom&from=\d{4}-\d{2}-\d{2}&to=/);
  const today = await page.getByLabel('To', { exact: true }).inputValue();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
  await expect(figure(page, 'net-sales')).toHaveText(shop.net);

  // The sales CSV: its Total row is the page's figures.
  const { file, total } = await csvTotal(page, 'Download CSV of sales by hour');
  expect(file).toBe(`sales-by-hour-${today}-to-${today}.csv`);
  await expectTotalsOnPage(page, total);
});

/** The Total row of a downloaded sales CSV, by column. */
async function csvTotal(page: Page, link: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: link }).click();
  const download = await downloading;
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r\n/);
  const header = lines[0].split(',');
  const values = lines.at(-1)!.split(',');
  const total: Record<string, string> = Object.fromEntries(header.map((h, k) => [h, values[k]]));
  return { file: download.suggestedFilename(), total };
}

/** The CSV's Total row against the page's headline figures. */
async function expectTotalsOnPage(page: Page, total: Record<string, string>) {
  expect(total.label).toBe('Total');
  expect(total.orders).toBe(await figure(page, 'orders').textContent());
  for (const [column, name] of [
    ['net', 'net-sales'],
    ['tips', 'tips'],
    ['discounts', 'discounts'],
  ]) {
    expect(dollars(Math.round(Number(total[column]) * 100)), column).toBe(
      await figure(page, name).textContent(),
    );
  }
}

test('on the demo history: another range or shop changes the figures, charts and tables; the CSV matches', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The demo server's four weeks of sales in two shops; nothing else writes there.
  await signIn(page, DEMO.admin, '/reports', DEMO_HISTORY_URL);
  await expect(preset(page, 'Last 7 days')).toHaveAttribute('aria-pressed', 'true');
  const byDay = page.getByRole('table', { name: 'Sales by day' });
  // Seven days of the browser's calendar (UTC): the shops' today may not have begun there yet.
  // The page's first load asks for eight reports of four weeks at once from one embedded
  // database, so the last of them may take longer than a single read's wait.
  await expect(byDay.locator('tbody tr').nth(5)).toBeAttached({ timeout: 30_000 });
  const weekOrders = Number(await figure(page, 'orders').textContent());
  expect(weekOrders).toBeGreaterThan(200);
  const weekNet = await figure(page, 'net-sales').textContent();
  await expect(page.getByTestId('make-times').locator('tbody tr')).toHaveCount(2);

  // One shop: fewer orders, its own figures and one row of make times.
  await page.getByLabel('Shop', { exact: true }).selectOption({ label: 'Riverside Station' });
  await expect(page.getByTestId('report-range')).toContainText('Riverside Station');
  await expect(figure(page, 'net-sales')).not.toHaveText(weekNet!);
  const shopOrders = Number(await figure(page, 'orders').textContent());
  expect(shopOrders).toBeLessThan(weekOrders);
  expect(shopOrders).toBeGreaterThan(100);
  await expect(page.getByTestId('make-times').locator('tbody tr')).toHaveCount(1);

  // Yesterday: one day on the day chart, and the CSV's Total row is the page's figures.
  await preset(page, 'Yesterday').click();
  await expect(byDay.locator('tbody tr')).toHaveCount(1);
  await expect(figure(page, 'orders')).not.toHaveText(String(shopOrders));
  const { file, total } = await csvTotal(page, 'Download CSV of sales by hour');
  expect(file).toMatch(/^sales-by-hour-(\d{4}-\d\d-\d\d)-to-\1\.csv$/);
  await expectTotalsOnPage(page, total);
  await expect(page.getByTestId('top-items').locator('tbody tr')).toHaveCount(10);
});

test('on a phone the figures are cards and the page does not scroll sideways', async ({ page }) => {
  const shop = await shopWithSales();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin, `/reports?preset=today&location=${shop.location.id}`);
  await expect(figure(page, 'net-sales')).toHaveText(shop.net);
  await expect(page.getByRole('region', { name: 'Top items' }).getByRole('row')).toHaveCount(
    shop.items.size + 1,
  );
  await expect(
    page.getByRole('region', { name: 'Sales by hour' }).locator('svg.recharts-surface'),
  ).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);

  // Issue 27: a table wider than the phone scrolls in its own box, which the keyboard reaches
  // (a Tab stop after its card's CSV link) and scrolls with the arrow keys.
  const makeTimes = page.getByRole('group', { name: 'Make times by shop' });
  await expect(makeTimes.getByRole('row')).toHaveCount(2);
  expect(await makeTimes.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await page.getByRole('link', { name: /^Download CSV of make times by shop/ }).focus();
  await page.keyboard.press('Tab');
  await expect(makeTimes).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => makeTimes.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, 'the reports page on a phone');
  await expectHeadingsInOrder(page, 'the reports page on a phone');
});

test('a range with both days asks for the figures at once, and the charts and tables after them', async ({
  page,
}) => {
  const shop = await shopWithSales();
  const today = new Date().toISOString().slice(0, 10);
  await signIn(page, DEMO.admin, '/');
  // The shop list (the zone a preset would need) and the make times by shop are held back.
  const held: Route[] = [];
  await page.route(/\/api\/locations$/, (route) => void held.push(route));
  await page.route(
    /\/api\/reports\/make-times\?.*group_by=location/,
    (route) => void held.push(route),
  );
  const asked: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/reports/')) asked.push(url.searchParams.get('group_by'));
  });
  await page.goto(`/reports?preset=custom&from=${today}&to=${today}&location=${shop.location.id}`);

  // The sales figures need neither; the charts and tables wait for the wait figure's read.
  await expect(figure(page, 'net-sales')).toHaveText(shop.net);
  await expect(figure(page, 'wait')).toHaveText('…');
  await expect(page.getByRole('status', { name: 'Loading the charts and tables' })).toBeVisible();
  expect(asked.toSorted()).toEqual(['hour', 'location']);

  for (const route of held.splice(0)) await route.continue();
  await expect(figure(page, 'wait')).toHaveText(/^\d+s$|^\d+m \d\ds$/);
  await expect(page.getByRole('table', { name: 'Sales by day' }).locator('tbody tr')).toHaveCount(
    1,
  );
  expect(asked).toContain('day');
  await expect(page.getByTestId('report-range')).toContainText(shop.location.name);
});

test('staff get the not-allowed page for /reports and no Reports in their menu', async ({
  page,
}) => {
  await signIn(page, DEMO.staff, '/reports');
  await expect(page.getByRole('heading', { name: FORBIDDEN })).toBeVisible();
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Reports' })).toHaveCount(0);
});
