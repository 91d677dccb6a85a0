import { DEMO, DEMO_LOCATION, expect, logOut, SHORT_TOKEN_URL, signIn, test } from './support';

test('logout ends the session', async ({ page }) => {
  await signIn(page, DEMO.staff, '/take-order');
  await logOut(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
  await page.goto('/take-order');
  await expect(page).toHaveURL(/\/login$/);
});

test('the session is refreshed transparently after the access token expires', async ({ page }) => {
  // This server's access tokens live 2 seconds.
  const refreshes: number[] = [];
  page.on('response', (r) => r.url().endsWith('/api/users/refresh') && refreshes.push(r.status()));
  await signIn(page, DEMO.staff, '/take-order', SHORT_TOKEN_URL);
  await expect(page).toHaveTitle('Take Order Page | Soda POS');

  // In-app calls after expiry: the location panel's calls get 401, refresh once, retry.
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Choose a location' }).click();
  const panel = page.getByRole('dialog', { name: 'Location' });
  await panel.getByLabel('Update Location').click();
  await page.getByRole('option', { name: DEMO_LOCATION.name }).click();
  await panel.getByRole('button', { name: 'Set Location' }).click();
  await expect(panel.locator('strong')).toHaveText(DEMO_LOCATION.name);
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.every((status) => status === 200)).toBe(true);

  // A reload after expiry: verify gets 401, refreshes, verifies again; the user stays on the page.
  // On the home page: Take Order's live sold-out feed renews its session as the token expires, so
  // a reload there would find a fresh token.
  await page.goto(`${SHORT_TOKEN_URL}/`);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.waitForTimeout(2500);
  const before = refreshes.length;
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect.poll(() => refreshes.length).toBeGreaterThan(before);
  expect(refreshes.every((status) => status === 200)).toBe(true);

  // Without any session cookie the refresh fails and the guard sends the visitor to /login.
  // Leave the app before clearing, so that none of its requests still in flight (a refresh, say) can
  // set the cookies again.
  await page.goto('about:blank');
  await page.context().clearCookies();
  expect(await page.context().cookies(SHORT_TOKEN_URL)).toEqual([]);
  await page.goto(`${SHORT_TOKEN_URL}/take-order`);
  await expect(page).toHaveURL(/\/login$/);
});
