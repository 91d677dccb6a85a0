/** Issue 10 item 11: an Idempotency-Key reused with a different body is refused with 422. */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/server/db/schema';
import { addItem, orderTotalCents } from '../helpers/orders';
import { useTestServer } from '../helpers/fixture';

const KEY_REUSED = { message: 'This Idempotency-Key was used with a different request.' };

const { server, staff } = useTestServer({ seed: true, signIn: ['staff'] });

const itemCount = async () =>
  (await server.database.db.select({ n: count() }).from(orderItems))[0].n;

describe('POST /api/order-items', () => {
  it('replays the same body (whatever its key order) and refuses another body', async () => {
    const key = { 'idempotency-key': 'hash-item-1' };
    const first = await addItem(staff, { menu_item: 1, cup: 1, note: 'no ice' }, key);
    expect(first.status).toBe(201);
    const before = await itemCount();

    const reordered = await staff.post(
      '/api/order-items',
      { note: 'no ice', cup: 1, menu_item: 1, low_sugar: false, order__location: 1 },
      key,
    );
    expect(reordered.status).toBe(201);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    expect(reordered.body).toEqual(first.body);

    for (const body of [
      { menu_item: 2, cup: 1, note: 'no ice' },
      { menu_item: 1, cup: 2, note: 'no ice' },
      { menu_item: 1, cup: 1, note: 'no ice ' },
      { menu_item: 1, cup: 1, note: 'no ice', low_sugar: true },
    ]) {
      const res = await addItem(staff, body, key);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([
        JSON.stringify(body),
        422,
        KEY_REUSED,
      ]);
    }
    expect(await itemCount()).toBe(before);
  });

  it('lets one of two simultaneous different bodies through and refuses the other', async () => {
    const key = { 'idempotency-key': 'hash-item-race' };
    const before = await itemCount();
    const results = await Promise.all([
      addItem(staff, { menu_item: 3, cup: 1 }, key),
      addItem(staff, { menu_item: 4, cup: 1 }, key),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(results.find((r) => r.status === 422)?.body).toEqual(KEY_REUSED);
    expect(await itemCount()).toBe(before + 1);
  });

  it('keeps a refused first request unstored, so its key may carry a corrected body', async () => {
    const key = { 'idempotency-key': 'hash-item-retry' };
    const wrong = await addItem(staff, { menu_item: 1 }, key);
    expect(wrong.status).toBe(400);
    const fixed = await addItem(staff, { menu_item: 1, cup: 1 }, key);
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('PATCH /api/orders/{id}/complete-order-payment', () => {
  it('replays the same checkout and refuses the key with another amount, name or discount', async () => {
    const cashier = await server.signIn('staff');
    const orderId = (await addItem(cashier, { menu_item: 1, cup: 1 })).body.order__id;
    const total = (await orderTotalCents(cashier, orderId)) / 100;
    const key = { 'idempotency-key': 'hash-checkout-1' };
    const path = `/api/orders/${orderId}/complete-order-payment`;
    const body = { is_paid: true, order_name: 1, paid_amount: total, discount: null };

    const paid = await cashier.patch(path, body, key);
    expect(paid.status).toBe(200);
    const stored = async () =>
      (await server.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
    const after = await stored();

    const replay = await cashier.patch(path, { ...body }, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(paid.body);

    for (const other of [
      { ...body, paid_amount: total + 1 },
      { ...body, order_name: 2 },
      { ...body, discount: 1 },
      { order_name: 1, paid_amount: total },
    ]) {
      const res = await cashier.patch(path, other, key);
      expect([JSON.stringify(other), res.status, res.body]).toEqual([
        JSON.stringify(other),
        422,
        KEY_REUSED,
      ]);
    }
    expect(await stored()).toEqual(after);
  });

  it('answers a checkout sent twice at once with the same payment, paid once', async () => {
    const cashier = await server.signIn('staff');
    const orderId = (await addItem(cashier, { menu_item: 1, cup: 1 })).body.order__id;
    const total = (await orderTotalCents(cashier, orderId)) / 100;
    const key = { 'idempotency-key': 'hash-checkout-twice' };
    const path = `/api/orders/${orderId}/complete-order-payment`;
    const body = { is_paid: true, order_name: 1, paid_amount: total, discount: null };

    const [a, b] = await Promise.all([
      cashier.patch(path, body, key),
      cashier.patch(path, body, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    const replayed = [a, b].filter((r) => r.headers.get('idempotent-replayed') === 'true');
    expect(replayed).toHaveLength(1);
  });
});
