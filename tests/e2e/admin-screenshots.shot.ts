// `npm run screenshots`: every Admin Settings tab at 1280x800 (some at 1024x768), the edit sheets, and the narrow notice,
// into docs/screenshots/admin-*.png; the Reports page at three sizes into docs/screenshots/reports-*.png.
import type { Page } from '@playwright/test';
import { apiCashier, queuedOrder } from './shop-support';
import { DEMO, DEMO_HISTORY_URL, DEMO_LOCATION, apiAs, expect, signIn, test } from './support';

const TABS = [
  ['cups', 'Existing Cups'],
  ['discounts', 'Existing Discounts'],
  ['flavors', 'Existing Flavors'],
  ['promos', 'Existing Limited Time Promos'],
  ['locations', 'Existing Locations'],
  ['menus', 'Add New Menu'],
  ['menu-items', 'Existing Menu Items'],
  ['order-names', 'Existing Order Names'],
  ['sodas', 'Existing Sodas'],
  ['users', 'Existing Users'],
  ['audit', 'Audit Log'],
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/admin-${name}.png`, animations: 'disabled' });

test.use({ viewport: { width: 1280, height: 800 } });

/** One tab, shot once its heading shows and no spinner is left (the navbar's status stays). */
async function shotTab(page: Page, tab: string, heading: string, name: string) {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.locator('svg[role="status"]')).toHaveCount(0);
  await shot(page, name);
}

/** A refund and a void for the Audit tab to show (menu item 3: the demo shop has Vanilla sold out). */
async function auditTrail() {
  const cashier = await apiCashier();
  const admin = await apiAs(DEMO.admin);
  const refunded = await queuedOrder(cashier, DEMO_LOCATION.id, 'Ashanti', [3, 3]);
  const refund = await admin.post(`/api/orders/${refunded}/refunds`, {
    data: { amount: 1.5, reason: 'Slow service', method: 'card' },
  });
  expect(refund.status()).toBe(201);
  const voided = await queuedOrder(cashier, DEMO_LOCATION.id, 'Breezy', [3]);
  const answer = await admin.post(`/api/orders/${voided}/void`, {
    data: { reason: 'Rang up twice' },
  });
  expect(answer.status()).toBe(200);
  await Promise.all([cashier.dispose(), admin.dispose()]);
}

test('every admin tab', async ({ page }) => {
  test.setTimeout(120_000);
  await auditTrail();
  await signIn(page, DEMO.admin, '/admin');
  for (const [tab, heading] of TABS) await shotTab(page, tab, heading, tab);
});

test('edit sheets, the menu item form in use and the date picker', async ({ page }) => {
  await signIn(page, DEMO.admin, '/admin?tab=flavors');
  await page.getByRole('button', { name: 'Edit Syrup' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Flavor Group' })).toBeVisible();
  await shot(page, 'flavor-group-edit');

  await page.goto('/admin?tab=menu-items');
  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  await page.getByRole('switch', { name: 'Limited time promo item' }).click();
  await page.getByRole('switch', { name: 'Set price manually' }).click();
  await page.getByRole('button', { name: 'Add Menu Item' }).click();
  await expect(page.getByText('Please enter a price')).toBeVisible();
  await shot(page, 'menu-items-validation');

  await page.getByRole('list', { name: 'Existing Menu Items' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Edit Menu Item' })).toBeVisible();
  await shot(page, 'menu-item-edit');

  await page.goto('/admin?tab=menus');
  await page.getByLabel('Date').click();
  await expect(page.getByLabel('Choose the Year')).toBeAttached();
  await shot(page, 'menus-date-picker');
});

test('at 1024x768: the tabs of issue 13 and the discount edit sheet', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, DEMO.admin, '/admin?tab=discounts');
  await page
    .getByRole('list', { name: 'Existing Discounts' })
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Discount' })).toBeVisible();
  await shot(page, 'discount-edit-1024');
  for (const [tab, heading] of TABS.filter(([tab]) =>
    ['flavors', 'locations', 'sodas', 'audit'].includes(tab),
  ))
    await shotTab(page, tab, heading, `${tab}-1024`);
});

test('the desktop-only notice at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await signIn(page, DEMO.admin, '/admin');
  await expect(page.getByText('You must be on desktop')).toBeVisible();
  await shot(page, 'narrow');
});

test('the reports page on a desktop, a tablet and a phone', async ({ page }) => {
  // The demo server's four weeks of sales in two shops.
  await signIn(page, DEMO.admin, '/reports', DEMO_HISTORY_URL);
  for (const [size, width, height] of [
    ['desktop', 1280, 800],
    ['tablet', 1024, 768],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${DEMO_HISTORY_URL}/reports`);
    await expect(page.getByTestId('figure-net-sales')).toHaveText(/^\$/);
    await expect(page.getByTestId('top-items')).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    // Every chart drawn: no spinner left (a chart's is hidden from the accessibility tree).
    await expect(page.locator('main .animate-spin')).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Make time by hour' })
        .locator('svg.recharts-surface')
        .first(),
    ).toBeVisible();
    // The phone's tab bar is fixed: a full-page shot would paint it mid-page.
    await page.screenshot({
      path: `docs/screenshots/reports-${size}.png`,
      fullPage: size !== 'phone',
    });
  }
});
