import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { DEMO_HISTORY_PORT, SHORT_TOKEN_PORT } from '../../playwright.config';
import { withCspWatch } from './csp-watch';
import { startWorkerServer, WORKER_PORT, WORKER_URL } from './worker-server';

/** This worker's own server (its port is fixed by the worker's slot: see playwright.config.ts). */
export const BASE_URL = WORKER_URL;
export { WORKER_PORT };
export const SHORT_TOKEN_URL = `http://127.0.0.1:${SHORT_TOKEN_PORT}`;
/** The server with the demo's four weeks of sales (issue 16): for reading reports only. */
export const DEMO_HISTORY_URL = `http://127.0.0.1:${DEMO_HISTORY_PORT}`;

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin-demo-1' },
  staff: { email: 'staff@example.com', password: 'staff-demo-1' },
};
export const DEMO_LOCATION = { id: 1, name: 'Midtown Farmers Market' };

export interface Credentials {
  email: string;
  password: string;
}
export interface TestUser extends Credentials {
  id: number;
}

/** A signed-in API client of its own (cookie jar + Origin header), outside any browser page. */
export async function apiAs(who: Credentials, baseURL = BASE_URL): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL },
  });
  const response = await context.post('/api/users/login', { data: who });
  expect(response.status(), `sign in ${who.email}`).toBe(200);
  return context;
}

let counter = 0;

/** Registers a fresh user through the API; `staff` asks the demo admin to grant the staff role. */
export async function createUser(role: 'none' | 'staff', baseURL = BASE_URL): Promise<TestUser> {
  const email = `e2e-${Date.now()}-${process.pid}-${++counter}@example.com`;
  const password = 'e2e-password-1';
  const anonymous = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL },
  });
  const registered = await anonymous.post('/api/users/register', {
    data: { first_name: 'Eve', last_name: 'Tester', email, password },
  });
  expect(registered.status()).toBe(201);
  const { id } = await registered.json();
  await anonymous.dispose();
  if (role === 'staff') {
    const admin = await apiAs(DEMO.admin, baseURL);
    expect((await admin.patch(`/api/users/${id}`, { data: { is_staff: true } })).status()).toBe(
      200,
    );
    await admin.dispose();
  }
  return { id, email, password };
}

/** Signs the page's browser context in through the API (shares the page's cookies), then opens `path`. */
export async function signIn(
  page: Page,
  who: Credentials,
  path = '/',
  baseURL = BASE_URL,
): Promise<void> {
  const response = await page.request.post(`${baseURL}/api/users/login`, {
    data: who,
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(200);
  await page.goto(`${baseURL}${path}`);
}

/** Sets the browser's location cookie through the API. */
export async function chooseLocation(
  page: Page,
  locationId = DEMO_LOCATION.id,
  baseURL = BASE_URL,
): Promise<void> {
  const response = await page.request.patch(`${baseURL}/api/locations/set-cookie`, {
    data: { locationId },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(200);
}

/** Phone-sized viewport (the phone project, or a test that narrowed the page). */
/**
 * The wait for a page's first load in a fresh browser. On this 2-core machine with two workers a
 * till's first Take Order took 8.5 s to show its menu (some 20 reads on the worker's in-process
 * embedded database, then the lazy chunks), past the 7 s expect timeout.
 */
export const FIRST_LOAD = { timeout: 20_000 };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * The newest toast with exactly this text, or the same text said by the app shell's live region
 * (success at the till is told in place, not by a toast: issue 27). The region holds only the
 * latest message, so a text found there was announced by the action just taken (or one after it).
 */
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify, [data-announcer]').getByText(text, { exact: true }).last();

/** The app shell's polite live region (app/announcer.tsx). */
export const liveRegion = (page: Page) => page.locator('[data-announcer]');

/** The user menu (Logout, Admin, and the staff links on phones). */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** Logs out from the user menu, onto the login page. */
export async function logOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Every test runs against its worker's own server: started once per worker (a fresh database),
 * stopped when the worker ends; `baseURL` (page.goto('/...'), the request fixture, new contexts)
 * points at it.
 */
const isolated = base.extend<object, { workerServer: string }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startWorkerServer();
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
});

export const test = withCspWatch(isolated);
export { expect };

/** Adds an order item to the page user's cart through the API; returns the created item. */
export async function addOrderItem(
  page: Page,
  item: { menu_item: number; cup: number; note?: string },
  locationId = DEMO_LOCATION.id,
  baseURL = BASE_URL,
) {
  const response = await page.request.post(`${baseURL}/api/order-items`, {
    data: {
      menu_item: item.menu_item,
      cup: item.cup,
      low_sugar: false,
      order__location: locationId,
      note: item.note ?? '',
      custom_order__soda: null,
      custom_order_flavors: [],
      flat_or_sparkling: null,
    },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as {
    id: number;
    order_item_name: string;
    price: number;
    order__id: number;
    note: string;
  };
}
