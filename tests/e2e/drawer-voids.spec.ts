import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { queuedOrder, staffAt, test } from './shop-support';
import { BASE_URL, expect } from './support';

/**
 * Issue 26: a void after a drawer's close counts in the drawer open now, on a line of its own, and
 * the closed drawer's Z report keeps its figures; cash given back with no drawer open is shown to
 * whoever opens the next one.
 */

const post = async (request: APIRequestContext, path: string, data: object) => {
  const response = await request.post(`${BASE_URL}${path}`, {
    data,
    headers: { Origin: BASE_URL },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
};

test('a void after the close shows in the open drawer; the Z report keeps its numbers', async ({
  page,
  location,
}) => {
  await staffAt(page, location.id, '/drawer', 'admin');
  const first = await post(page.request, '/api/drawers', {
    location: location.id,
    opening_float: 100,
  });
  const sold = await queuedOrder(page.request, location.id, 'Alicia Keys');
  const closed = await post(page.request, `/api/drawers/${first.id}/close`, {
    counted_cash: first.opening_float + 5,
  });
  expect(closed.over_short).toBe(0);
  const second = await post(page.request, '/api/drawers', {
    location: location.id,
    opening_float: 50,
  });
  await post(page.request, `/api/orders/${sold}/void`, { reason: 'Customer left' });

  await page.goto('/drawer');
  const voidLine = page.getByText(new RegExp(`^Void of order ${sold} from \\w+day's drawer$`));
  await expect(voidLine).toBeVisible();
  await expect(page.locator('dl')).toContainText('-$5.00');
  await expect(page.locator('dl')).toContainText('Expected cash$45.00');
  await expectNoSeriousViolations(page, 'drawer with a void from an earlier drawer');

  await page.goto(`/drawer/${first.id}`);
  await expect(page.getByTestId('over-short')).toHaveText('$0.00');
  await expect(page.getByText(`Void of order ${sold}`)).toHaveCount(0);

  // With no drawer open, a cash refund is cash out of the till, shown on the drawer page.
  await post(page.request, `/api/drawers/${second.id}/close`, { counted_cash: 45 });
  const refunded = await queuedOrder(page.request, location.id, 'Beyoncé');
  await post(page.request, `/api/orders/${refunded}/refunds`, {
    amount: 2,
    reason: 'Too sweet',
    method: 'cash',
  });
  await page.goto('/drawer');
  const notice = page.getByRole('status').filter({ hasText: 'Cash outside a drawer' });
  await expect(notice).toContainText('1 sale, $5.00; cash refunds -$2.00');
  await expect(notice).toContainText('not yet accounted for: $3.00');
  await expectNoSeriousViolations(page, 'drawer page with cash outside a drawer');
});
