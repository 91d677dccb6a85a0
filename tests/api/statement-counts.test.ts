import { describe, expect, it } from 'vitest';
import { addItem, orderTotalCents } from '../helpers/orders';
import { useTestServer } from '../helpers/fixture';

// Issue 12: the writes of the shop floor run few statements, and commit before reading what
// only feeds the response. BEGIN and COMMIT count; PGlite runs them itself, unseen by the logger,
// so there the counts are two lower and the commit is not in the list.

const { server, staff } = useTestServer({ seed: true, signIn: ['staff'] });

/** The statements (lower-cased, whitespace folded) the server runs while `request` is answered. */
async function statementsOf<T>(request: () => Promise<T>) {
  const seen: string[] = [];
  const stop = server.database.onStatement((query) =>
    seen.push(query.replace(/\s+/g, ' ').trim().toLowerCase()),
  );
  try {
    const before = server.database.queryCount();
    const response = await request();
    expect(server.database.queryCount() - before).toBe(seen.length);
    if (server.database.kind === 'postgres') expect(seen[0]).toBe('begin');
    // With BEGIN and COMMIT wherever the database runs them.
    const count = seen.length + (server.database.kind === 'postgres' ? 0 : 2);
    return { response, statements: seen, count, listed: seen.join('\n') };
  } finally {
    stop();
  }
}

const pay = (orderId: number, paidCents: number) =>
  staff.patch(`/api/orders/${orderId}/complete-order-payment`, {
    is_paid: true,
    order_name: 1,
    paid_amount: paidCents / 100,
    discount: null,
  });

describe('statements per write', () => {
  it('adds to an existing cart in at most 5 statements, without reading the item back', async () => {
    // The first add makes the cart and warms the session and catalogue caches.
    expect((await addItem(staff, { menu_item: 1, cup: 1 })).status).toBe(201);
    const plain = await statementsOf(() => addItem(staff, { menu_item: 1, cup: 2 }));
    expect(plain.response.status).toBe(201);
    expect(plain.count, plain.listed).toBeLessThanOrEqual(5);

    const custom = await statementsOf(() =>
      addItem(staff, { custom_order__soda: 4, custom_order_flavors: [30, 11], cup: 1 }),
    );
    expect(custom.response.status).toBe(201);
    expect(custom.count, custom.listed).toBeLessThanOrEqual(5);
  });

  it('answers an add with the item exactly as it is read back', async () => {
    const bodies = [
      { menu_item: 1, cup: 2, low_sugar: true, note: 'no ice' },
      { menu_item: 1, cup: 2, custom_order__soda: 4, custom_order_flavors: [30, 11] },
      { custom_order__soda: 4, custom_order_flavors: [30, 11, 30], cup: 1, low_sugar: true },
      { menu_item: 17, cup: 1, flat_or_sparkling: 'flat' },
      { custom_order__soda: 5, cup: 2, flat_or_sparkling: 'sparkling' },
      { custom_order__soda: 1, cup: 1 },
    ];
    const added = [];
    for (const body of bodies) {
      const res = await addItem(staff, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      added.push(res.body);
    }
    const stored = await staff.get(`/api/order-items?order=${added[0].order__id}`);
    const byId = new Map(stored.body.map((item: { id: number }) => [item.id, item]));
    for (const item of added) expect(item).toEqual(byId.get(item.id));
  });

  it('checks out in 6 statements, the answer taken from the paying update', async () => {
    const added = await addItem(staff, { menu_item: 1, cup: 1 });
    const orderId = added.body.order__id;
    const total = await orderTotalCents(staff, orderId);
    const { response, count, listed } = await statementsOf(() => pay(orderId, total));
    expect(response.status).toBe(200);
    // BEGIN, lock the order, one read of the name, discount and items, the paying update, the
    // queue notification, COMMIT.
    expect(count, listed).toBe(6);
  });

  it('commits a queue move before reading the order it answers with', async () => {
    const added = await addItem(staff, { menu_item: 1, cup: 1 });
    const orderId = added.body.order__id;
    expect((await pay(orderId, await orderTotalCents(staff, orderId))).status).toBe(200);
    const { response, statements, count, listed } = await statementsOf(() =>
      staff.patch(`/api/orders/${orderId}/update-in-progress`, {
        is_in_progress: true,
        is_complete: false,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: orderId, is_in_progress: true });
    // BEGIN, lock, the compare-and-set update, the queue notification, COMMIT; then the answer:
    // the order, its items, their flavors.
    expect(count, listed).toBe(8);
    const notified = statements.indexOf('select pg_notify($1, $2)');
    const answer = statements.slice(notified + 1);
    if (server.database.kind === 'postgres') expect(answer.shift(), listed).toBe('commit');
    expect(answer.length, listed).toBe(3);
    expect(
      answer.every((s) => s.startsWith('select ')),
      listed,
    ).toBe(true);
  });
});
