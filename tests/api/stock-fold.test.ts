/**
 * A sale's stock is taken by the fold after its commit (drizzle/0035, decision 048), on PGlite and
 * PostgreSQL. No timer folds here (NO_BACKGROUND_WORK): what folds is what a reader does, so each
 * test sees exactly when the stock moves. Vanilla (30) costs $0.10 a pump and the 16 oz cup (1)
 * $0.05; menu item 2 in 16 oz has no vanilla, item 1 (2 x 30, 1 x 4, 2 x 6) has.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db';
import { NO_BACKGROUND_WORK, useTestServer } from '../helpers/fixture';
import { LOCATION, payNewOrder } from '../helpers/orders';
import { salesReportFromOrders } from '../helpers/reports-from-orders/sales';

const { server, staff, admin } = useTestServer({
  seed: true,
  config: NO_BACKGROUND_WORK,
  signIn: ['staff', 'admin'],
});
const VANILLA = 30;
const CUP_16 = 1;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RANGE = { from: day(-1), to: day(1) };

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(server.database.db, query);

/** The level as the table holds it, without folding. */
async function storedOnHand(kind: string, id: number): Promise<number> {
  const [row] = await rows<{ on_hand: number }>(
    sql`select on_hand::float8 as on_hand from stock_levels
      where location_id = ${LOCATION} and kind = ${kind} and item_id = ${id}`,
  );
  return row?.on_hand ?? 0;
}

const waiting = async () =>
  (await rows<{ id: number }>(sql`select order_id as id from stock_pending_orders`)).map(
    (row) => row.id,
  );

/** GET /api/inventory's on hand, which folds first. */
async function readOnHand(kind: string, id: number): Promise<number> {
  const res = await staff.get(`/api/inventory?location=${LOCATION}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.rows.find((row: { kind: string; id: number }) => row.kind === kind && row.id === id)
    .on_hand;
}

/** The item report's total cost, and that it equals the same report from the orders. */
async function reportedCost(): Promise<number> {
  const res = await admin.get(`/api/reports/sales?from=${RANGE.from}&to=${RANGE.to}&group_by=item`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const expected = await salesReportFromOrders(server.database.db, { ...RANGE, groupBy: 'item' });
  expect(res.body).toEqual(JSON.parse(JSON.stringify(expected)));
  return res.body.totals.cost;
}

beforeAll(async () => {
  const res = await admin.post('/api/inventory/receipts', {
    location: LOCATION,
    lines: [
      { kind: 'flavor', id: VANILLA, quantity: 100, unit_cost: 0.1 },
      { kind: 'cup', id: CUP_16, quantity: 50, unit_cost: 0.05 },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
});

describe("a sale's stock, folded after its commit", () => {
  it('waits for the next fold, and a read of the levels folds first', async () => {
    const orderId = await payNewOrder(staff, [{ menu_item: 1, cup: CUP_16 }]);
    expect(await waiting()).toEqual([orderId]);
    expect(await storedOnHand('flavor', VANILLA)).toBe(100);
    const [drink] = await rows<{ cost: number | null }>(
      sql`select cost_cents::int as cost from order_items where order_id = ${orderId}`,
    );
    expect(drink.cost).toBeNull();

    expect(await readOnHand('flavor', VANILLA)).toBe(98);
    expect(await readOnHand('cup', CUP_16)).toBe(49);
    expect(await waiting()).toEqual([]);
    expect(await storedOnHand('flavor', VANILLA)).toBe(98);
    const movements = await rows<{ type: string; quantity: number; pending: boolean }>(
      sql`select type, quantity::float8 as quantity, pending from stock_movements
        where order_id = ${orderId} order by kind, item_id`,
    );
    expect(movements).toContainEqual({ type: 'sale', quantity: -2, pending: false });
    // A second fold finds nothing to do and sells nothing twice.
    await server.database.db.execute(sql`select fold_stock()`);
    expect(await storedOnHand('flavor', VANILLA)).toBe(98);
  });

  it('a count folds first: it counts against every sale before it', async () => {
    const before = await readOnHand('flavor', VANILLA);
    await payNewOrder(staff, [{ menu_item: 1, cup: CUP_16 }]);
    const res = await staff.post('/api/inventory/counts', {
      location: LOCATION,
      lines: [{ kind: 'flavor', id: VANILLA, on_hand: 90 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.movements[0]).toMatchObject({
      expected: before - 2,
      counted: 90,
      variance: 90 - (before - 2),
    });
    expect(await readOnHand('flavor', VANILLA)).toBe(90);
  });

  it("a void before the fold leaves no cost in the report; one after takes the sale's away", async () => {
    const startCost = await reportedCost();
    const early = await payNewOrder(staff, [{ menu_item: 1, cup: CUP_16 }]);
    expect((await admin.post(`/api/orders/${early}/void`, { reason: 'Early' })).status).toBe(200);
    expect(await waiting()).toContain(early);
    // The report folds the stock first: the voided sale is sold and put back, and costs nothing.
    expect(await reportedCost()).toBe(startCost);
    const onHand = await readOnHand('flavor', VANILLA);

    const late = await payNewOrder(staff, [{ menu_item: 1, cup: CUP_16 }]);
    const withLate = await reportedCost();
    // 2 pumps of vanilla at $0.10 and a cup at $0.05, with the drink's other flavors at no cost.
    expect(withLate).toBeCloseTo(startCost + 0.25, 2);
    expect(await readOnHand('flavor', VANILLA)).toBe(onHand - 2);
    expect((await admin.post(`/api/orders/${late}/void`, { reason: 'Late' })).status).toBe(200);
    expect(await reportedCost()).toBe(startCost);
    expect(await readOnHand('flavor', VANILLA)).toBe(onHand);
  });
});
