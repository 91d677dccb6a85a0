import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ticket } from './bar-support';
import { SCREENSHOT_WIDTHS, newLocation, staffAt, takeOnlineOrders } from './shop-support';
import { BASE_URL, expect, test } from './support';

/**
 * `npm run screenshots`: order ahead in the shop, at desktop and phone width (an online ticket on
 * the bar, collecting it at the counter), and the pickup board on a 1920x1080 screen.
 */

async function placeOnline(page: Page, locationId: number, customer: string) {
  const placed = await page.request.post(`${BASE_URL}/api/public/orders`, {
    headers: { 'idempotency-key': randomUUID(), origin: BASE_URL },
    data: {
      location: locationId,
      customer_name: customer,
      pickup_at: null,
      items: [
        { menu_item: 1, cup: 2, note: 'Extra ice' },
        { custom_order__soda: 1, custom_order_flavors: [1, 2], cup: 1 },
      ],
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { code: string; token: string };
}

for (const { name, viewport } of SCREENSHOT_WIDTHS) {
  test(`order ahead in the shop at ${name} width`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport,
      isMobile: name === 'phone',
      hasTouch: name === 'phone',
      baseURL: BASE_URL,
    });
    const page = await context.newPage();
    const shot = (screen: string) =>
      page.screenshot({ path: `docs/screenshots/shop-${screen}-${name}.png`, animations: 'disabled' });
    const location = await newLocation();
    await takeOnlineOrders(location);
    const { code } = await placeOnline(page, location.id, 'Robin Hood');
    await staffAt(page, location.id, '/make-orders');
    await expect(ticket(page, `${code} Robin Hood`)).toContainText('Pay at pickup');
    await shot('online-ticket');
    await page.goto('/take-order');
    await page.getByRole('link', { name: `Collect ${code}` }).click();
    await expect(page.getByTestId('checkout-item')).toHaveCount(2);
    await shot('online-collect');
    await context.close();
  });
}

test('the pickup board on a shop screen', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    baseURL: BASE_URL,
  });
  const page = await context.newPage();
  const location = await newLocation();
  await takeOnlineOrders(location);
  const orders = [];
  for (const customer of ['Robin Hood', 'Ann Lowe', 'Sam Ortiz', 'Kit Moss'])
    orders.push(await placeOnline(page, location.id, customer));
  await staffAt(page, location.id, '/make-orders');
  for (const order of orders.slice(0, 2)) {
    const id = await ticket(page, order.code).getAttribute('data-order-id');
    const done = await page.request.patch(`${BASE_URL}/api/orders/${id}/update-in-progress`, {
      data: { is_in_progress: false, is_complete: true },
      headers: { origin: BASE_URL },
    });
    expect(done.status()).toBe(200);
  }
  await page.goto(`/board/${location.id}`);
  await expect(page.getByRole('region', { name: 'Ready' }).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: 'docs/screenshots/pickup-board.png', animations: 'disabled' });
  await context.close();
});
