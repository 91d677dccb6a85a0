import type { Page } from '@playwright/test';
import { DESKTOP_ONLY } from './admin-support';
import { expectHeadingsInOrder, expectNoSeriousViolations } from './axe';
import { BASE_URL, DEMO, createUser, expect, isPhone, signIn, test as base } from './support';
import { addItem, apiCashier, openPanel, queuedOrder, staffAt, test } from './shop-support';

// Issue 13: every page, and the panels and dialogs opened on them, passes axe (WCAG 2.1 A and AA)
// with no serious or critical violation, at both viewports. Admin tabs: admin-accessibility.spec.ts.

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();

base('signed out: login, home and the unknown-route page', async ({ page }) => {
  await page.goto('/login');
  await heading(page, 'Welcome Back!');
  await expectNoSeriousViolations(page, '/login');
  // The login form's validation messages are part of the page too.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/login with validation messages');

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await heading(page, 'Welcome to Soda POS!');
  await expectNoSeriousViolations(page, '/ signed out');

  await page.goto('/no-such-page');
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expectNoSeriousViolations(page, 'the unknown-route page');
});

base('a signed-in user without a role: home and the 403 page', async ({ page }) => {
  const user = await createUser('none');
  await signIn(page, user, '/take-order');
  await heading(page, 'You do not have the appropriate permissions!');
  await expectNoSeriousViolations(page, 'the 403 page');
});

test('Take Order without a location', async ({ page }) => {
  const user = await createUser('staff');
  await signIn(page, user, '/take-order');
  await heading(page, 'Location Needed');
  await expectNoSeriousViolations(page, 'Take Order without a location');
});

test('Take Order and the custom order dialog', async ({ page, location }) => {
  await staffAt(page, location.id, '/take-order');
  await heading(page, 'Coke');
  await expectNoSeriousViolations(page, 'Take Order');
  await expectHeadingsInOrder(page, 'Take Order');

  await page.getByRole('button', { name: 'Add Custom Order' }).click();
  await expect(openPanel(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'the custom order dialog');
});

test('the navbar panels: cart, location and user menu', async ({ page, location }) => {
  await staffAt(page, location.id, '/');
  await addItem(page.request, location.id, { menu_item: 1, cup: 1 });
  await page.reload();
  await page.getByRole('button', { name: /^Cart, / }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the cart panel');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Cart' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Location', exact: true }).click();
  await expect(page.getByText('Current Location:')).toBeVisible();
  await expectNoSeriousViolations(page, 'the location panel');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Current Location:')).toHaveCount(0);

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, 'the user menu');
});

test('Checkout with items', async ({ page, location }) => {
  await staffAt(page, location.id, '/');
  const item = await addItem(page.request, location.id, { menu_item: 1, cup: 1 });
  await page.goto(`/checkout-order/${item.order__id}`);
  await heading(page, 'Order');
  await expect(page.getByRole('button', { name: 'Complete Order' })).toBeVisible();
  await expectNoSeriousViolations(page, 'checkout');
  await expectHeadingsInOrder(page, 'checkout');
});

test('Make Orders: the queue, an order, the walkthrough, the backup page and an empty queue', async ({
  page,
  location,
}) => {
  const cashier = await apiCashier();
  const orderId = await queuedOrder(cashier, location.id, 'Alicia Keys', [1, 2]);
  await staffAt(page, location.id, '/make-orders');
  await heading(page, 'Please make orders from top to bottom');
  await expect(page.getByText('Alicia Keys').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'Make Orders with a queue');
  await expectHeadingsInOrder(page, 'Make Orders with a queue');

  await page.goto(`/make-orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Alicia Keys' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the walkthrough');
  await expectHeadingsInOrder(page, 'the walkthrough');

  await page.goto('/make-orders/backup');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the backup page');

  await cashier.dispose();
});

test('Make Orders with an empty queue, and Admin on this viewport', async ({ page, location }) => {
  await staffAt(page, location.id, '/make-orders', 'admin');
  await expect(page.getByText('No orders in queue')).toBeVisible();
  await expectNoSeriousViolations(page, 'Make Orders, empty');

  await page.goto('/admin');
  if (isPhone(page)) await expect(page.getByText(DESKTOP_ONLY)).toBeVisible();
  else await expect(page.getByRole('tab').first()).toBeVisible();
  // Issue 27: the page has a main heading, and its tab's headings follow it in order.
  await expect(page.getByRole('heading', { name: 'Admin Settings', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin');
  await expectHeadingsInOrder(page, '/admin');
});

base('the demo admin at home', async ({ page }) => {
  await signIn(page, DEMO.admin, '/');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expectNoSeriousViolations(page, `/ signed in (${BASE_URL})`);
});

// Issue 27 (WCAG 2.5.3, label in name): the names of the logo and the user menu start with the
// text they show, so a speech-input user can say what they see. axe's rule for it is switched on
// in axe.ts; this says it outright.
base('the logo and the user menu are named by their visible text', async ({ page }) => {
  await signIn(page, DEMO.admin, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const logo = nav.getByRole('link', { name: /^Soda POS\b/ });
  await expect(logo).toBeVisible();
  await expect(logo).toContainText('Soda POS');
  const menu = nav.getByRole('button', { name: /user menu/i });
  await expect(menu).toBeVisible();
  if (isPhone(page)) {
    // An icon alone: no visible text to match, the name says what it is.
    await expect(menu).toHaveAccessibleName('User menu');
    await expect(menu).toHaveText('');
  } else {
    await expect(menu).toContainText('Ada');
    await expect(menu).toHaveAccessibleName(/^Ada\b/);
  }
  await expectNoSeriousViolations(page, 'the navbar of a signed-in admin');
});

test('the cash drawer: none open, open with a movement, and the Z report', async ({
  page,
  location,
}) => {
  await staffAt(page, location.id, '/drawer');
  await heading(page, 'No drawer is open');
  await expectNoSeriousViolations(page, '/drawer with no drawer open');
  await expectHeadingsInOrder(page, '/drawer with no drawer open');

  await page.getByLabel('Opening float').fill('50');
  await page.getByRole('button', { name: 'Open drawer' }).click();
  await heading(page, 'Open drawer');
  await page.getByLabel('Amount').fill('5');
  await page.getByLabel('Reason').fill('Change');
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Paid in: Change')).toBeVisible();
  await expectNoSeriousViolations(page, '/drawer with an open drawer');
  await expectHeadingsInOrder(page, '/drawer with an open drawer');

  await page.getByLabel('Counted cash').fill('55');
  await page.getByRole('button', { name: 'Close drawer' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(page.getByTestId('over-short')).toHaveText('$0.00');
  await expectNoSeriousViolations(page, 'the Z report');
  await expectHeadingsInOrder(page, 'the Z report');
});
