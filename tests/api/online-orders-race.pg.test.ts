/**
 * Issue 31: twenty customers take the same pickup slot of 12 at the same moment, on PostgreSQL
 * where the requests really overlap: exactly 12 orders are placed, each with its own pickup code,
 * and the other 8 are told the slot is full.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';
import { LOCATION } from '../helpers/orders';
import { openForOrders } from '../helpers/online';

const { server, admin } = useTestServer({
  seed: true,
  signIn: ['admin'],
  config: { publicLimit: { readsPerMinute: 1_000, ordersPerTenMinutes: 1_000 } },
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
