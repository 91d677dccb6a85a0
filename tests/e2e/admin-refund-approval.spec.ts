import { expectNoSeriousViolations } from './axe';
import { queuedOrder, staffAt, test } from './shop-support';
import { BASE_URL, expect, openUserMenu, toast } from './support';

/**
 * Issue 15: an admin sets an approval PIN from the user menu; a staff member refunds one item of
 * an order, the server asks for approval and the admin's email and PIN give it; the Audit tab
 * shows the refund with its approver. Admin Settings are desktop-only, so this spec is too.
 */
test('a staff refund of one item approved with an admin PIN, then seen on the Audit tab', async ({
  page,
  location,
}) => {
  const admin = await staffAt(page, location.id, '/', 'admin');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Approval PIN' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Approval PIN' });
  await pinDialog.getByLabel('New PIN').fill('12');
  await pinDialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(pinDialog.getByText('The PIN must be 4 to 8 digits')).toBeVisible();
  await pinDialog.getByLabel('New PIN').fill('2468');
  await pinDialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(toast(page, 'Approval PIN saved')).toBeVisible();
  await expect(pinDialog).toBeHidden();

  await staffAt(page, location.id, '/');
  const orderId = await queuedOrder(page.request, location.id, 'Ashanti', [1, 2]);
  await page.goto(`${BASE_URL}/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('dialog', { name: `Refund order #${orderId}` });
  const firstItem = refund.getByRole('checkbox').first();
  await firstItem.check();
  await refund.getByLabel('Reason').fill('Too sweet');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();

  const approval = page.getByRole('dialog', { name: 'Admin approval' });
  await approval.getByLabel('Admin email').fill(admin.email);
  await approval.getByLabel('Approval PIN').fill('1111');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('The approver’s email or PIN is wrong.')).toBeVisible();
  await approval.getByLabel('Approval PIN').fill('2468');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Refunded $5.00')).toBeVisible();
  await expect(approval).toBeHidden();
  await expect(refund).toBeHidden();
  const record = await (await page.request.get(`${BASE_URL}/api/orders/${orderId}`)).json();
  expect(record.status).toBe('partially_refunded');
  expect(record.refunds).toHaveLength(1);
  expect(record.refunds[0]).toMatchObject({ reason: 'Too sweet', approved_by: { id: admin.id } });

  // Back as the admin: the Audit tab lists the refund, the staff member and the approver.
  await page.request.post(`${BASE_URL}/api/users/login`, {
    data: { email: admin.email, password: admin.password },
    headers: { Origin: BASE_URL },
  });
  await page.goto(`${BASE_URL}/admin?tab=audit`);
  const audit = page.getByRole('region', { name: 'Audit', exact: true });
  await audit.getByLabel('Action').selectOption('order_refund');
  const row = audit.getByRole('row').filter({ hasText: `order ${orderId}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Order refund');
  await expect(row).toContainText('reason: Too sweet');
  await expectNoSeriousViolations(page, 'the Audit tab with a refund');
});
