import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import {
  BASE_URL,
  DEMO,
  apiAs,
  chooseLocation,
  createUser,
  expect,
  test as base,
  type TestUser,
} from './support';

/**
 * Isolation for the shop-floor specs: the e2e server is shared by every spec file, so each test works
 * at a location of its own (its own queue) with users of its own (their own carts).
 */
let locations = 0;
export async function newLocation(): Promise<{ id: number; name: string }> {
  const admin = await apiAs(DEMO.admin);
  const name = `Shop ${Date.now()}-${process.pid}-${++locations}`;
  const response = await admin.post('/api/locations', { data: { name } });
  expect(response.status()).toBe(201);
  const body = await response.json();
  await admin.dispose();
  return { id: body.id, name };
}

/** The shop-floor test: `location` is a fresh location of the test's own (newLocation). */
export const test = base.extend<{ location: { id: number; name: string } }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  location: async ({}, use) => {
    await use(await newLocation());
  },
});

/** A fresh staff member (or admin) signed in on `page` at `locationId`, then on `path`. */
export async function staffAt(
  page: Page,
  locationId: number,
  path: string,
  role: 'staff' | 'admin' = 'staff',
): Promise<TestUser> {
  const user = await createUser('staff');
  if (role === 'admin') {
    const admin = await apiAs(DEMO.admin);
    const granted = await admin.patch(`/api/users/${user.id}`, { data: { is_admin: true } });
    expect(granted.status()).toBe(200);
    await admin.dispose();
  }
  await signInAt(page, user, locationId);
  await page.goto(`${BASE_URL}${path}`);
  return user;
}

/** Signs `user` in on the page's browser with the location chosen, without opening a page. */
export async function signInAt(
  page: Page,
  user: { email: string; password: string },
  locationId: number,
): Promise<void> {
  await page.request.post(`${BASE_URL}/api/users/login`, {
    data: { email: user.email, password: user.password },
    headers: { Origin: BASE_URL },
  });
  await chooseLocation(page, locationId);
}

/** A second browser (the `newContext` fixture: CSP-watched) with the viewport of the test's project. */
export async function secondPage(
  newContext: (options: object) => Promise<BrowserContext>,
  testInfo: TestInfo,
): Promise<Page> {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await newContext({ viewport, isMobile, hasTouch, baseURL: BASE_URL });
  return context.newPage();
}

interface ItemInput {
  menu_item?: number | null;
  cup: number;
  low_sugar?: boolean;
  custom_order__soda?: number | null;
  custom_order_flavors?: number[];
  flat_or_sparkling?: 'flat' | 'sparkling' | null;
  note?: string;
}

/** Adds an item to the page user's cart at a location through the API. */
export async function addItem(request: APIRequestContext, locationId: number, item: ItemInput) {
  const response = await request.post(`${BASE_URL}/api/order-items`, {
    data: {
      menu_item: null,
      low_sugar: false,
      note: '',
      custom_order__soda: null,
      custom_order_flavors: [],
      flat_or_sparkling: null,
      ...item,
      order__location: locationId,
    },
    headers: { Origin: BASE_URL },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; price: number; order__id: number };
}

/** Pays the page user's order through the API, putting it in the location's queue. */
export async function payOrder(request: APIRequestContext, orderId: number, orderName: string) {
  const items = await (await request.get(`${BASE_URL}/api/order-items?order=${orderId}`)).json();
  const total =
    items.reduce((sum: number, i: { price: number }) => sum + Math.round(i.price * 100), 0) / 100;
  const response = await request.patch(`${BASE_URL}/api/orders/${orderId}/complete-order-payment`, {
    data: { is_paid: true, order_name: orderName, paid_amount: total, discount: null },
    headers: { Origin: BASE_URL },
  });
  expect(response.status()).toBe(200);
}

/** The dialog (wide) or drawer (narrow) that is open. */
export const openPanel = (page: Page) => page.getByRole('dialog');

/** A staff member of its own, signed in through the API only (a cashier feeding the queue). */
export async function apiCashier(): Promise<APIRequestContext> {
  const user = await createUser('staff');
  return apiAs(user);
}

/** A paid order of `items` menu items at the location, named `name`; returns its id. */
export async function queuedOrder(
  cashier: APIRequestContext,
  locationId: number,
  name: string,
  menuItems: number[] = [1],
): Promise<number> {
  let orderId = 0;
  for (const menu_item of menuItems)
    orderId = (await addItem(cashier, locationId, { menu_item, cup: 1 })).order__id;
  await payOrder(cashier, orderId, name);
  return orderId;
}

/** The two widths every screen is shot at (`npm run screenshots`). */
export const SCREENSHOT_WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Opens Coco Butter Kisses' order dialog at 16 oz and adds Coconut to it; returns the dialog. */
export async function cocoButterWithCoconut(page: Page) {
  await page
    .getByRole('button', { name: /Coco Butter Kisses/ })
    .first()
    .click();
  const dialog = openPanel(page);
  await dialog.getByRole('radio', { name: '16 oz' }).click();
  await dialog.getByRole('switch', { name: 'Customize' }).click();
  await dialog.getByRole('searchbox', { name: 'Search flavors' }).fill('Coconut');
  await dialog.getByRole('checkbox', { name: 'Coconut', exact: true }).click();
  return dialog;
}

/** Turns order ahead on at the location through the demo admin (issue 31). */
export async function takeOnlineOrders(location: { id: number; name: string }): Promise<void> {
  const admin = await apiAs(DEMO.admin);
  const on = await admin.put(`/api/locations/${location.id}`, {
    data: { name: location.name, online_ordering: true },
  });
  expect(on.status()).toBe(200);
  await admin.dispose();
}
