import { expectNoSeriousViolations } from './axe';
import { menuReady } from './counter-support';
import { checkoutOfOneItem, payIntoADrop, status } from './offline-support';
import { signInAt, test } from './shop-support';
import { BASE_URL, createUser, expect } from './support';

// Issue 29: the till as an installable, offline-starting app (service worker, kept catalogue and
// identity in IndexedDB), the connection state in the navbar, and a checkout whose answer is lost.
// The reload and the browser restart offline are in offline-till.spec.ts, with the sales they keep.

test.describe('Offline till', () => {
  test.describe('with its service worker', () => {
    test.use({ serviceWorkers: 'allow' });
    test('the service worker controls the page under the CSP; the manifest is linked and served', async ({
      page,
      location,
    }) => {
      const user = await createUser('staff');
      await signInAt(page, user, location.id);
      await page.goto('/take-order');
      await menuReady(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await menuReady(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${BASE_URL}/sw.js`,
      );
      // The cspViolations fixture fails the test on any violation (securitypolicyviolation events
      // and the console's CSP errors).

      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
      const manifest = await page.request.get('/manifest.webmanifest');
      expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      expect(await manifest.json()).toMatchObject({
        name: 'Soda POS',
        short_name: 'Soda POS',
        display: 'standalone',
        theme_color: '#0f766e',
      });
      const worker = await page.request.get('/sw.js');
      expect(worker.headers()['cache-control']).toBe('no-cache');
    });
  });
});

test.describe('Checkout through a drop', () => {
  // page.route sees the page's own requests only when no service worker answers them.
  test.use({ serviceWorkers: 'block' });

  test('a payment whose answer is lost is sent again and ends with one paid order', async ({
    page,
    location,
  }) => {
    const user = await createUser('staff');
    await signInAt(page, user, location.id);
    const orderId = await checkoutOfOneItem(page, location.id);

    // The first payment reaches the server, then the network drops before its answer comes back.
    let sends = 0;
    await page.route(`**/api/orders/${orderId}/complete-order-payment`, async (route) => {
      sends++;
      if (sends > 1) return route.continue();
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      await page.context().setOffline(true);
      return route.abort('connectionreset');
    });

    await payIntoADrop(page);
    // No second, different submit while the first is unanswered.
    await expect(page.getByRole('button', { name: 'Complete Order' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
    await expect(status(page)).toContainText('Offline');
    await expectNoSeriousViolations(page, 'Checkout sending through a drop');
    await page.context().setOffline(false);

    // The retry gets the server's first answer: the till shows the sale paid, with its receipt.
    await expect(page).toHaveURL(/\/take-order$/, { timeout: 15_000 });
    expect(sends).toBeGreaterThan(1);
    await expect(page.getByRole('link', { name: 'Print receipt' })).toHaveAttribute(
      'href',
      `/orders/${orderId}/receipt`,
    );
    const history = await page.request.get(`/api/orders?location=${location.id}`);
    const { count, results } = await history.json();
    expect(count).toBe(1);
    expect(results[0]).toMatchObject({ id: orderId });
    const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
    expect(order.is_paid).toBe(true);

    // The checkout page reads the order as paid, never 'Order not found'.
    await page.goto(`/checkout-order/${orderId}`);
    await expect(page.getByText('This order has already been paid.')).toBeVisible();
    await expect(page.getByText('Order not found')).toHaveCount(0);
  });
});
