/**
 * The sales report reads rollups kept by database triggers, never the orders. On random days of
 * sales (at the till and synced from offline), voids, item and amount refunds, discounts, tips,
 * tenders and shops in several time zones (half hours, daylight saving, one moved to another
 * zone), every grouping over every range equals the report computed from the orders as it was
 * before rollups (tests/helpers/reports-from-orders), to the cent; the item groupings' cost is the
 * sum of the drinks' stored costs (every flavor and cup has a unit cost at every shop). The api-pg
 * project runs this file again on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db';
import { seedHistory } from '../../src/server/demo/demo-history';
import { refunds } from '../../src/server/db/schema';
import { SALES_GROUPS } from '../../src/shared/report-schemas';
import { useTestServer } from '../helpers/fixture';
import { LOCATION, addItem } from '../helpers/orders';
import { salesReportFromOrders } from '../helpers/reports-from-orders/sales';
import { sync } from '../helpers/sync';

const { server, admin } = useTestServer({ seed: true, signIn: ['admin'] });

const ZONES = [
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Adelaide',
  'Pacific/Chatham',
  'America/St_Johns',
  'UTC',
];
/** Sales fall in the 45 days from here, so ranges take whole months and the days around them. */
const WINDOW_START = Date.parse('2033-02-20T00:00:00Z');
const WINDOW_DAYS = 45;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const shops: number[] = [];
const discountIds: number[] = [];
const flavorIds: number[] = [];

type Drink = { menuItem: number; cup: number } | { soda: number; flavors: number[]; cup: number };

interface Sale {
  shop: number;
  drinks: Drink[];
  discount: number | null;
  tipCents: number;
  method: 'cash' | 'card' | 'other';
  offline: boolean;
  /** Minutes into the window when it was paid. */
  paidMinute: number;
  afterwards:
    | { kind: 'none' | 'void' }
    | { kind: 'items' | 'amount'; picks: boolean[]; fraction: number; minutesLater: number };
}

const drinkArb: fc.Arbitrary<Drink> = fc.oneof(
  fc.record({ menuItem: fc.integer({ min: 1, max: 16 }), cup: fc.constantFrom(1, 2) }),
  fc.record({
    soda: fc.integer({ min: 1, max: 4 }),
    flavors: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 3 }),
    cup: fc.constantFrom(1, 2),
  }),
);
const saleArb: fc.Arbitrary<Sale> = fc.record({
  shop: fc.integer({ min: 0, max: 2 }),
  drinks: fc.array(drinkArb, { minLength: 1, maxLength: 3 }),
  discount: fc.constantFrom(null, null, 0, 1, 2),
  tipCents: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 9 }),
    fc.integer({ min: 0, max: 900 }),
  ),
  method: fc.constantFrom('cash' as const, 'card' as const, 'other' as const),
  offline: fc.boolean(),
  paidMinute: fc.integer({ min: 0, max: WINDOW_DAYS * 24 * 60 - 1 }),
  afterwards: fc.oneof(
    fc.record({ kind: fc.constantFrom('none' as const, 'none' as const, 'void' as const) }),
    fc.record({
      kind: fc.constantFrom('items' as const, 'amount' as const),
      picks: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      fraction: fc.integer({ min: 1, max: 100 }).map((p) => p / 100),
      minutesLater: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    }),
  ),
});
const rangeArb = fc.record({
  fromDay: fc.integer({ min: -1, max: WINDOW_DAYS }),
  days: fc.integer({ min: 0, max: 50 }),
  shop: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
});
const runArb = fc.record({
  sales: fc.array(saleArb, { minLength: 1, maxLength: 4 }),
  ranges: fc.array(rangeArb, { minLength: 1, maxLength: 2 }),
  /** A shop moved to another time zone: its rollups are made again. */
  moved: fc.option(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.constantFrom(...ZONES)), {
    nil: null,
  }),
});

const itemBody = (drink: Drink, location: number) =>
  'menuItem' in drink
    ? { menu_item: drink.menuItem, cup: drink.cup, order__location: location }
    : {
        custom_order__soda: drink.soda,
        custom_order_flavors: drink.flavors.map((i) => flavorIds[i % flavorIds.length]),
        cup: drink.cup,
        order__location: location,
      };

/** Rings up and pays the sale at the till; its order id and item ids. */
async function sellAtTill(sale: Sale, location: number) {
  const added = [];
  for (const drink of sale.drinks) added.push(await addItem(admin, itemBody(drink, location)));
  for (const res of added) expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id: number = added[0].body.order__id;
  const pay = (paid_amount: number) =>
    admin.patch(`/api/orders/${id}/complete-order-payment`, {
      is_paid: true,
      order_name: 1,
      discount: sale.discount === null ? null : discountIds[sale.discount],
      tip: sale.tipCents / 100,
      payment_method: sale.method,
      paid_amount,
    });
  // No sale here comes near $5,000: the refusal names the amount due.
  const due = Number(/order total of \$(\d+\.\d\d)/.exec((await pay(5000)).body.message)![1]);
  const paid = await pay(due);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { id, items: added.map((res) => res.body.id as number) };
}

/** The sale as an offline till syncs it (stored paid, its drinks written after the order). */
async function sellOffline(sale: Sale, location: number) {
  const res = await sync(admin, {
    client_id: randomUUID(),
    location,
    taken_at: new Date(Date.now() - 60_000).toISOString(),
    items: sale.drinks.map((drink) => {
      const { order__location: _, ...item } = itemBody(drink, location);
      return { low_sugar: false, note: '', custom_order_flavors: [], ...item };
    }),
    order_name: 1,
    discount: sale.discount === null ? null : discountIds[sale.discount],
    paid_amount: (900 + sale.tipCents) / 100,
    tip: sale.tipCents / 100,
    payment_method: sale.method,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const items = (await admin.get(`/api/order-items?order=${res.body.id}`)).body;
  const ids: number[] = items.map((item: { id: number }) => item.id);
  return { id: res.body.id as number, items: ids };
}

/** Sells, dates, and voids or refunds the sale, as a till and an admin would. */
async function play(sale: Sale) {
  const location = shops[sale.shop];
  const { id, items } = sale.offline
    ? await sellOffline(sale, location)
    : await sellAtTill(sale, location);
  const paidAt = WINDOW_START + sale.paidMinute * 60_000;
  await server.database.db.execute(
    sql`update orders set paid_at = ${new Date(paidAt).toISOString()} where id = ${id}`,
  );
  const after = sale.afterwards;
  if (after.kind === 'void') {
    const res = await admin.post(`/api/orders/${id}/void`, { reason: 'Rollup test' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  if (after.kind !== 'items' && after.kind !== 'amount') return;
  const picked = items.filter((_, i) => after.picks[i]);
  const order = (await admin.get(`/api/orders/${id}`)).body;
  const paidCents = Math.round(Number(order.paid_amount) * 100);
  const amount = Math.max(1, Math.floor(paidCents * after.fraction)) / 100;
  const res = await admin.post(`/api/orders/${id}/refunds`, {
    ...(after.kind === 'items' && picked.length ? { items: picked } : { amount }),
    reason: 'Rollup test',
  });
  // Nothing left to give back (a free drink, a refund of 0) is a 400 and changes nothing.
  if (res.status === 400) return;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await server.database.db
    .update(refunds)
    .set({ createdAt: new Date(paidAt + after.minutesLater * 60_000) })
    .where(eq(refunds.id, res.body.id));
}

async function setZone(location: number, zone: string) {
  const { name } = (await admin.get(`/api/locations/${location}`)).body;
  const res = await admin.put(`/api/locations/${location}`, {
    name,
    time_zone: zone,
    tax_rate: 8.875,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

type Range = { fromDay: number; days: number; shop?: number };

/** Every grouping of the range: the API's (from rollups) equals the one from the orders. */
async function expectSameReports(range: Range) {
  const from = dayOf(WINDOW_START + range.fromDay * DAY_MS);
  const to = dayOf(WINDOW_START + (range.fromDay + range.days) * DAY_MS);
  const location = range.shop === undefined ? undefined : shops[range.shop];
  for (const groupBy of SALES_GROUPS) {
    const where = location === undefined ? '' : `&location=${location}`;
    const res = await admin.get(
      `/api/reports/sales?from=${from}&to=${to}&group_by=${groupBy}${where}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = await salesReportFromOrders(server.database.db, {
      from,
      to,
      location,
      groupBy,
    });
    expect(res.body, `${groupBy} ${from}..${to} at ${location ?? 'all'}`).toEqual(
      JSON.parse(JSON.stringify(expected)),
    );
  }
}

/** A unit cost of 4 decimals for every flavor and cup at every shop, different per shop. */
async function setUnitCosts() {
  await server.database.db.execute(sql`insert into stock_levels (location_id, kind, item_id,
      unit_cost)
    select l.id, i.kind, i.id, ((i.id * 7919 + l.id * 131) % 3000 + 7) / 10000.0
    from locations l
      cross join (select 'flavor' as kind, id from flavors union all select 'cup', id from cups) i
    where l.id = any(${`{${shops.join(',')}}`}::int[])
    on conflict (location_id, kind, item_id) do update set unit_cost = excluded.unit_cost`);
}

beforeAll(async () => {
  const flavors = (await admin.get('/api/flavors')).body as { id: number }[];
  flavorIds.push(...flavors.map((flavor) => flavor.id));
  shops.push(LOCATION);
  for (const name of ['Rollup Shop B', 'Rollup Shop C']) {
    shops.push((await admin.post('/api/locations', { name })).body.id);
  }
  for (const [i, shop] of shops.entries()) await setZone(shop, ZONES[i]);
  await setUnitCosts();
  const discounts = [
    { percent_or_price: 'percent', percent: 0.3333 },
    { percent_or_price: 'percent', percent: 1 },
    { percent_or_price: 'price', price: 2, is_cup_specific: true, cup: 1 },
  ];
  for (const [i, fields] of discounts.entries()) {
    const res = await admin.post('/api/discounts', {
      name: `Rollup ${i}`,
      code: `ROLL-${i}`,
      ...fields,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    discountIds.push(res.body.id);
  }
});

describe('property: every sales report from the rollups equals the one from the orders', () => {
  it('random days of sales, voids, refunds and time zones, every grouping and range', async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (run) => {
        for (const sale of run.sales) await play(sale);
        if (run.moved) await setZone(shops[run.moved[0]], run.moved[1]);
        for (const range of run.ranges) await expectSameReports(range);
      }),
      { numRuns: 15 },
    );
  });

  it('a whole window in every shop and all shops, after every run', async () => {
    for (const shop of [undefined, 0, 1, 2]) {
      await expectSameReports({ fromDay: -2, days: WINDOW_DAYS + 4, shop });
    }
    const from = dayOf(WINDOW_START - 2 * DAY_MS);
    const to = dayOf(WINDOW_START + (WINDOW_DAYS + 2) * DAY_MS);
    const byItem = await admin.get(`/api/reports/sales?from=${from}&to=${to}&group_by=item`);
    expect(byItem.body.totals.cost).toBeGreaterThan(0);
  });

  it('a demo history, its rollups added in one statement a day, gives the same reports', async () => {
    const zones = [];
    for (const id of shops) {
      zones.push({ id, timeZone: (await admin.get(`/api/locations/${id}`)).body.time_zone });
    }
    const { orders } = await seedHistory(server.database.db, {
      shops: zones,
      staff: [admin.userId],
      admin: admin.userId,
      days: 3,
      ordersPerDay: 20,
      end: new Date(WINDOW_START + 100 * DAY_MS),
      seed: 33,
    });
    expect(orders).toBeGreaterThan(50);
    for (const shop of [undefined, 1]) await expectSameReports({ fromDay: 95, days: 7, shop });
  });

  it("the migration's backfill makes the same rollups as the triggers kept", async () => {
    const rollups = async () =>
      await selectRows(
        server.database.db,
        sql`select dimension, grain, period::text, location_id, key, entries, orders, items,
            gross, discounts, refunds, tax, tips, quantity::text, cost
          from sales_rollups where entries <> 0 order by 1, 2, 3, 4, 5`,
      );
    await server.database.db.execute(sql`select fold_sales_rollups()`);
    const kept = await rollups();
    expect(kept.length).toBeGreaterThan(100);
    await server.database.db.execute(sql`select rebuild_sales_rollups(null)`);
    expect(await rollups()).toEqual(kept);
  });
});
