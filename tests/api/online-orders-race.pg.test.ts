/**
 * Issue 31, on PostgreSQL where the requests really overlap: twenty customers take the same pickup
 * slot of 12 at the same moment (exactly 12 orders are placed, each with its own pickup code, the
 * other 8 are told the slot is full); two cashiers collect an order while a third cancels it and
 * the sweep runs (one of them wins, and the order is exactly what that one made it).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';
import { LOCATION } from '../helpers/orders';
import { queueDueOrders } from '../../src/server/online/due-orders';
import { selectRows } from '../../src/server/db/select-rows';
import { NO_PUBLIC_LIMITS, openForOrders, placeOnline } from '../helpers/online';

const { server, admin, staff } = useTestServer({
  seed: true,
  signIn: ['admin', 'staff'],
  config: NO_PUBLIC_LIMITS,
});

it('fills a slot of 12 with exactly 12 of 20 orders placed at once', async () => {
  const [, slot] = await openForOrders(admin, server.client(), LOCATION, {
    online_orders_per_slot: 12,
  });
  expect(slot.available).toBe(12);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      server.client().post(
        '/api/public/orders',
        {
          location: LOCATION,
          customer_name: `Guest ${i}`,
          pickup_at: slot.start,
          items: [{ menu_item: 1, cup: 1 }],
        },
        { 'idempotency-key': randomUUID() },
      ),
    ),
  );
  const placed = answers.filter((a) => a.status === 201);
  const full = answers.filter((a) => a.status === 409);
  expect(placed).toHaveLength(12);
  expect(full).toHaveLength(8);
  for (const refused of full) {
    expect(refused.body.message).toBe('That pickup time is full: choose another.');
  }
  expect(new Set(placed.map((a) => a.body.code)).size).toBe(12);
  const after = (await server.client().get(`/api/public/slots?location=${LOCATION}`)).body;
  expect(after.find((s: { start: string }) => s.start === slot.start).available).toBe(0);
});

it('collects or cancels an order once when both are asked at once, with the sweep running', async () => {
  const slots = await openForOrders(admin, server.client(), LOCATION, {
    online_orders_per_slot: 100,
  });
  const other = await server.signIn('staff');
  for (let round = 0; round < 10; round++) {
    const placed = await placeOnline(server.client(), LOCATION, `Race ${round}`, slots[3].start);
    const [{ id }] = await selectRows<{ id: number }>(
      server.database.db,
      sql`select id from orders where online_token = ${placed.token}`,
    );
    await server.database.db.execute(sql`update orders set due_at = now() where id = ${id}`);
    const pay = { order_name_text: 'Race', paid_amount: placed.total, payment_method: 'card' };
    const [first, second, cancel] = await Promise.all([
      staff.patch(`/api/orders/${id}/complete-order-payment`, pay),
      other.patch(`/api/orders/${id}/complete-order-payment`, pay),
      staff.post(`/api/online-orders/${id}/cancel`, { reason: 'Race' }),
      queueDueOrders(server.database.db),
    ]);
    const statuses = [first.status, second.status, cancel.status];
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const [row] = await selectRows<{ paid: boolean; cancelled: boolean; by: number | null }>(
      server.database.db,
      sql`select is_paid as paid, cancelled_at is not null as cancelled, collected_by as by
        from orders where id = ${id}`,
    );
    if (cancel.status === 200) expect(row).toEqual({ paid: false, cancelled: true, by: null });
    else {
      const winner = first.status === 200 ? staff : other;
      expect(row).toEqual({ paid: true, cancelled: false, by: winner.userId });
    }
  }
});
