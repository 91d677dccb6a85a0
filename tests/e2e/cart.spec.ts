import type { Page } from '@playwright/test';
import {
  addOrderItem,
  chooseLocation,
  createUser,
  DEMO_LOCATION,
  expect,
  signIn,
  test,
  toast,
} from './support';
import { addItem, newLocation, payOrder, staffAt } from './shop-support';

/** A fresh staff member (own cart) with two items, signed in at `/` with the location chosen. */
async function staffWithCart(page: Page, withLocation = true) {
  const user = await createUser('staff');
  await signIn(page, user, '/');
  const first = await addOrderItem(page, { menu_item: 1, cup: 1, note: 'extra ice' });
  const second = await addOrderItem(page, { menu_item: 2, cup: 2 });
  if (withLocation) await chooseLocation(page);
  await page.reload();
  return { user, items: [first, second] };
}

const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Cart' });

test.describe('Cart panel', () => {
  test('lists the unpaid items with the total and goes to the checkout', async ({ page }) => {
    const { items } = await staffWithCart(page);
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    const panel = cartPanel(page);
    await expect(panel.getByTestId('cart-item')).toHaveCount(2);
    for (const item of items) {
      await expect(panel.getByText(item.order_item_name)).toBeVisible();
      await expect(panel.getByText(`#${item.id}`)).toBeVisible();
    }
    await expect(panel.getByText('Note: extra ice')).toBeVisible();
    const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
    await expect(panel.getByText('Total Price:')).toBeVisible();
    await expect(panel.getByTestId('cart-total')).toHaveText(`$${(cents / 100).toFixed(2)}`);

    await panel.getByRole('button', { name: 'Go to cart' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/checkout-order/${items[0].order__id}$`));
  });

  test('Clear cart needs a second click; a click elsewhere cancels', async ({ page }) => {
    const { user } = await staffWithCart(page);
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    const panel = cartPanel(page);

    await panel.getByRole('button', { name: 'Clear cart' }).click();
    await expect(panel.getByRole('button', { name: 'Click to confirm' })).toBeVisible();
    await expect(panel.getByText('Heads up!')).toBeVisible();
    await expect(
      panel.getByText('Click button again to confirm your action. Click anywhere else to cancel.'),
    ).toBeVisible();
    await panel.getByText('Total Price:').click();
    await expect(panel.getByRole('button', { name: 'Clear cart' })).toBeVisible();
    await expect(panel.getByTestId('cart-item')).toHaveCount(2);

    await panel.getByRole('button', { name: 'Clear cart' }).click();
    await panel.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(page.getByText('Cart cleared successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveCount(0);

    const left = await page.request.get(
      `/api/order-items?order__collected_by=${user.id}&order__is_paid=false`,
    );
    expect(await left.json()).toEqual([]);
  });

  test('without a location the panel shows the location picker instead', async ({ page }) => {
    await staffWithCart(page, false);
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    const panel = cartPanel(page);
    await expect(panel.getByLabel('Update Location')).toBeVisible();
    await expect(panel.getByText('Total Price:')).toHaveCount(0);
    await panel.getByLabel('Update Location').click();
    await page.getByRole('option', { name: DEMO_LOCATION.name }).click();
    await panel.getByRole('button', { name: 'Set Location' }).click();
    await expect(panel.getByText('Total Price:')).toBeVisible();
  });

  test('a refused clear (the order got paid meanwhile) shows the error and keeps the order', async ({
    page,
  }) => {
    const location = await newLocation();
    await staffAt(page, location.id, '/');
    const item = await addItem(page.request, location.id, { menu_item: 1, cup: 1 });
    await page.reload();
    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    const panel = cartPanel(page);
    await expect(panel.getByTestId('cart-item')).toHaveCount(1);

    // Paid behind the open panel's back: a staff member may not delete a paid order.
    await payOrder(page.request, item.order__id, '3');
    await panel.getByRole('button', { name: 'Clear cart' }).click();
    await panel.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(toast(page, 'Error clearing cart')).toBeVisible();
    await expect(toast(page, 'Cart cleared successfully')).toHaveCount(0);

    const order = await page.request.get(`/api/orders/${item.order__id}`);
    expect(order.status()).toBe(200);
    expect(await order.json()).toMatchObject({ id: item.order__id, is_paid: true });
  });
});
