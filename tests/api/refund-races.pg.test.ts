import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, refunds } from '../../src/server/db/schema';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { payNewOrder } from '../helpers/orders';

// Issue 15, on PostgreSQL where the requests really overlap: refunds of one order at once never
// give back more than was paid, an item is refunded once, a void races a start and exactly one
// wins; the audit log holds an entry for each change that happened and none for the refused.
// Menu item 1 in 16 oz is $5.00, menu item 2 $4.70.

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });
const ROUNDS = 10;

const auditCount = async (action: string, target: string) =>
  (await server.database.db.select().from(auditLog).where(eq(auditLog.target, target))).filter(
    (row) => row.action === action,
  ).length;

const refund = (client: SignedIn, id: number, body: Record<string, unknown>) =>
  client.post(`/api/orders/${id}/refunds`, { reason: 'Race', method: 'card', ...body });

/** A paid order of two drinks in the first cup, $9.70. */
const paidTwoDrinks = () =>
  payNewOrder(staff, [
    { menu_item: 1, cup: 1 },
    { menu_item: 2, cup: 1 },
  ]);

describe('refunds at once', () => {
  it('ten $3 refunds of a $9.70 order: three go through, the rest are 400, never more than paid', async () => {
    const id = await paidTwoDrinks();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(admin, id, { amount: 3 })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400, 400, 400, 400, 400]);
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order.refundedCents).toBe(900);
    const rows = await server.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(900);
    expect(await auditCount('order_refund', `order ${id}`)).toBe(3);
  });

  it('one item refunded five times at once: once', async () => {
    const id = await paidTwoDrinks();
    const item = (await staff.get(`/api/orders/${id}`)).body.order_items[0].id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(admin, id, { items: [item] })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400, 400, 400, 400]);
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order.refundedCents).toBe(500);
    expect(await auditCount('order_refund', `order ${id}`)).toBe(1);
  });
});

describe('a void racing a start', () => {
  it(`${ROUNDS} rounds: exactly one wins, and only a void that won is audited`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await payNewOrder(staff, [{ menu_item: 1, cup: 1 }]);
      const [voided, started] = await Promise.all([
        admin.post(`/api/orders/${id}/void`, { reason: 'Race' }),
        staff.patch(`/api/orders/${id}/update-in-progress`, {
          is_in_progress: true,
          is_complete: false,
        }),
      ]);
      expect([voided.status, started.status].sort(), `round ${round}`).toEqual([200, 409]);
      const [order] = await server.database.db.select().from(orders).where(eq(orders.id, id));
      expect(order.voidedAt !== null).toBe(voided.status === 200);
      expect(order.isInProgress).toBe(started.status === 200);
      expect(await auditCount('order_void', `order ${id}`)).toBe(voided.status === 200 ? 1 : 0);
    }
  });

  it('five voids of one order at once: one 200, four 409, one audit entry', async () => {
    const id = await payNewOrder(staff, [{ menu_item: 1, cup: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.post(`/api/orders/${id}/void`, { reason: 'Again' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await auditCount('order_void', `order ${id}`)).toBe(1);
  });
});
