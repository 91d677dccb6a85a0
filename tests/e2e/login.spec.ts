import { DEMO, expect, test } from './support';

test.describe('Login page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test('shows its title, texts and fields', async ({ page }) => {
    await expect(page).toHaveTitle('Login Page | Soda POS');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await expect(page.getByText("Log in now and let's keep the fun flowing!")).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  });

  test('validates the email and the password length before sending', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (r) => r.url().includes('/api/users/login') && loginCalls++);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

    // Fixing a field clears its message (re-validation on change).
    await page.getByLabel('Email').fill('staff@example.com');
    await expect(page.getByText('Invalid Email')).toBeHidden();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('shows the server message for a wrong password and stays signed out', async ({ page }) => {
    await page.getByLabel('Email').fill(DEMO.staff.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No active account found with the given credentials',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  });

  test('signs in and goes home; an already signed-in user is sent home from /login', async ({
    page,
  }) => {
    await page.getByLabel('Email').fill(DEMO.staff.email);
    await page.getByLabel('Password').fill(DEMO.staff.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Sam!' })).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  test('returns to the protected page the visitor asked for', async ({ page }) => {
    await page.goto('/make-orders/backup');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.staff.email);
    await page.getByLabel('Password').fill(DEMO.staff.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/make-orders\/backup$/);
    await expect(page).toHaveTitle('Backup Page | Soda POS');
  });
});
