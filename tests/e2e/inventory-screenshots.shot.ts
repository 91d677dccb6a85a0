import type { APIRequestContext, Page } from '@playwright/test';
import { apiCashier, newLocation, queuedOrder, staffAt } from './shop-support';
import { BASE_URL, DEMO, apiAs, expect, test } from './support';

/**
 * `npm run screenshots`: the stock screen (issue 32): a count in progress on a phone, the count at
 * desktop width, and an admin's par, reorder level and cost at 1024 px.
 */

const STOCK: [name: string, onHand: number, par: number, reorderAt: number, cost: number][] = [
  ['Apple', 18, 120, 30, 0.12],
  ['Blackberry', 64, 120, 30, 0.14],
  ['Blue Raspberry', 96, 120, 30, 0.12],
  ['Brown Sugar Cinnamon', 40, 60, 15, 0.09],
  ['Cherry', 180, 200, 60, 0.11],
  ['Cinnamon', 30, 40, 10, 0.05],
  ['Coconut', 24, 150, 40, 0.13],
  ['Coconut Cream', 48, 60, 20, 0.21],
  ['Cranberry', 75, 120, 30, 0.12],
  ['Hibiscus', 12, 80, 20, 0.16],
  ['Lavender', 90, 100, 30, 0.18],
  ['Vanilla', 210, 200, 50, 0.1],
  ['Vanilla Cream', 52, 60, 20, 0.2],
  ['Half & Half', 40, 40, 10, 0.22],
  ['Raspberry Puree', 44, 60, 20, 0.11],
];

/** A shop with stock, pars, costs and a few sales, so the rows show use, days left and Low. */
async function stockedShop() {
  const location = await newLocation();
  const admin = await apiAs(DEMO.admin);
  const rows: { kind: string; id: number; name: string }[] = (
    await (await admin.get(`/api/inventory?location=${location.id}`)).json()
  ).rows;
  const item = (name: string) => rows.find((row) => row.kind === 'flavor' && row.name === name)!;
  const lines = STOCK.map(([name, quantity]) => ({ kind: 'flavor', id: item(name).id, quantity }));
  const cups = rows.filter((row) => row.kind === 'cup');
  lines.push(...cups.map((cup) => ({ kind: 'cup', id: cup.id, quantity: 250 })));
  const received = await admin.post('/api/inventory/receipts', {
    data: { location: location.id, lines },
  });
  expect(received.status()).toBe(201);
  for (const [name, , par, reorder_at, unit_cost] of STOCK)
    await settle(admin, location.id, item(name), { par, reorder_at, unit_cost });
  for (const cup of cups)
    await settle(admin, location.id, cup, { par: 500, reorder_at: 100, unit_cost: 0.09 });
  await admin.dispose();
  const cashier = await apiCashier();
  for (const name of ['Alicia Keys', 'Ashanti', '2Pac'])
    await queuedOrder(cashier, location.id, name, [1, 2, 3]);
  await cashier.dispose();
  return location;
}

async function settle(
  admin: APIRequestContext,
  locationId: number,
  item: { kind: string; id: number },
  settings: { par: number; reorder_at: number; unit_cost: number },
) {
  const saved = await admin.put(`/api/inventory/${locationId}/${item.kind}/${item.id}`, {
    data: settings,
  });
  expect(saved.status()).toBe(200);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/${name}.png`, animations: 'disabled' });

test('the stock count on a phone and at desktop width', async ({ browser }) => {
  const location = await stockedShop();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: BASE_URL,
  });
  const page = await context.newPage();
  await staffAt(page, location.id, '/inventory');
  const row = (name: string) =>
    page.getByTestId('count-row').filter({ has: page.getByText(name, { exact: true }) });
  await row('Apple').getByRole('button', { name: 'One less Apple' }).click();
  await row('Apple').getByRole('button', { name: 'One less Apple' }).click();
  await row('Blackberry').getByRole('button', { name: 'One more Blackberry' }).click();
  await expect(page.getByText('2 items changed')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'inventory-count-phone');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }),
  ).toBeVisible();
  await shot(page, 'inventory-desktop');
  await context.close();
});

test('an admin sets par, reorder level and cost at 1024 px', async ({ browser }) => {
  const location = await stockedShop();
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    baseURL: BASE_URL,
  });
  const page = await context.newPage();
  await staffAt(page, location.id, '/inventory?tab=levels', 'admin');
  await expect(page.getByRole('region', { name: 'What to order' })).toContainText('Estimated cost');
  await expect(page.getByTestId('settings-row').first()).toBeVisible();
  await shot(page, 'inventory-admin-1024');
  await context.close();
});
