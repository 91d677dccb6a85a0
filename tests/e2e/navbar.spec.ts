import { DEMO, expect, isPhone, openUserMenu, signIn, test } from './support';

test.describe('Navigation bar', () => {
  test('signed out: the home logo link and Login', async ({ page }) => {
    await page.goto('/login');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Take Order' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('staff: Take Order and Make Orders in the bar on wide screens, in the user menu on narrow ones', async ({
    page,
  }) => {
    await signIn(page, DEMO.staff);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Choose a location' })).toBeVisible();

    if (isPhone(page)) {
      await expect(nav.getByRole('link', { name: 'Take Order' })).toHaveCount(0);
      await openUserMenu(page);
      await expect(page.getByRole('menuitem', { name: 'Make Orders' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
      await page.getByRole('menuitem', { name: 'Take Order' }).click();
    } else {
      await expect(nav.getByRole('link', { name: 'Make Orders' })).toBeVisible();
      await openUserMenu(page);
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: 'Take Order' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await nav.getByRole('link', { name: 'Take Order' }).click();
    }
    await expect(page).toHaveURL(/\/take-order$/);
    await expect(page).toHaveTitle('Take Order Page | Soda POS');
  });

  test('admin: the user menu also holds Admin', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
