import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { useTestServer } from '../helpers/fixture';
import { payNewOrder } from '../helpers/orders';

// Issue 27: the receipt the customer takes names the cashier by first name and last initial,
// never by any part of an email; each refund carries its instant for the shop's clock.
const { server, admin, staff } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });

const rename = (id: number, firstName: string, lastName: string) =>
  server.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, id));

describe('the receipt cashier', () => {
  it('is the first name and last initial, else the staff number, never the email', async () => {
    const unnamed = await payNewOrder(staff);
    const before = await staff.get(`/api/orders/${unnamed}/receipt`);
    expect(before.status).toBe(200);
    expect(before.body.cashier_name).toBe(`Staff #${staff.userId}`);
    expect(JSON.stringify(before.body.cashier_name)).not.toContain(staff.email.split('@')[0]);

    await rename(staff.userId, 'Maya', 'rivera');
    const named = await payNewOrder(staff);
    const receipt = await staff.get(`/api/orders/${named}/receipt`);
    expect(receipt.body).toMatchObject({ cashier_name: 'Maya R.', cashier: 'Maya rivera' });
    // The name is read when the receipt is, like the rest of its header.
    expect((await staff.get(`/api/orders/${unnamed}/receipt`)).body.cashier_name).toBe('Maya R.');

    await rename(staff.userId, '', 'Rivera');
    expect((await staff.get(`/api/orders/${named}/receipt`)).body.cashier_name).toBe('Rivera');
    await rename(staff.userId, 'Maya', '');
    expect((await staff.get(`/api/orders/${named}/receipt`)).body.cashier_name).toBe('Maya');
  });

  it('gives each refund its instant beside the shop-clock date and time', async () => {
    const orderId = await payNewOrder(staff);
    const refund = await admin.post(`/api/orders/${orderId}/refunds`, {
      amount: 1,
      reason: 'Too sweet',
      method: 'cash',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const receipt = await staff.get(`/api/orders/${orderId}/receipt`);
    expect(receipt.body.refunds).toHaveLength(1);
    const [line] = receipt.body.refunds;
    expect(Number.isNaN(Date.parse(line.at))).toBe(false);
    const record = await staff.get(`/api/orders/${orderId}`);
    expect(line.at).toBe(record.body.refunds[0].created_at);
  });
});
