import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { chargeButton, menuReady, sizeButton } from './counter-support';
import { shellReady } from './offline-support';
import { newLocation, queuedOrder } from './shop-support';
import { BASE_URL, DEMO, apiAs, expect } from './support';

/** Issue 29's refused and late sales, shared by their specs and their screenshots. */

/** The server's 403 to a cashier not assigned to the sale's location. */
export const NOT_ASSIGNED = 'You are not assigned to this location.';

const headers = { Origin: BASE_URL };

/** Take Order open online until the device can sell offline, then one cash sale with no network. */
export async function sellOneOffline(page: Page, callOut: string) {
  await menuReady(page);
  await expect(page.locator('[data-offline-ready]')).toHaveCount(1, { timeout: 30_000 });
  await shellReady(page);
  await page.context().setOffline(true);
  await sizeButton(page, 'Coco Butter Kisses', '16 oz').click();
  await chargeButton(page).click();
  await expect(page.getByTestId('offline-checkout-note')).toBeVisible();
  await page.getByRole('combobox', { name: /Order Name/ }).fill(callOut);
  await page.getByRole('radio', { name: 'Cash' }).click();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(page).toHaveURL(/\/take-order$/);
}

/** An admin assigns the user to another (new) location only: the server refuses their sales here. */
export async function moveElsewhere(userId: number) {
  const elsewhere = await newLocation();
  const admin = await apiAs(DEMO.admin);
  const moved = await admin.patch(`/api/users/${userId}`, { data: { locations: [elsewhere.id] } });
  expect(moved.status()).toBe(200);
  await admin.dispose();
}

/** The next answer to POST /api/orders/sync. */
export const syncAnswer = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/orders/sync') && r.request().method() === 'POST',
  );

export interface LateSaleDrawer {
  drawer: number;
  /** The synced late sale's order id. */
  lateOrder: number;
  /** The cash the drawer expected at its close, and the count. */
  expectedCents: number;
  countedCents: number;
}

/**
 * Through the API as `api`'s staff member: a drawer with a $100 float, a cash sale (menu item 1),
 * a close counted with the offline sale's $5.00 less 50 cents, then that offline sale (made while
 * the drawer was open) synced late.
 */
export async function closedDrawerWithLateSale(
  api: APIRequestContext,
  locationId: number,
): Promise<LateSaleDrawer> {
  const opened = await api.post(`${BASE_URL}/api/drawers`, {
    data: { location: locationId, opening_float: 100 },
    headers,
  });
  expect(opened.status()).toBe(201);
  const drawer = (await opened.json()).id as number;
  const orderId = await queuedOrder(api, locationId, 'Ashanti');
  const sale = await (await api.get(`${BASE_URL}/api/orders/${orderId}`)).json();
  const expectedCents = 10_000 + Math.round(Number(sale.paid_amount) * 100);
  const takenAt = new Date().toISOString();
  const countedCents = expectedCents + 500 - 50;
  const closed = await api.post(`${BASE_URL}/api/drawers/${drawer}/close`, {
    data: { counted_cash: countedCents / 100 },
    headers,
  });
  expect(closed.status()).toBe(200);
  const synced = await api.post(`${BASE_URL}/api/orders/sync`, {
    data: {
      client_id: randomUUID(),
      location: locationId,
      taken_at: takenAt,
      items: [{ menu_item: 1, cup: 1, low_sugar: false, note: '', custom_order_flavors: [] }],
      order_name: 'Beyoncé',
      discount: null,
      paid_amount: 5,
      tip: 0,
      payment_method: 'cash',
      cash_tendered: 5,
    },
    headers,
  });
  expect(synced.status(), await synced.text()).toBe(201);
  const late = await synced.json();
  expect(late.drawer).toBe(drawer);
  return { drawer, lateOrder: late.id, expectedCents, countedCents };
}
