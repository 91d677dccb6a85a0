/**
 * On PostgreSQL, where transactions really overlap: tills that pay, void and refund at one shop
 * in the same hour append their rollup changes while report reads fold them into the same rollup
 * rows. Every write goes through (no deadlock, no 5xx), every change is folded once, and the
 * reports from the rollups still equal those from the orders. Every flavor and cup has a unit
 * cost, so the stock's folds (each report read's, the timer's) cost the drinks while voids take
 * sales away: a drink's cost counts exactly while its sale does.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SALES_GROUPS } from '../../src/shared/report-schemas';
import { useTestServer } from '../helpers/fixture';
import type { ApiClient } from '../helpers/http';
import { LOCATION, addItem, orderTotalCents } from '../helpers/orders';
import { salesReportFromOrders } from '../helpers/reports-from-orders/sales';

const { server, admin } = useTestServer({ seed: true, signIn: ['admin'] });
const TILLS = 8;
const ROUNDS = 3;

/** A cart of two drinks (one with flavors of its own), ready to pay; its id and amount due. */
async function cartOf(till: ApiClient) {
  await addItem(till, { menu_item: 3, cup: 1 });
  const res = await addItem(till, { menu_item: 7, cup: 2 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id: number = res.body.order__id;
  return { id, dueCents: await orderTotalCents(till, id) };
}

const checkout = (till: ApiClient, cart: { id: number; dueCents: number }) =>
  till.patch(`/api/orders/${cart.id}/complete-order-payment`, {
    is_paid: true,
    order_name: 1,
    discount: null,
    paid_amount: cart.dueCents / 100,
    payment_method: 'card',
  });

describe('rollups under concurrent sales at one shop', () => {
  it(`${TILLS} tills paying at once, with voids and refunds between: reports still equal`, async () => {
    await server.database.db.execute(sql`insert into stock_levels (location_id, kind, item_id,
        unit_cost)
      select ${LOCATION}, i.kind, i.id, (i.id * 37 % 500 + 11) / 1000.0
      from (select 'flavor' as kind, id from flavors union all select 'cup', id from cups) i
      on conflict (location_id, kind, item_id) do update set unit_cost = excluded.unit_cost`);
    const tills = [];
    for (let i = 0; i < TILLS; i++) tills.push(await server.signIn('staff'));
    let paid: number[] = [];
    const day = new Date().toISOString().slice(0, 10);
    const today = `from=${day}&to=${day}`;
    for (let round = 0; round < ROUNDS; round++) {
      const carts: { id: number; dueCents: number }[] = [];
      for (const till of tills) carts.push(await cartOf(till));
      const [answers, voids, refunds, reads] = await Promise.all([
        Promise.all(tills.map((till, i) => checkout(till, carts[i]))),
        Promise.all(
          paid.slice(0, 2).map((id) => admin.post(`/api/orders/${id}/void`, { reason: 'Race' })),
        ),
        Promise.all(
          paid
            .slice(2, 5)
            .map((id) => admin.post(`/api/orders/${id}/refunds`, { amount: 1, reason: 'Race' })),
        ),
        // Each read folds what is pending, at the same time as the others and the sales.
        Promise.all(
          Array.from({ length: 4 }, () => admin.get(`/api/reports/sales?${today}&group_by=item`)),
        ),
      ]);
      for (const res of reads) expect(res.status).toBe(200);
      for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const res of voids) expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const res of refunds) expect(res.status, JSON.stringify(res.body)).toBe(201);
      paid = carts.map((cart) => cart.id);
    }
    const [from, to] = [
      new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    ];
    for (const groupBy of SALES_GROUPS) {
      const res = await admin.get(`/api/reports/sales?from=${from}&to=${to}&group_by=${groupBy}`);
      expect(res.status).toBe(200);
      if (groupBy === 'item') expect(res.body.totals.cost).toBeGreaterThan(0);
      const expected = await salesReportFromOrders(server.database.db, { from, to, groupBy });
      expect(res.body, groupBy).toEqual(JSON.parse(JSON.stringify(expected)));
    }
    const byLocation = await admin.get(
      `/api/reports/sales?from=${from}&to=${to}&group_by=location&location=${LOCATION}`,
    );
    expect(byLocation.body.totals.orders).toBe(TILLS * ROUNDS - 2 * (ROUNDS - 1));
  });
});
