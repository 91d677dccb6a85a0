import type { Page } from '@playwright/test';
import { chargeButton, menuReady, sizeButton } from './counter-support';
import { staffAt, test } from './shop-support';
import { expect, toast } from './support';

/**
 * Issue 14, a shift with the cash drawer: a $100 float, three sales (cash with change and a tip,
 * card with a discount, cash exact), a close $1 short, and the Z report saying so.
 */

/** Cents of a '$12.34' text. */
const cents = (text: string | null) => Math.round(Number(text!.replace('$', '')) * 100);
const dollars = (value: number) => `$${(value / 100).toFixed(2)}`;

/** Rings up one 16 oz drink from Take Order and opens the checkout. */
async function ringUp(page: Page, drink: string) {
  await page.goto('/take-order');
  await menuReady(page);
  await sizeButton(page, drink, '16 oz').click();
  await expect(chargeButton(page)).not.toHaveText('Charge $0.00');
  await chargeButton(page).click();
  await expect(page.getByRole('heading', { name: 'Order', exact: true })).toBeVisible();
}

/** Takes the next free order name, completes the order (two clicks); returns the total charged. */
async function complete(page: Page): Promise<number> {
  const total = cents(await page.getByTestId('checkout-total').textContent());
  await page.getByRole('button', { name: /^Next free name: / }).click();
  await expect(page.getByText(/^\(Selected: /)).toBeVisible();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(toast(page, 'Order completed successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/take-order$/);
  return total;
}

test('a drawer shift: a $100 float, three sales, a close $1 short on the Z report', async ({
  page,
  location,
}) => {
  test.setTimeout(120_000);
  await staffAt(page, location.id, '/drawer');
  await expect(page.getByRole('heading', { name: 'No drawer is open' })).toBeVisible();
  await page.getByLabel('Opening float').fill('100');
  await page.getByRole('button', { name: 'Open drawer' }).click();
  await expect(page.getByRole('heading', { name: 'Open drawer' })).toBeVisible();

  // 1. Cash with change and a 10% tip.
  await ringUp(page, 'Got So Much Soul');
  const total = page.getByTestId('checkout-total');
  const beforeTip = cents(await total.textContent());
  await page.getByRole('radio', { name: /^10%/ }).click();
  await expect(total).toHaveText(dollars(beforeTip + Math.round(beforeTip / 10)));
  await page.getByRole('button', { name: '$20.00' }).click();
  const firstTotal = cents(await total.textContent());
  await expect(page.getByTestId('change-due')).toHaveText(dollars(2000 - firstTotal));
  const cash1 = await complete(page);

  // 2. Card, with the demo's $4.00 16 oz discount.
  await ringUp(page, 'Hey Ma');
  await page.getByRole('switch', { name: 'Apply Discount' }).click();
  await page.getByRole('combobox', { name: 'Discount' }).click();
  await page.getByRole('option', { name: /AM Perk/ }).click();
  await expect(total).toHaveText('$4.00');
  await expect(page.getByText(/^Discount \(/)).toBeVisible();
  await page.getByRole('radio', { name: 'Card' }).click();
  await expect(page.getByLabel('Amount tendered')).toHaveCount(0);
  await complete(page);

  // 3. Cash, the exact amount.
  await ringUp(page, 'Now or Never');
  await page.getByRole('button', { name: 'Exact' }).click();
  await expect(page.getByTestId('change-due')).toHaveText('$0.00');
  const cash3 = await complete(page);

  // The drawer expects the float and the cash sales; the count is a dollar short.
  await page.goto('/drawer');
  const expected = 10_000 + cash1 + cash3;
  const expectedRow = page
    .locator('div')
    .filter({ has: page.getByText('Expected cash', { exact: true }) })
    .last();
  await expect(expectedRow).toContainText(dollars(expected));
  await expect(page.locator('dl')).toContainText('Orders3');
  await page.getByLabel('Counted cash').fill(((expected - 100) / 100).toFixed(2));
  await page.getByLabel('Note').fill('One dollar short');
  await page.getByRole('button', { name: 'Close drawer' }).click();
  await page.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(page).toHaveURL(/\/drawer\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Z report #\d+$/ })).toBeVisible();
  await expect(page.getByTestId('over-short')).toHaveText('-$1.00');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});
