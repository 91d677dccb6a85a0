/**
 * On PostgreSQL, where transactions really overlap: 20 tills check out drinks using the same
 * syrup at once while a delivery of it is recorded. Every sale and the delivery go through, and
 * on hand is exactly the start, less every pump sold, plus the delivery.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { selectRows } from '../../src/server/db';
import { foldPendingUsage } from '../../src/server/reports/rollup-fold';
import { useTestServer } from '../helpers/fixture';
import type { ApiClient } from '../helpers/http';
import { LOCATION, addItem, orderTotalCents } from '../helpers/orders';
import { usageRollupWrongRows } from '../helpers/usage-from-movements';

const { server, admin } = useTestServer({ seed: true, signIn: ['admin'] });
const TILLS = 20;
const VANILLA = 30;

const vanillaOnHand = async () =>
  (await admin.get(`/api/inventory?location=${LOCATION}`)).body.rows.find(
    (row: { kind: string; id: number }) => row.kind === 'flavor' && row.id === VANILLA,
  ).on_hand;

it(`${TILLS} checkouts using one syrup at once leave on hand exactly right`, async () => {
  const received = await admin.post('/api/inventory/receipts', {
    location: LOCATION,
    lines: [{ kind: 'flavor', id: VANILLA, quantity: 100, unit_cost: 0.05 }],
  });
  expect(received.status).toBe(201);
  const tills: ApiClient[] = [];
  const carts: { id: number; due: number }[] = [];
  for (let i = 0; i < TILLS; i++) {
    const till = await server.signIn('staff');
    // Coco Butter Kisses in 16 oz and in 32 oz: 2 + 4 pumps of Vanilla, in the other order on
    // every other till, so the levels are reached in both orders.
    const sizes = i % 2 ? [1, 2] : [2, 1];
    let id = 0;
    for (const cup of sizes) id = (await addItem(till, { menu_item: 1, cup })).body.order__id;
    tills.push(till);
    carts.push({ id, due: await orderTotalCents(till, id) });
  }
  // The usage rollup is folded over and over while the sales commit.
  const folds = async () => {
    for (let i = 0; i < 10; i++) await foldPendingUsage(server.database.db);
  };
  const [answers, delivery] = await Promise.all([
    Promise.all(
      tills.map((till, i) =>
        till.patch(`/api/orders/${carts[i].id}/complete-order-payment`, {
          is_paid: true,
          order_name: 1,
          discount: null,
          paid_amount: carts[i].due / 100,
          payment_method: 'card',
        }),
      ),
    ),
    admin.post('/api/inventory/receipts', {
      location: LOCATION,
      lines: [
        { kind: 'cup', id: 1, quantity: 50 },
        { kind: 'flavor', id: VANILLA, quantity: 30 },
      ],
    }),
    folds(),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  expect(delivery.status).toBe(201);
  expect(await vanillaOnHand()).toBe(100 + 30 - TILLS * 6);
  const [sold] = await selectRows<{ n: number; used: string }>(
    server.database.db,
    sql`select count(*)::int as n, (-sum(quantity))::text as used from stock_movements
      where kind = 'flavor' and item_id = ${VANILLA} and type = 'sale'`,
  );
  expect(sold).toEqual({ n: TILLS, used: (TILLS * 6).toFixed(4) });
  // The usage rollup, folded meanwhile, holds each movement once, and the chain's rows their sums.
  expect(await usageRollupWrongRows(server.database.db)).toEqual({ shops: [], chain: [] });
});
