import { expect, isPhone, toast } from './support';
import { openPanel, secondPage, staffAt, test } from './shop-support';

/**
 * A whole shift at one location: a cashier rings up three drinks and checks out; a barista's Make
 * Orders screen shows the order live, starts it, walks through it and finishes it.
 */
test('a cashier takes and checks out an order; a barista makes it from the live queue', async ({
  page: cashier,
  newContext,
  location,
}, testInfo) => {
  test.setTimeout(90_000);
  await staffAt(cashier, location.id, '/take-order');
  const barista = await secondPage(newContext, testInfo);
  await staffAt(barista, location.id, '/make-orders');
  await expect(barista.getByRole('status', { name: 'Live connection: Live' })).toBeVisible();
  await expect(barista.getByText('No orders in queue')).toBeVisible();

  // 1. A menu item in 32 oz, low sugar.
  await cashier.getByRole('button', { name: /Coco Butter Kisses/ }).click();
  const dialog = openPanel(cashier);
  await expect(dialog.getByRole('heading', { name: 'Coco Butter Kisses' })).toBeVisible();
  await dialog.getByRole('radio', { name: '32 oz' }).click();
  await expect(dialog.getByTestId('price-quote')).toHaveText(/^\$\d+\.\d{2}$/);
  await dialog.getByRole('radio', { name: 'Low Sugar' }).click();
  await dialog.getByRole('button', { name: 'Add to Order' }).click();
  await expect(toast(cashier, 'Order Item added successfully')).toBeVisible();
  await expect(openPanel(cashier)).toHaveCount(0);

  // 2. A customized menu item: its recipe on Sprite.
  await cashier.getByRole('button', { name: /Dilemma/ }).click();
  await openPanel(cashier).getByRole('radio', { name: '16 oz' }).click();
  await openPanel(cashier).getByRole('switch', { name: 'Customize' }).click();
  await openPanel(cashier).getByRole('radio', { name: 'Sprite' }).click();
  // The recipe's four flavors are ticked one by one.
  await expect(openPanel(cashier).getByRole('checkbox', { checked: true })).toHaveCount(4);
  await openPanel(cashier).getByRole('button', { name: 'Add to Order' }).click();
  await expect(toast(cashier, 'Order Item added successfully')).toBeVisible();
  await expect(openPanel(cashier)).toHaveCount(0);

  // 3. A custom water drink: flat or sparkling is required.
  await cashier.getByRole('button', { name: 'Add Custom Order' }).click();
  const custom = openPanel(cashier);
  await custom.getByRole('radio', { name: '16 oz' }).click();
  await custom.getByRole('radio', { name: 'Normal' }).click();
  await custom.getByRole('radio', { name: 'Water (Flat/Sparkling)' }).click();
  await custom.getByRole('checkbox', { name: 'Fresh Lime', exact: true }).click();
  await custom.getByRole('button', { name: 'Add to Order' }).click();
  await expect(custom.getByText('You need to select flat or sparkling')).toBeVisible();
  await custom.getByRole('radio', { name: 'Flat', exact: true }).click();
  await expect(custom.getByText('You need to select flat or sparkling')).toBeHidden();
  await custom.getByRole('button', { name: 'Add to Order' }).click();
  await expect(openPanel(cashier)).toHaveCount(0);

  // Checkout from the cart.
  await cashier.getByRole('button', { name: 'Cart, 3 items' }).click();
  await cashier.getByRole('button', { name: 'Go to cart' }).click();
  await expect(cashier).toHaveURL(/\/checkout-order\/\d+$/);
  await expect(cashier.getByRole('heading', { name: 'Order', exact: true })).toBeVisible();
  const items = cashier.getByTestId('checkout-item');
  await expect(items).toHaveCount(3);
  // Issue 13: the drink is told by what it is, and flat water is a badge, not a note.
  const water = items.filter({ hasText: 'Custom: Water (Flat/Sparkling), Fresh Lime' });
  await expect(water.getByTestId('water-badge')).toHaveText('Flat');
  await expect(water).not.toContainText('FLAT WATER');
  const total = cashier.getByTestId('checkout-total');
  const before = await total.textContent();

  // A discount: $4.00 for each 16 oz drink.
  await cashier.getByRole('switch', { name: 'Apply Discount' }).click();
  await cashier.getByRole('combobox', { name: 'Discount' }).click();
  await cashier.getByRole('option', { name: /AM Perk/ }).click();
  await expect(total).not.toHaveText(before!);
  const prices = await items.locator('span.tabular-nums').allTextContents();
  const sum = prices.reduce((cents, p) => cents + Math.round(Number(p.slice(1)) * 100), 0);
  await expect(total).toHaveText(`$${(sum / 100).toFixed(2)}`);

  // A name from the list, then Complete Order twice.
  await cashier.getByRole('button', { name: 'Choose from the list' }).click();
  const firstName = cashier
    .getByRole('radiogroup', { name: 'Order Name' })
    .getByRole('radio')
    .first();
  const name = (await firstName.textContent())!.trim();
  await firstName.click();
  await expect(cashier.getByText(`(Selected: ${name})`)).toBeVisible();
  await cashier.getByRole('button', { name: 'Complete Order' }).click();
  await expect(
    cashier.getByText(
      'Please ensure the order is paid for and then click button again to confirm.',
    ),
  ).toBeVisible();
  await cashier.getByRole('button', { name: 'Click to confirm' }).click();
  await expect(toast(cashier, 'Order completed successfully')).toBeVisible();
  await expect(cashier).toHaveURL(/\/take-order$/);

  // The barista's queue shows it without a reload.
  const card = barista.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  await expect(
    barista.getByRole('heading', { name: 'Please make orders from top to bottom' }),
  ).toBeVisible();

  await cashier.goto('/make-orders');
  const cashierCard = cashier.getByRole('listitem', { name });
  await expect(cashierCard).toBeVisible();

  // The barista looks at the order, then starts it.
  await card.getByRole('button', { name: new RegExp(name) }).click();
  await expect(openPanel(barista).getByText('Coke Zero Sugar')).toBeVisible();
  if (isPhone(barista))
    await expect(openPanel(barista)).toHaveAttribute('data-vaul-drawer-direction', 'bottom');
  await openPanel(barista).getByRole('button', { name: 'Start Order' }).click();
  await expect(barista).toHaveURL(/\/make-orders\/\d+$/);
  await expect(cashierCard.getByText('In Progress')).toBeVisible();
  await expect(cashierCard).toHaveCSS('opacity', '0.5');
  await expect(cashierCard.getByRole('button', { name: 'Start Order' })).toHaveCount(0);

  // The walkthrough: progress bar, one card per item, Finish on the last.
  await expect(barista.getByRole('heading', { name })).toBeVisible();
  const progress = barista.getByRole('progressbar', { name: 'Order progress' });
  await expect(barista.getByTestId('walkthrough-step')).toHaveText('Item 1 of 3');
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeCloseTo(100 / 3);
  await expect(barista.getByRole('group', { name: 'Item 1 of 3' })).toContainText(/of /);
  await barista.getByRole('button', { name: 'Next item' }).click();
  await expect(barista.getByTestId('walkthrough-step')).toHaveText('Item 2 of 3');
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeCloseTo(200 / 3);
  await barista.getByRole('button', { name: 'Next item' }).click();
  await expect(barista.getByTestId('walkthrough-step')).toHaveText('Item 3 of 3');
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(barista.getByRole('button', { name: 'Next item' })).toHaveCount(0);
  await barista.getByRole('button', { name: 'Previous item' }).click();
  await expect(barista.getByTestId('walkthrough-step')).toHaveText('Item 2 of 3');
  await barista.getByRole('button', { name: 'Next item' }).click();
  await barista.getByRole('button', { name: 'Finish' }).click();
  await expect(toast(barista, 'Order completed successfully')).toBeVisible();
  await expect(barista).toHaveURL(/\/make-orders$/);

  // Completed on both screens; opening it shows the read-only list.
  await expect(barista.getByRole('listitem', { name }).getByText('Completed')).toBeVisible();
  await expect(cashierCard.getByText('Completed')).toBeVisible();
  await cashierCard.getByRole('button', { name: new RegExp(name) }).click();
  await expect(
    openPanel(cashier).getByRole('heading', { name: `${name} - Completed` }),
  ).toBeVisible();
  await expect(openPanel(cashier).getByRole('button', { name: 'Start Order' })).toHaveCount(0);
});
