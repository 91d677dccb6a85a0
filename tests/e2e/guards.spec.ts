import { createUser, DEMO, expect, signIn, test } from './support';

const FORBIDDEN = 'You do not have the appropriate permissions!';

test.describe('Route guards', () => {
  test('a signed-out visitor is sent to /login from every protected page', async ({ page }) => {
    for (const path of ['/take-order', '/make-orders', '/checkout-order/1', '/admin']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a user with no role sees the 403 text on the staff and admin pages', async ({ page }) => {
    const user = await createUser('none');
    await signIn(page, user, '/take-order');
    await expect(page.getByRole('heading', { name: FORBIDDEN })).toBeVisible();
    await page.goto('/make-orders');
    await expect(page.getByRole('heading', { name: FORBIDDEN })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: FORBIDDEN })).toBeVisible();
    // No staff tools in the bar either.
    await expect(page.getByRole('button', { name: /location/i })).toHaveCount(0);
  });

  test('a staff user opens the shop-floor pages but sees the 403 text on /admin', async ({
    page,
  }) => {
    await signIn(page, DEMO.staff, '/take-order');
    await expect(page).toHaveTitle('Take Order Page | Soda POS');
    await expect(page.getByText(FORBIDDEN)).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: FORBIDDEN })).toBeVisible();
  });

  test('an admin opens /admin', async ({ page }) => {
    await signIn(page, DEMO.admin, '/admin');
    await expect(page).toHaveTitle(/Admin Settings \| Soda POS/);
    await expect(page.getByText(FORBIDDEN)).toHaveCount(0);
  });

  test('an unknown route shows the generic error page under the navigation bar', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the home page carries the product name and its description', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Soda POS/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Home Page');
    await expect(page.getByRole('heading', { name: 'Welcome to Soda POS!' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Soda POS logo' })).toBeVisible();
  });
});
