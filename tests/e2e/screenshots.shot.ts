// `npm run screenshots`: the home, login, 403 and navbar-with-panels states at both widths, into docs/screenshots/.
import type { Page } from '@playwright/test';
import { addOrderItem, chooseLocation, createUser, expect, signIn, test } from './support';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const shot = (page: Page, name: string, width: string) =>
  page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, animations: 'disabled' });

for (const { name: width, viewport } of WIDTHS) {
  test.describe(width, () => {
    test.use({ viewport });

    test('home, login and 403', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome to Soda POS!' })).toBeVisible();
      await shot(page, 'home', width);

      await page.goto('/login');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Invalid Email')).toBeVisible();
      await shot(page, 'login', width);

      await signIn(page, await createUser('none'), '/take-order');
      await expect(page.getByText('You do not have the appropriate permissions!')).toBeVisible();
      await shot(page, 'forbidden', width);
    });

    test('navbar with the cart, location and user panels', async ({ page }) => {
      await signIn(page, await createUser('staff'));
      await addOrderItem(page, { menu_item: 1, cup: 1, note: 'extra ice' });
      await addOrderItem(page, { menu_item: 5, cup: 2 });
      await addOrderItem(page, { menu_item: 9, cup: 1 });
      await page.reload();

      await page.getByRole('button', { name: 'Choose a location' }).click();
      await page.getByLabel('Update Location').click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await shot(page, 'location-panel', width);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await chooseLocation(page);
      await page.reload();
      await page.getByRole('button', { name: /^Cart,/ }).click();
      await expect(page.getByText('Total Price:')).toBeVisible();
      await page.waitForTimeout(500); // the drawer slides in
      await shot(page, 'cart-panel', width);
      await page.getByRole('button', { name: 'Clear cart' }).click();
      await shot(page, 'cart-clear-confirm', width);
      await page.keyboard.press('Escape');

      await page.reload();
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await shot(page, 'user-menu', width);
    });
  });
}
