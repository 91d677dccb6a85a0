import type { Locator, Page } from '@playwright/test';
import { BASE_URL, DEMO, expect, signIn, test as base } from './support';

/** What Admin Settings shows at 768 px and narrower. */
export const DESKTOP_ONLY = 'You must be on desktop in order to access the admin settings.';

/** The Admin Settings tabs, in their order. */
export const TABS = [
  'Cups',
  'Discounts',
  'Flavors',
  'Limited Time Promos',
  'Locations',
  'Menus',
  'Menu Items',
  'Order Names',
  'Sodas',
  'Users',
  'Audit',
];

/** A name no other test (or earlier run on the same server) uses. */
export const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** A card of the open tab, by its title. */
export const card = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true });

/**
 * The Admin Settings test (CSP-watched, from support.ts): `adminTab(tab, title)` signs the demo
 * admin in, opens Admin Settings on `tab` and returns its card `title` (the tab's name by default).
 */
export const test = base.extend<{ adminTab: (tab: string, title?: string) => Promise<Locator> }>({
  adminTab: async ({ page }, use) => {
    await use(async (tab, title = tab) => {
      await signIn(page, DEMO.admin, '/admin');
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      return card(page, title);
    });
  },
});
export { expect };

/** The list of existing entries on a card (`Existing ${what}`). */
export const existing = (scope: Locator, what: string): Locator =>
  scope.getByRole('list', { name: `Existing ${what}` });

/** Clicks `button` and expects each of `messages` on `scope`: the form's own refusal. */
export async function expectRefused(
  button: Locator,
  scope: Locator,
  messages: string[],
): Promise<void> {
  await button.click();
  for (const message of messages) await expect(scope.getByText(message)).toBeVisible();
}

/** Picks an option of a react-select, typing to filter it. */
export async function chooseOption(
  scope: Page | Locator,
  inputId: string,
  search: string,
  option = search,
): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const input = page.locator(`#${inputId}`);
  const choice = page.getByRole('option', { name: option, exact: true }).first();
  await input.click();
  await input.fill(search);
  await choice.click();
  // The choice is made once the menu has closed.
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The demo admin's API client through the page's own cookies (signIn must have run). */
export const adminRequest = (page: Page) => ({
  post: (path: string, data: unknown) =>
    page.request.post(`${BASE_URL}${path}`, { data, headers: { Origin: BASE_URL } }),
  get: (path: string) => page.request.get(`${BASE_URL}${path}`),
});
