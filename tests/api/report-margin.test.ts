import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db';
import { orderItems, orders, stockLevels, stockMovements } from '../../src/server/db/schema';
import { useTestServer } from '../helpers/fixture';
import { LOCATION, payNewOrder } from '../helpers/orders';

// Issue 32: cost and margin in the sales report, and the usage report, computed by hand. Unit
// costs at the reference location (set in stock_levels directly): Vanilla (30) $0.0633 a pump,
// Half & Half (4) $0.1850, Raspberry Puree (6) $0.1125, Coconut (12) $0.0500, Fresh Lime (3)
// $0.2000 a wedge, the 16 oz cup $0.0884, the 32 oz $0.1400. Menu item 1 (Coco Butter Kisses) is
// 2 x 30, 1 x 4, 2 x 6; a drink's cost is rounded half up once:
//   P: item 1 in 16 oz, $5.00, cost 0.1266 + 0.185 + 0.225 + 0.0884 = 0.625 -> $0.63;
//      custom Coke with 12 and 3 in 32 oz (2 each), $5.40, cost 0.1 + 0.4 + 0.14 -> $0.64.
//   Q: item 1 in 32 oz (4, 2, 4), $7.50, cost 0.2532 + 0.37 + 0.45 + 0.14 = 1.2132 -> $1.21;
//      item 1 customized with 30 (its 2) and 12 (1) in 16 oz, $3.95, cost 0.265 -> $0.27.
//   R: item 1 in 16 oz, $5.00, cost $0.63, its drink refunded: net 0, the cost stays.
//   V: item 2 in 16 oz, voided before it was started: in no report, its stock back.
// By item: Coco Butter Kisses net 21.45 - 5.00 = 16.45, cost 2.74, margin 13.71 (83.3%);
// Custom drink net 5.40, cost 0.64, margin 4.76 (88.1%); total net 21.85, cost 3.38, margin
// 18.47 (84.5%).

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });
const orderIds = { p: 0, q: 0, r: 0, v: 0 };

const UNIT_COSTS: [kind: 'flavor' | 'cup', id: number, cost: string][] = [
  ['flavor', 30, '0.0633'],
  ['flavor', 4, '0.1850'],
  ['flavor', 6, '0.1125'],
  ['flavor', 12, '0.0500'],
  ['flavor', 3, '0.2000'],
  ['cup', 1, '0.0884'],
  ['cup', 2, '0.1400'],
];
const ITEM_1 = { menu_item: 1, cup: 1 };
const ITEM_1_LARGE = { menu_item: 1, cup: 2 };
const CUSTOM = { custom_order__soda: 1, custom_order_flavors: [12, 3], cup: 2 };
const CUSTOMIZED = { menu_item: 1, custom_order__soda: 1, custom_order_flavors: [30, 12], cup: 1 };

// Any shop's local today lies within a day of UTC's.
const DAY_MS = 86_400_000;
const utcDay = (offset: number) =>
  new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const RANGE = `from=${utcDay(-1)}&to=${utcDay(1)}`;
const report = (path: string, query: string) => admin.get(`/api/reports/${path}?${RANGE}&${query}`);

/** Each drink's stored cost, once the stock's fold (drizzle/0035) has taken the sales before. */
const storedCosts = async (orderId: number) => {
  await server.database.db.execute(sql`select fold_stock()`);
  return (
    await server.database.db
      .select({ cost: orderItems.costCents })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id)
  ).map((row) => row.cost);
};

beforeAll(async () => {
  const { name } = (await admin.get(`/api/locations/${LOCATION}`)).body;
  await admin.put(`/api/locations/${LOCATION}`, { name, time_zone: 'America/Denver' });
  await server.database.db.insert(stockLevels).values(
    UNIT_COSTS.map(([kind, itemId, unitCost]) => ({
      locationId: LOCATION,
      kind,
      itemId,
      unitCost,
    })),
  );
  orderIds.p = await payNewOrder(staff, [ITEM_1, CUSTOM]);
  orderIds.q = await payNewOrder(staff, [ITEM_1_LARGE, CUSTOMIZED]);
  orderIds.r = await payNewOrder(staff, [ITEM_1]);
  orderIds.v = await payNewOrder(staff, [{ menu_item: 2, cup: 1 }]);
});

describe('cost and margin in the sales report', () => {
  it('each paid drink stores its cost: usage x unit cost, rounded half up once', async () => {
    expect(await storedCosts(orderIds.p)).toEqual([63, 64]);
    expect(await storedCosts(orderIds.q)).toEqual([121, 27]);
    expect(await storedCosts(orderIds.r)).toEqual([63]);
    // Item 2: 2 x Coconut (12), 1 x Fresh Lime (3), 2 x Coconut Cream (no cost), a 16 oz cup.
    expect(await storedCosts(orderIds.v)).toEqual([39]);
  });

  it('a void takes the sale out of the report, cost and all', async () => {
    const before = await report('sales', 'group_by=item');
    const voided = before.body.rows.find((r: { key: string }) => r.key === 'Got So Much Soul');
    expect(voided).toMatchObject({ cost: 0.39, margin: 4.31, margin_percent: 91.7 });
    const res = await admin.post(`/api/orders/${orderIds.v}/void`, { reason: 'Margin test' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await report('sales', 'group_by=item');
    expect(after.body.rows.map((r: { key: string }) => r.key)).not.toContain('Got So Much Soul');
    expect(after.body.totals.cost).toBe(before.body.totals.cost - 0.39);
  });

  it('by item: a refund lowers net sales and margin, never the cost', async () => {
    const items = (await admin.get(`/api/order-items?order=${orderIds.r}`)).body;
    const refund = await admin.post(`/api/orders/${orderIds.r}/refunds`, {
      items: [items[0].id],
      reason: 'Margin test',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const res = await report('sales', 'group_by=item');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const figures = (r: Record<string, unknown>) => [
      r.key,
      r.net,
      r.cost,
      r.margin,
      r.margin_percent,
    ];
    expect(res.body.rows.map(figures)).toEqual([
      ['Coco Butter Kisses', 16.45, 2.74, 13.71, 83.3],
      ['Custom drink', 5.4, 0.64, 4.76, 88.1],
    ]);
    expect(figures({ key: 'total', ...res.body.totals })).toEqual([
      'total',
      21.85,
      3.38,
      18.47,
      84.5,
    ]);
    // The cost is the sum of the stored costs of the drinks paid and not voided.
    const [stored] = await selectRows<{ cost: number }>(
      server.database.db,
      sql`select sum(i.cost_cents)::int as cost from order_items i join orders o on o.id = i.order_id
        where o.is_paid and o.voided_at is null`,
    );
    expect(Math.round(res.body.totals.cost * 100)).toBe(stored.cost);
  });

  it('by cup, soda and flavor: a drink counts its whole cost in each of its groups', async () => {
    const costs = async (groupBy: string) => {
      const res = await report('sales', `group_by=${groupBy}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = res.body.rows.map((r: { key: string; cost: number }) => [r.key, r.cost]);
      return { rows: rows.sort(), total: res.body.totals.cost };
    };
    expect(await costs('cup')).toEqual({
      rows: [
        ['1', 1.53],
        ['2', 1.85],
      ],
      total: 3.38,
    });
    expect(await costs('soda')).toEqual({ rows: [['1', 3.38]], total: 3.38 });
    const flavors = [
      ['12', 0.91],
      ['3', 0.64],
      ['30', 2.74],
      ['4', 2.47],
      ['6', 2.47],
    ];
    expect(await costs('flavor')).toEqual({ rows: flavors, total: 3.38 });
    const byDay = (await report('sales', 'group_by=day')).body;
    expect(byDay.totals).not.toHaveProperty('cost');
  });

  it('gives cost, margin and margin_percent in the CSV, Total row included', async () => {
    const res = await report('sales', 'group_by=item&format=csv');
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'key,label,orders,items,gross,discounts,refunds,net,tax,tips,cost,margin,margin_percent',
    );
    expect(lines.at(-1)).toBe('total,Total,4,5,26.85,0,5,21.85,0,0,3.38,18.47,84.5');
  });

  it('a sale counts on the day it was paid; no margin percent where net sales are 0', async () => {
    await server.database.db
      .update(orders)
      .set({ paidAt: new Date('2030-01-15T18:00:00Z') })
      .where(eq(orders.id, orderIds.r));
    const res = await admin.get('/api/reports/sales?from=2030-01-15&to=2030-01-15&group_by=item');
    expect(res.body.rows).toEqual([
      expect.objectContaining({ net: 5, cost: 0.63, margin: 4.37, margin_percent: 87.4 }),
    ]);
    const refundDay = await report('sales', 'group_by=cup');
    const small = refundDay.body.rows.find((r: { key: string }) => r.key === '1');
    // The 16 oz cups left today: P's and Q's, net 8.95, less R's refund; cost $0.90.
    expect(small).toMatchObject({ net: 3.95, cost: 0.9, margin: 3.05, margin_percent: 77.2 });
    const empty = await admin.get('/api/reports/sales?from=2031-01-01&to=2031-01-01&group_by=item');
    expect(empty.body.totals).toMatchObject({ net: 0, cost: 0, margin: 0, margin_percent: null });
  });
});

/** The movements of the location as the usage report should sum them, per item. */
async function usageFromMovements() {
  const moves = await server.database.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.locationId, LOCATION));
  const items = new Map<string, { used: number; wasted: number; variance: number }>();
  for (const move of moves) {
    const key = `${move.kind}:${move.itemId}`;
    const item = items.get(key) ?? { used: 0, wasted: 0, variance: 0 };
    const quantity = Number(move.quantity);
    if (move.type === 'sale' || move.type === 'void') item.used -= quantity;
    if (move.type === 'waste') item.wasted -= quantity;
    if (move.type === 'count') item.variance += quantity;
    if (['sale', 'void', 'waste', 'count'].includes(move.type)) items.set(key, item);
  }
  return items;
}

describe('usage report', () => {
  beforeAll(async () => {
    await server.database.db.insert(stockMovements).values([
      {
        locationId: LOCATION,
        kind: 'flavor',
        itemId: 30,
        type: 'waste',
        quantity: '-3',
        reason: 'Spilled',
      },
      {
        locationId: LOCATION,
        kind: 'flavor',
        itemId: 4,
        type: 'count',
        quantity: '-1.5',
        expected: '10',
        counted: '8.5',
      },
      { locationId: LOCATION, kind: 'cup', itemId: 1, type: 'receipt', quantity: '50' },
    ]);
  });

  it('per item: used (sales less void restores), wasted and the count variance', async () => {
    const res = await report('usage', `group_by=item&location=${LOCATION}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.rows as Record<string, unknown>[];
    const find = (kind: string, id: number) => rows.find((r) => r.kind === kind && r.id === id);
    // Vanilla: 2 (P) + 4 (Q, 32 oz) + 2 (Q, customized) + 2 (R); 3 wasted.
    expect(find('flavor', 30)).toEqual({
      kind: 'flavor',
      id: 30,
      name: 'Vanilla',
      uom: 'pump',
      used: 10,
      wasted: 3,
      variance: 0,
    });
    expect(find('flavor', 4)).toMatchObject({
      name: 'Half & Half',
      uom: 'single',
      used: 4,
      variance: -1.5,
    });
    // Coconut: 2 (P's custom drink) + 1 (Q's customized); V's 2 went back when it was voided.
    expect(find('flavor', 12)).toMatchObject({ used: 3, wasted: 0 });
    expect(find('cup', 1)).toEqual({
      kind: 'cup',
      id: 1,
      name: '16 oz',
      uom: 'cup',
      used: 3,
      wasted: 0,
      variance: 0,
    });
    const expected = await usageFromMovements();
    expect(rows.length).toBe(expected.size);
    for (const row of rows) {
      expect(row, `${row.kind}:${row.id}`).toMatchObject(expected.get(`${row.kind}:${row.id}`)!);
    }
  });

  it('by day: each item on the local day of its movements; CSV with the same rows', async () => {
    const [{ today }] = await selectRows<{ today: string }>(
      server.database.db,
      sql`select to_char(now() at time zone 'America/Denver', 'YYYY-MM-DD') as today`,
    );
    const byItem = (await report('usage', 'group_by=item')).body.rows;
    const byDay = await report('usage', 'group_by=day');
    expect(byDay.body.rows).toEqual(
      byItem.map((row: Record<string, unknown>) => ({ ...row, day: today })),
    );
    const csv = await report('usage', 'group_by=day&format=csv');
    expect(csv.headers.get('content-disposition')).toContain('usage-by-day-');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('day,kind,id,name,uom,used,wasted,variance');
    expect(lines).toContain(`${today},flavor,30,Vanilla,pump,10,3,0`);
    const elsewhere = await report('usage', 'group_by=item&location=99999');
    expect(elsewhere.body.rows).toEqual([]);
  });

  it('admins only; a bad group_by or range is a 400', async () => {
    expect((await staff.get(`/api/reports/usage?${RANGE}&group_by=item`)).status).toBe(403);
    const bad = await report('usage', 'group_by=flavor');
    expect(bad.status).toBe(400);
    expect(bad.body.group_by[0]).toContain('Group by must be one of item, day');
    const backwards = await admin.get(
      '/api/reports/usage?from=2026-03-02&to=2026-03-01&group_by=item',
    );
    expect(backwards.status).toBe(400);
  });
});
