import { expect, type Locator, type Page } from '@playwright/test';
import { BASE_URL, DEMO, signIn } from './support';

/** A name no other test (or earlier run on the same server) uses. */
export const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Signs the demo admin in and opens Admin Settings on the given tab. */
export async function openAdminTab(page: Page, tab: string): Promise<void> {
  await signIn(page, DEMO.admin, '/admin');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** A card of the open tab, by its title. */
export const card = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true });

/** Picks an option of a react-select, typing to filter it. */
export async function chooseOption(
  scope: Page | Locator,
  inputId: string,
  search: string,
  option = search,
): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** The demo admin's API client through the page's own cookies (signIn must have run). */
export const adminRequest = (page: Page) => ({
  post: (path: string, data: unknown) =>
    page.request.post(`${BASE_URL}${path}`, { data, headers: { Origin: BASE_URL } }),
  get: (path: string) => page.request.get(`${BASE_URL}${path}`),
});
