import { expectNoSeriousViolations } from './axe';
import { staffAt, test } from './shop-support';
import { expect } from './support';
import { closedDrawerWithLateSale } from './sync-support';

/**
 * Issue 29: a cash sale made offline while a drawer was open and synced after it closed belongs to
 * that drawer; its Z report shows the late sale on a line of its own, the late cash and the new
 * over/short.
 */

const dollars = (cents: number) => `$${(Math.abs(cents) / 100).toFixed(2)}`;
const signed = (cents: number) => (cents < 0 ? `-${dollars(cents)}` : dollars(cents));

test("a late offline cash sale on a closed drawer's Z report", async ({ page, location }) => {
  test.setTimeout(90_000);
  await staffAt(page, location.id, '/drawer');
  // Counted: the float, an online cash sale, and the $5.00 offline sale less 50 cents.
  const { drawer, lateOrder, expectedCents, countedCents } = await closedDrawerWithLateSale(
    page.request,
    location.id,
  );

  await page.goto(`/drawer/${drawer}`);
  await expect(page.getByRole('heading', { name: `Z report #${drawer}` })).toBeVisible();
  // The figures counted at the close are unchanged: $4.50 over without the late sale.
  await expect(page.getByTestId('over-short')).toHaveText(signed(countedCents - expectedCents));
  await expect(page.getByTestId('over-short')).toHaveText('$4.50');
  const section = page.getByRole('region', { name: 'Late sales (synced after close)' });
  await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
  const link = page.getByRole('link', { name: `Order #${lateOrder}`, exact: true });
  const line = section.locator('div').filter({ has: link });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link')).toHaveAttribute('href', `/orders/${lateOrder}`);
  await expect(line).toContainText('$5.00');
  await expect(line).toContainText(/synced \w{3} \d+, \d{4}, \d+:\d{2} [AP]M/);
  await expect(section.getByTestId('late-cash')).toHaveText('$5.00');
  // With the late $5.00 in, the count is 50 cents short.
  await expect(section.getByTestId('over-short-after-late')).toHaveText(
    signed(countedCents - expectedCents - 500),
  );
  await expect(section.getByTestId('over-short-after-late')).toHaveText('-$0.50');
  await expectNoSeriousViolations(page, 'Z report with a late sale');

  await line.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${lateOrder}$`));
});
