import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { BASE_URL, expect } from './support';
import { addItem, apiCashier, payOrder, staffAt, test } from './shop-support';

// Checkout in one screen, names people use, and one Enter for a default cash sale (issue 27).

const nameField = (page: Page) => page.getByRole('combobox', { name: 'Order Name' });

/** A staff member at the location with one drink in the order, arrived at its checkout. */
async function oneDrinkAtCheckout(page: Page, locationId: number) {
  await staffAt(page, locationId, '/');
  const { order__id: orderId } = await addItem(page.request, locationId, { menu_item: 1, cup: 1 });
  await page.goto(`/checkout-order/${orderId}`);
  await expect(page.getByTestId('checkout-item')).toHaveCount(1, { timeout: 15_000 });
  return orderId;
}

const order = async (page: Page, id: number) =>
  (await (await page.request.get(`${BASE_URL}/api/orders/${id}`)).json()) as {
    is_paid: boolean;
    order_name__name: string;
    payment_method: string;
  };

/** The body of the checkout request the next action sends. */
const checkoutBody = (page: Page) =>
  page
    .waitForRequest((r) => r.url().endsWith('/complete-order-payment') && r.method() === 'PATCH')
    .then((r) => r.postDataJSON() as Record<string, unknown>);

/** The visible part of the window: under a phone's bottom tab bar nothing can be tapped. */
async function visibleBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-bottom-tab-bar]');
    const top = bar ? bar.getBoundingClientRect().top : Infinity;
    return Math.min(window.innerHeight, top);
  });
}

async function expectOnFirstScreen(page: Page, controls: Locator[]) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const bottom = await visibleBottom(page);
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box, `${control}`).not.toBeNull();
    expect(box.y, `${control} top`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${control} bottom`).toBeLessThanOrEqual(bottom);
  }
}

/** Every list name waiting at the location: a paid order for each, by a few cashiers at once. */
async function queueEveryName(locationId: number) {
  const cashiers = await Promise.all([1, 2, 3, 4].map(() => apiCashier()));
  const free = async () =>
    (
      (await (await cashiers[0].get(`/api/order-names/autocomplete?location=${locationId}`)).json())
        .results as { name: string; in_use: boolean }[]
    ).filter((n) => !n.in_use);
  const names = await free();
  await Promise.all(
    cashiers.map(async (cashier: APIRequestContext, c) => {
      for (const { name } of names.filter((_, i) => i % cashiers.length === c)) {
        const item = await addItem(cashier, locationId, { menu_item: 1, cup: 1 });
        await payOrder(cashier, item.order__id, name);
      }
    }),
  );
  expect(await free(), 'every list name is in use').toEqual([]);
  await Promise.all(cashiers.map((c) => c.dispose()));
}

test.describe('Checkout in one screen', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a one-drink cash sale fits the first screen and completes with Enter, Enter', async ({
    page,
    location,
  }, testInfo) => {
    const orderId = await oneDrinkAtCheckout(page, location.id);
    // The next free name is chosen already, cash is the tender, a blank amount is the exact one.
    await expect(nameField(page)).toHaveValue(/.+/);
    const name = await nameField(page).inputValue();
    await expect(page.getByText(`(Selected: ${name})`)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await expect(page.getByLabel('Amount tendered')).toHaveValue('');
    await expect(page.getByRole('radiogroup', { name: 'Order Name' })).toHaveCount(0);

    await expectOnFirstScreen(page, [
      page.getByRole('radiogroup', { name: 'Payment method' }),
      page.getByLabel('Amount tendered'),
      nameField(page),
      page.getByRole('button', { name: 'Complete Order' }),
    ]);
    // With a keyboard the focus is in the name, typing replaces it; on a touch screen the
    // focus is on the heading, so that no on-screen keyboard covers the page.
    if (testInfo.project.name === 'desktop') await expect(nameField(page)).toBeFocused();
    else await expect(page.getByRole('heading', { name: 'Order', exact: true })).toBeFocused();

    await expectNoSeriousViolations(page, 'checkout, one drink');
    const headings = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(headings.violations).toEqual([]);

    const body = checkoutBody(page);
    // The first Enter presses Complete Order: armed, with the spec's warning, and focused.
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('button', { name: 'Click to confirm' });
    await expect(confirm).toBeFocused();
    await expect(
      page.getByText('Please ensure the order is paid for and then click button again to confirm.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout-order\/\d+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/take-order$/);
    expect(await body).toMatchObject({ order_name: name, payment_method: 'cash' });
    expect(await body).not.toHaveProperty('order_name_text');
    const paid = await order(page, orderId);
    expect(paid).toMatchObject({ is_paid: true, order_name__name: name, payment_method: 'cash' });
  });

  test("a typed name ('Silver Civic') is kept on the order", async ({ page, location }) => {
    const orderId = await oneDrinkAtCheckout(page, location.id);
    await expect(nameField(page)).toHaveValue(/.+/);
    await nameField(page).fill('Silver Civic');
    await expect(page.getByText('(Selected: Silver Civic)')).toBeVisible();
    // No list name contains it: no suggestions, and Enter, Enter completes the sale.
    await expect(page.getByRole('listbox', { name: 'Order names' })).toHaveCount(0);
    const body = checkoutBody(page);
    await nameField(page).press('Enter');
    await expect(page.getByRole('button', { name: 'Click to confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/take-order$/);
    expect(await body).toMatchObject({ order_name_text: 'Silver Civic' });
    expect(await body).not.toHaveProperty('order_name');
    expect(await order(page, orderId)).toMatchObject({
      is_paid: true,
      order_name__name: 'Silver Civic',
    });
  });

  test('a list name picked in the type-ahead, and in the radio list', async ({
    page,
    location,
  }) => {
    const orderId = await oneDrinkAtCheckout(page, location.id);
    await expect(nameField(page)).toHaveValue(/.+/);
    await nameField(page).fill('ash');
    const suggestions = page.getByRole('listbox', { name: 'Order names' });
    await expect(suggestions.getByRole('option', { name: 'Ashanti' })).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousViolations(page, 'checkout, name suggestions');

    // Enter picks the highlighted suggestion (and does not complete the sale).
    await nameField(page).press('ArrowDown');
    await expect(suggestions.getByRole('option', { name: 'Ashanti' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await nameField(page).press('Enter');
    await expect(nameField(page)).toHaveValue('Ashanti');
    await expect(suggestions).toHaveCount(0);
    await expect(page.getByText('(Selected: Ashanti)')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout-order\/\d+$/);

    // The spec's radio list is one click away, shows the choice, and folds after a pick.
    await page.getByRole('button', { name: 'Choose from the list' }).click();
    const list = page.getByRole('radiogroup', { name: 'Order Name' });
    await expect(list.getByRole('radio', { name: 'Ashanti' })).toBeChecked();
    await expectNoSeriousViolations(page, 'checkout, the order name list');
    await list.getByRole('radio', { name: 'Beyoncé' }).click();
    await expect(list).toHaveCount(0);
    await expect(nameField(page)).toHaveValue('Beyoncé');
    await expect(page.getByText('(Selected: Beyoncé)')).toBeVisible();

    // The pointer keeps the spec's two clicks.
    const body = checkoutBody(page);
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await page.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(page).toHaveURL(/\/take-order$/);
    expect(await body).toMatchObject({ order_name: 'Beyoncé' });
    expect(await order(page, orderId)).toMatchObject({
      is_paid: true,
      order_name__name: 'Beyoncé',
    });
  });

  test("every list name waiting: 'Next free name' asks for a typed name", async ({
    page,
    location,
  }) => {
    await queueEveryName(location.id);
    const orderId = await oneDrinkAtCheckout(page, location.id);
    await expect(
      page.getByText("Every name on the list is waiting: type the customer's name or their car."),
    ).toBeVisible();
    await expect(nameField(page)).toHaveValue('');
    await page.getByRole('button', { name: 'Next free name: type one' }).click();
    await expect(nameField(page)).toBeFocused();
    await expectNoSeriousViolations(page, 'checkout, every name waiting');

    // A list name starting so is suggested; Enter with none highlighted keeps what was typed.
    await page.keyboard.type('Maria');
    await expect(
      page
        .getByRole('listbox', { name: 'Order names' })
        .getByRole('option', { name: /Mariah Carey/ }),
    ).toContainText('(on the queue)');
    const body = checkoutBody(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Click to confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/take-order$/);
    expect(await body).toMatchObject({ order_name_text: 'Maria' });
    expect(await order(page, orderId)).toMatchObject({ is_paid: true, order_name__name: 'Maria' });
  });
});
