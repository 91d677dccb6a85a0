import { staffAt, takeOnlineOrders, test } from './shop-support';
import { expectNoSeriousViolations } from './axe';
import { expect } from './support';

/** Issue 31: in a rush the bar pauses order ahead for a while, then resumes it. */
test('the bar pauses online orders for 30 minutes and resumes them', async ({ page, location }) => {
  await takeOnlineOrders(location);
  await staffAt(page, location.id, '/make-orders');

  await page.getByRole('button', { name: 'Pause online orders' }).click();
  const choices = page.getByRole('group', { name: 'Pause online orders for' });
  await expectNoSeriousViolations(page, 'Make Orders choosing how long to pause online orders');
  await choices.getByRole('button', { name: '30 min' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Online orders paused until' }),
  ).toBeVisible();
  const publicView = await page.request.get('/api/public/locations');
  const listed = (await publicView.json()).find((l: { id: number }) => l.id === location.id);
  expect(Date.parse(listed.paused_until)).toBeGreaterThan(Date.now() + 29 * 60_000);

  await page.getByRole('button', { name: 'Resume online orders' }).click();
  await expect(page.getByRole('button', { name: 'Pause online orders' })).toBeVisible();
  const resumed = await (await page.request.get('/api/public/locations')).json();
  expect(resumed.find((l: { id: number }) => l.id === location.id).paused_until).toBeNull();
});
