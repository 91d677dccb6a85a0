import { chromium, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { watchCsp } from './csp-watch';
import { CHROMIUM_LAUNCH } from '../../playwright.config';
import { addItem, openPanel } from './shop-support';
import { BASE_URL, expect } from './support';

/** The navbar's connection status (Online, Offline, Syncing N), a link to the Sync page. */
export const status = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('link') });

/**
 * The keys of the answers the device keeps, read without creating the database or its stores (an
 * empty database made here would be the app's, without its stores) and closed at once (an open
 * connection would hold up the app's upgrades).
 */
export async function keptAnswerKeys(): Promise<string[]> {
  const names = (await indexedDB.databases()).map((database) => database.name);
  if (!names.includes('soda-pos-cache')) return [];
  return new Promise((resolve) => {
    const open = indexedDB.open('soda-pos-cache');
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('answers')) {
        db.close();
        return resolve([]);
      }
      const keys = db.transaction('answers').objectStore('answers').getAllKeys();
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.map(String));
      };
    };
  });
}

/** The service worker is active and controls the page (its precache filled) and the device has kept the menu and who is signed in. */
export async function shellReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // It controls the page: the page chunks not loaded yet come from its copy when offline.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect
    .poll(() => page.evaluate(keptAnswerKeys))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/:\/api\/menu-items\?/),
        expect.stringMatching(/:\/api\/sodas$/),
      ]),
    );
}

/** A browser with a profile on disk: closing and launching it again is a browser restart. */
export function launchTill(profile: string, testInfo: TestInfo, violations: string[]) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  return chromium
    .launchPersistentContext(profile, {
      ...CHROMIUM_LAUNCH,
      viewport,
      isMobile,
      hasTouch,
      baseURL: BASE_URL,
    })
    .then(async (context) => {
      await watchCsp(context, violations);
      return context;
    });
}

export const firstPage = (context: BrowserContext) => context.pages()[0] ?? context.newPage();

/** One menu item in the page user's cart at the location, its checkout open; returns the order id. */
export async function checkoutOfOneItem(page: Page, locationId: number): Promise<number> {
  const { order__id: orderId } = await addItem(page.request, locationId, { menu_item: 1, cup: 1 });
  await page.goto(`/checkout-order/${orderId}`);
  await expect(page.getByTestId('checkout-item')).toHaveCount(1);
  return orderId;
}

/** Pays with the next free name; the answer is lost, so the checkout says it is sending again. */
export async function payIntoADrop(page: Page) {
  await page.getByRole('button', { name: /Next free name/ }).click();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(page.getByText('Sending… the connection dropped')).toBeVisible();
}

/** Add Custom Order on Take Order: a 16 oz Coke with Apple, priced and added to the order. */
export async function addCustomCokeWithApple(page: Page) {
  await page.getByRole('button', { name: 'Add Custom Order' }).click();
  const dialog = openPanel(page);
  await dialog.getByRole('radio', { name: '16 oz' }).click();
  await dialog.getByRole('radio', { name: 'Coke' }).click();
  await dialog.getByRole('checkbox', { name: 'Apple', exact: true }).click();
  await expect(dialog.getByTestId('price-quote')).toHaveText(/^\$\d+\.\d{2}$/);
  await dialog.getByRole('button', { name: 'Add to Order' }).click();
  await expect(dialog).toHaveCount(0);
}
