import { expect, test, toast } from './support';
import { addItem, newLocation, staffAt } from './shop-support';

const CHERRY_COKE = 2; // "Got So Much Soul", a Coke menu item

async function cartOfTwo(page: import('@playwright/test').Page) {
  const location = await newLocation();
  await staffAt(page, location.id, '/');
  await addItem(page.request, location.id, { menu_item: 1, cup: 2 });
  const { order__id } = await addItem(page.request, location.id, {
    menu_item: CHERRY_COKE,
    cup: 1,
  });
  await page.goto(`/checkout-order/${order__id}`);
  // A fresh tab's first load of the checkout chunk, as in the other checkout specs.
  await expect(page.getByTestId('checkout-item')).toHaveCount(2, { timeout: 15_000 });
  return { location, orderId: order__id };
}

test.describe('Checkout', () => {
  test('requires an order name; the discount switch resets the discount', async ({ page }) => {
    await cartOfTwo(page);
    await expect(page).toHaveTitle('Checkout | Soda POS');
    const total = page.getByTestId('checkout-total');
    const full = (await total.textContent())!;
    expect(full).toMatch(/^\$\d+\.\d{2}$/);

    // The next free name is filled in; without a name the button does not arm (issue 14).
    const name = page.getByRole('combobox', { name: 'Order Name' });
    await expect(name).toHaveValue(/.+/);
    await name.fill('');
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await expect(page.getByText('Order name is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click to confirm' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout-order\/\d+$/);
    await expect(name).toBeFocused();

    // A 100 % discount, then the switch off: back to the full total and the placeholder.
    await page.getByRole('switch', { name: 'Apply Discount' }).click();
    await expect(page.getByText('Select a discount')).toBeVisible();
    await page.getByRole('combobox', { name: 'Discount' }).click();
    await page.getByRole('option', { name: 'Free - FREE' }).click();
    await expect(total).toHaveText('$0.00');
    await page.getByRole('switch', { name: 'Apply Discount' }).click();
    await expect(total).toHaveText(full);
    await page.getByRole('switch', { name: 'Apply Discount' }).click();
    await expect(page.getByText('Select a discount')).toBeVisible();

    // Choosing a name from the spec's radio list clears the message and folds the list.
    await page.getByRole('button', { name: 'Choose from the list' }).click();
    await page.getByRole('radio', { name: 'Ashanti' }).click();
    await expect(page.getByText('Order name is required')).toBeHidden();
    await expect(page.getByText('(Selected: Ashanti)')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Ashanti' })).toBeHidden();
    await page.getByRole('button', { name: 'Choose from the list' }).click();
    await expect(page.getByRole('radio', { name: 'Ashanti' })).toBeChecked();

    // A typed name longer than the server takes cannot be typed in.
    await name.fill('x'.repeat(40));
    await expect(name).toHaveValue('x'.repeat(30));
  });

  test('removes an item, then cancels the order', async ({ page }) => {
    await cartOfTwo(page);
    await page.getByRole('button', { name: 'Remove Got So Much Soul' }).click();
    await expect(page.getByTestId('checkout-item')).toHaveCount(1);
    // Issue 13: the removal is sent once its 5 s of Undo have passed.
    await expect(toast(page, 'Order item deleted successfully')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('checkout-item-removed')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(
      page.getByText('Are you sure you want to cancel this order? Click again to confirm.'),
    ).toBeVisible();
    // A click elsewhere disarms it.
    await page.getByRole('heading', { name: 'Order', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(toast(page, 'Order deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/take-order$/);
    await expect(page.getByRole('button', { name: /^Cart, / })).toHaveCount(0);
  });

  test('Clear cart empties the cart from the cart panel', async ({ page }) => {
    await cartOfTwo(page);
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(toast(page, 'Cart cleared successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cart, / })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  });
});
