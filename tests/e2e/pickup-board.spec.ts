import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectHeadingsInOrder, expectNoSeriousViolations } from './axe';
import { menuReady } from './counter-support';
import { shellReady } from './offline-support';
import { apiCashier, queuedOrder, staffAt, takeOnlineOrders, test } from './shop-support';
import { BASE_URL, expect } from './support';

/** The pickup board, a shop's TV: what the bar is making and what is ready, live. */
test.use({ viewport: { width: 1920, height: 1080 } });

/** An order ahead of one drink, placed as the customer pages place it; answers its pickup code. */
async function orderAhead(request: APIRequestContext, location: number, customer_name: string) {
  const answer = await request.post('/api/public/orders', {
    data: { location, customer_name, pickup_at: null, items: [{ menu_item: 1, cup: 1 }] },
    headers: { origin: BASE_URL, 'idempotency-key': randomUUID() },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { code: string }).code;
}

test('the board shows an order ahead and a counter order under Preparing, live', async ({
  page,
  location,
}) => {
  await takeOnlineOrders(location);
  const code = await orderAhead(page.request, location.id, 'Robin Hood');

  await page.goto(`/board/${location.id}`);
  await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Live');
  const preparing = page.getByRole('region', { name: 'Preparing' });
  const ready = page.getByRole('region', { name: 'Ready' });
  await expect(preparing.getByRole('listitem').filter({ hasText: code })).toContainText('Robin');
  await expect(ready).toContainText('None right now');
  await expectNoSeriousViolations(page, 'the pickup board');
  await expectHeadingsInOrder(page, 'the pickup board');

  // Paid at the counter while the board is open: pushed to it.
  const cashier = await apiCashier();
  await queuedOrder(cashier, location.id, 'Ashanti');
  await cashier.dispose();
  await expect(preparing.getByRole('listitem').filter({ hasText: 'Ashanti' })).toBeVisible();

  await page.getByRole('button', { name: 'Turn on sound' }).click();
  await expect(page.getByRole('button', { name: 'Turn off sound' })).toBeVisible();
});

test('the board of a shop that does not exist says so', async ({ page }) => {
  await page.goto('/board/987654');
  await expect(page.getByText('There is no shop with this number.')).toBeVisible();
});

test.describe('on a till that has the staff app installed', () => {
  test.use({ serviceWorkers: 'allow' });

  test("the staff app's service worker leaves the board to the server", async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    await menuReady(page);
    await shellReady(page);

    await page.goto(`/board/${location.id}`);
    await expect(page.getByRole('region', { name: 'Preparing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn on sound' })).toBeVisible();
  });
});
