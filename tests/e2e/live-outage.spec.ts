import { CuttableLink } from './bar-support';
import { expect, test } from './support';
import { apiCashier, newLocation, queuedOrder, staffAt } from './shop-support';

const OUTAGE_MS = 30_000;

test('the live queue is back within 5 s of a 30 s outage, with what was paid meanwhile', async ({
  page,
}) => {
  test.setTimeout(OUTAGE_MS + 60_000);
  const link = new CuttableLink();
  const viaLink = await link.start();
  try {
    const location = await newLocation();
    const cashier = await apiCashier();
    await staffAt(page, location.id, '/');
    // The session and location cookies belong to 127.0.0.1 whatever the port: the page goes through the link.
    await page.goto(`${viaLink}/make-orders`);
    const status = page.getByRole('status', { name: /^Live connection/ });
    await expect(status).toHaveAttribute('data-status', 'open');

    link.cut();
    await expect(status).toHaveAttribute('data-status', 'reconnecting');
    await queuedOrder(cashier, location.id, 'Ashanti');
    // The outage itself: the client keeps retrying, its delay growing to the cap.
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await expect(status).not.toHaveAttribute('data-status', 'open');

    link.restore();
    const restoredAt = Date.now();
    await expect(status).toHaveAttribute('data-status', 'open', { timeout: 5_000 });
    await expect(page.getByRole('listitem', { name: 'Ashanti' })).toBeVisible({
      timeout: Math.max(1, 5_000 - (Date.now() - restoredAt)),
    });
    expect(Date.now() - restoredAt).toBeLessThan(5_000);
  } finally {
    await link.close();
  }
});
