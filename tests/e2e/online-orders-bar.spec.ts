import { randomUUID } from 'node:crypto';
import { expectNoSeriousViolations } from './axe';
import { staffAt, takeOnlineOrders, test } from './shop-support';
import { BASE_URL, expect } from './support';

/** Issue 31: the bar sees the online orders still to collect, and cancels one with a reason. */
test('the bar lists an online order and cancels it with a reason', async ({ page, location }) => {
  await takeOnlineOrders(location);
  const placed = await page.request.post(`${BASE_URL}/api/public/orders`, {
    headers: { 'idempotency-key': randomUUID(), origin: BASE_URL },
    data: {
      location: location.id,
      customer_name: 'Robin',
      pickup_at: null,
      items: [{ menu_item: 1, cup: 1 }],
    },
  });
  expect(placed.status()).toBe(201);
  const { token, code } = await placed.json();

  await staffAt(page, location.id, '/make-orders');
  const panel = page.getByRole('region', { name: /Online orders/ });
  await expect(panel.getByRole('heading', { name: 'Online orders (1)' })).toBeVisible();
  await expect(panel).toContainText(`${code} · Robin · As soon as possible`);
  await expect(panel).toContainText('Pay at pickup');
  await expectNoSeriousViolations(page, 'Make Orders with an online order waiting');

  await panel.getByRole('button', { name: `Cancel ${code}` }).click();
  await expect(panel.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  await panel.getByLabel('Reason').fill('Out of cups');
  await panel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(panel).toBeHidden();
  const status = await page.request.get(`${BASE_URL}/api/public/orders/${token}`);
  expect((await status.json()).status).toBe('cancelled');
});
