import { expectNoSeriousViolations } from './axe';
import { status } from './offline-support';
import { staffAt, test } from './shop-support';
import { BASE_URL, DEMO, apiAs, expect, logOut } from './support';
import {
  moveElsewhere,
  NOT_ASSIGNED as FORBIDDEN,
  sellOneOffline,
  syncAnswer,
} from './sync-support';

/**
 * Issue 29: an offline sale the server refuses (4xx) stays on the device, marked 'Needs attention'
 * with the server's message on the Sync page; Retry sends it again; an admin discards it (asked
 * twice), which the audit log records.
 */

test.use({ serviceWorkers: 'allow' });

test('a refused offline sale: Needs attention, Retry, an admin discards it', async ({
  page,
  location,
}) => {
  test.setTimeout(150_000);
  const callOut = `Refused ${Date.now()}`;
  const staff = await staffAt(page, location.id, '/take-order');
  await sellOneOffline(page, callOut);

  // While the till is offline an admin moves the cashier to another location only.
  await moveElsewhere(staff.id);

  await page.goto('/sync');
  const row = page.getByTestId('outbox-order').filter({ hasText: callOut });
  await expect(row.getByTestId('outbox-state')).toHaveText('Not yet sent');
  const refused = syncAnswer(page);
  await page.context().setOffline(false);
  expect((await refused).status()).toBe(403);
  await expect(row.getByTestId('outbox-state')).toHaveText('Needs attention');
  await expect(row.getByRole('alert')).toHaveText(FORBIDDEN);
  await expect(row.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  // Nothing is being sent: the navbar says the till is online with a sale to check, not 'Syncing'.
  await expect(status(page)).toContainText('Online');
  await expect(status(page)).toContainText('1 to check');
  await expect(status(page)).not.toContainText('Syncing');
  await expectNoSeriousViolations(page, 'Sync page, needs attention');

  // Retry sends it again: still refused while the cashier is not assigned here.
  const again = syncAnswer(page);
  await row.getByRole('button', { name: 'Retry' }).click();
  expect((await again).status()).toBe(403);
  await expect(row.getByTestId('outbox-state')).toHaveText('Needs attention');
  await expect(row.getByRole('alert')).toHaveText(FORBIDDEN);

  // The cashier signs out; an admin signs in on the same device and discards the sale.
  await logOut(page);
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.goto('/sync');
  await expect(row.getByTestId('outbox-state')).toHaveText('Needs attention');
  await row.getByRole('button', { name: 'Discard' }).click();
  await expect(row.getByText(/Discarding loses this sale for good/)).toBeVisible();
  await expect(row).toHaveCount(1);
  const discarded = page.waitForResponse((r) => r.url().endsWith('/api/orders/sync/discard'));
  await row.getByRole('button', { name: 'Click to confirm' }).click();
  expect((await discarded).status()).toBe(200);
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('outbox-empty')).toBeVisible();

  const admin = await apiAs(DEMO.admin);
  const audit = await admin.get(`${BASE_URL}/api/audit-log?action=sync_discarded`);
  expect(audit.status()).toBe(200);
  const entries = (await audit.json()).results as { details: { summary: { call_out: string } } }[];
  const entry = entries.find((e) => e.details.summary?.call_out === callOut);
  expect(entry?.details.summary).toMatchObject({ call_out: callOut, server_message: FORBIDDEN });
  await admin.dispose();
  await expect(status(page)).toHaveText('Online');
});
