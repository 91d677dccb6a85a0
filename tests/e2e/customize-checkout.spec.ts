import type { Page } from '@playwright/test';
import { BASE_URL, expect, toast } from './support';
import { addItem, apiCashier, payOrder, staffAt, test } from './shop-support';

// Issue 13 on checkout: Undo after removing an item, and order names waiting on the queue.

const CHERRY_COKE = 2; // "Got So Much Soul"

async function cartOfTwo(page: Page, locationId: number) {
  await staffAt(page, locationId, '/');
  const first = await addItem(page.request, locationId, { menu_item: 1, cup: 2 });
  const second = await addItem(page.request, locationId, { menu_item: CHERRY_COKE, cup: 1 });
  await page.goto(`/checkout-order/${second.order__id}`);
  await expect(page.getByTestId('checkout-item')).toHaveCount(2, { timeout: 15_000 });
  return { first, second, orderId: second.order__id };
}

const serverItems = async (page: Page, orderId: number) =>
  (
    (await (await page.request.get(`${BASE_URL}/api/order-items?order=${orderId}`)).json()) as {
      id: number;
    }[]
  ).map((i) => i.id);

test.describe('Checkout, issue 13', () => {
  // Journeys of several pages and a 5 s Undo window on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  test('Undo brings a removed item back; a removal not undone is sent after 5 s', async ({
    page,
    location,
  }) => {
    const { first, second, orderId } = await cartOfTwo(page, location.id);
    const deletes: string[] = [];
    page.on('request', (r) => r.method() === 'DELETE' && deletes.push(new URL(r.url()).pathname));

    await page.getByRole('button', { name: 'Remove Coco Butter Kisses' }).click();
    await expect(page.getByTestId('checkout-item')).toHaveCount(1);
    const removed = page.getByTestId('checkout-item-removed');
    await expect(removed).toContainText('Removed Coco Butter Kisses');
    await removed.getByRole('button', { name: /Undo/ }).click();
    await expect(page.getByTestId('checkout-item')).toHaveCount(2);
    await expect(removed).toHaveCount(0);

    // The second removal is not undone: it is sent once its 5 s have passed, after the first
    // removal's 5 s would have ended, and only it is.
    await page.getByRole('button', { name: 'Remove Got So Much Soul' }).click();
    await expect(removed).toHaveCount(1);
    await expect(toast(page, 'Order item deleted successfully')).toBeVisible({ timeout: 15_000 });
    await expect(removed).toHaveCount(0);
    await expect(page.getByTestId('checkout-item')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();
    expect(deletes).toEqual([`/api/order-items/${second.id}`]);
    expect(await serverItems(page, orderId)).toEqual([first.id]);
  });

  test('Complete Order sends a waiting removal first and pays only for what is left', async ({
    page,
    location,
  }) => {
    const { first, second, orderId } = await cartOfTwo(page, location.id);
    await page.getByRole('button', { name: 'Remove Got So Much Soul' }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText(`$${first.price.toFixed(2)}`);
    await page.getByRole('button', { name: /Next free name/ }).click();
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await page.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(toast(page, 'Order completed successfully')).toBeVisible();
    const order = await (await page.request.get(`${BASE_URL}/api/orders/${orderId}`)).json();
    expect(order.is_paid).toBe(true);
    expect(order.paid_amount).toBe(first.price);
    expect(order.order_items.map((i: { id: number }) => i.id)).toEqual([first.id]);
    expect(second.id).not.toBe(first.id);
  });

  test('a name waiting on the queue is marked and warned about, never blocked', async ({
    page,
    location,
  }) => {
    const cashier = await apiCashier();
    const all = (await (await cashier.get('/api/order-names/autocomplete')).json()).results as {
      name: string;
    }[];
    const [taken, free] = all;
    const queued = await addItem(cashier, location.id, { menu_item: 1, cup: 1 });
    await payOrder(cashier, queued.order__id, taken.name);

    const { orderId } = await cartOfTwo(page, location.id);
    // The name filled in is the first free one.
    const field = page.getByRole('combobox', { name: 'Order Name' });
    await expect(field).toHaveValue(free.name);
    await expect(page.getByRole('button', { name: `Next free name: ${free.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Choose from the list' }).click();
    const list = page.getByRole('radiogroup', { name: 'Order Name' });
    await expect(list.getByRole('radio', { name: taken.name })).toContainText('(on the queue)');
    await expect(list.getByRole('radio', { name: free.name, exact: true })).not.toContainText(
      'on the queue',
    );

    // Typed, the waiting name is suggested as taken; chosen, it is warned about, not refused.
    await field.fill(taken.name);
    await expect(
      page.getByRole('listbox', { name: 'Order names' }).getByRole('option', { name: taken.name }),
    ).toContainText('(on the queue)');
    await field.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Order names' })).toHaveCount(0);
    const warning = `${taken.name} is already waiting on the queue; you can still use it.`;
    await expect(page.getByRole('status').filter({ hasText: warning })).toBeVisible();
    await expect(page.getByText(`(Selected: ${taken.name})`)).toBeVisible();

    // The server still takes a name that is waiting.
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await page.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(toast(page, 'Order completed successfully')).toBeVisible();
    const paid = await (await page.request.get(`${BASE_URL}/api/orders/${orderId}`)).json();
    expect(paid).toMatchObject({ is_paid: true, order_name__name: taken.name });
    await cashier.dispose();
  });
});
