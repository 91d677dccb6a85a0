/**
 * The usage report reads day and month rows (stock_usage_rollups, drizzle/0029) kept by triggers
 * on the movements: after sales, a void, waste, counts and movements of every type over six weeks,
 * in two shops, the rows equal the sums of the movements, and a report by item (its whole month
 * from month rows) equals the sum of the report by day; again after both shops change zone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../src/server/db';
import { useTestServer } from '../helpers/fixture';
import { LOCATION, payNewOrder } from '../helpers/orders';
import { usageRollupCount, usageRollupWrongRows } from '../helpers/usage-from-movements';

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });
const HOUR_MS = 3_600_000;
const START = Date.UTC(2026, 1, 20, 0, 30); // the first movement: 20 February 2026, 00:30 UTC
const DENVER_FIRST_DAY = 'from=2026-02-19&to=2026-02-19&group_by=day';
let otherShop = 0;

type UsageRow = { kind: string; id: number; day?: string; used: number; wasted: number };

async function setZone(location: number, zone: string) {
  const { name } = (await admin.get(`/api/locations/${location}`)).body;
  const res = await admin.put(`/api/locations/${location}`, { name, time_zone: zone });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Movements of every type every 7 hours for six weeks, in both shops, written straight in. */
function spreadMovements() {
  const types = ['sale', 'void', 'waste', 'count', 'receipt', 'transfer'] as const;
  return Array.from({ length: 150 }, (_, i) => ({
    locationId: i % 3 === 1 ? otherShop : LOCATION,
    kind: i % 4 ? ('flavor' as const) : ('cup' as const),
    itemId: i % 4 ? [30, 4, 6][i % 3] : 1 + (i % 2),
    type: types[i % types.length],
    quantity: (i % 2 ? -1 : 1) * (1 + (i % 5) * 0.25) + '',
    createdAt: new Date(START + i * 7 * HOUR_MS),
  }));
}

async function usage(query: string): Promise<UsageRow[]> {
  const res = await admin.get(`/api/reports/usage?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.rows;
}

/** The rows equal the movements, and the report by item is the sum of the report by day. */
async function expectRollupRight() {
  expect(await usageRollupWrongRows(server.database.db)).toEqual({ shops: [], chain: [] });
  const range = 'from=2026-02-25&to=2026-04-02'; // March whole, and days around it
  for (const where of ['', `&location=${LOCATION}`]) {
    const byDay = await usage(`${range}&group_by=day${where}`);
    const byItem = await usage(`${range}&group_by=item${where}`);
    const summed = new Map<string, { used: number; wasted: number }>();
    for (const row of byDay) {
      const sum = summed.get(`${row.kind}:${row.id}`) ?? { used: 0, wasted: 0 };
      summed.set(`${row.kind}:${row.id}`, {
        used: sum.used + row.used,
        wasted: sum.wasted + row.wasted,
      });
    }
    expect(byItem.length).toBeGreaterThan(0);
    for (const row of byItem) {
      const sum = summed.get(`${row.kind}:${row.id}`);
      expect(sum?.used).toBeCloseTo(row.used, 4);
      expect(sum?.wasted).toBeCloseTo(row.wasted, 4);
    }
    expect(summed.size).toBe(byItem.length);
  }
}

beforeAll(async () => {
  const created = await admin.post('/api/locations', { name: 'Usage annex' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  otherShop = created.body.id;
  await setZone(otherShop, 'Asia/Kolkata');
  await server.database.db.insert(stockMovements).values(spreadMovements());
});

describe('stock usage rollup rows', () => {
  it('equal the movements after sales, a void, waste and counts through the API', async () => {
    await payNewOrder(staff, [{ menu_item: 1, cup: 1 }]);
    const voided = await payNewOrder(staff, [{ menu_item: 2, cup: 2 }]);
    const res = await admin.post(`/api/orders/${voided}/void`, { reason: 'Usage test' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const waste = { location: LOCATION, kind: 'flavor', id: 30, quantity: 2, reason: 'Spilled' };
    expect((await admin.post('/api/inventory/waste', waste)).status).toBe(201);
    const count = { location: LOCATION, lines: [{ kind: 'flavor', id: 4, on_hand: 7.5 }] };
    expect((await admin.post('/api/inventory/counts', count)).status).toBe(201);
    expect(await usageRollupCount(server.database.db)).toBeGreaterThan(20);
    expect(await usageRollupWrongRows(server.database.db)).toEqual({ shops: [], chain: [] });
  });

  it('and the reports over them, by item and by day, one shop and all', async () => {
    await expectRollupRight();
    // Days are the shop's: 00:30 UTC on 20 February is the 19th in Denver.
    await setZone(LOCATION, 'America/Denver');
    const firstDay = await usage(`${DENVER_FIRST_DAY}&location=${LOCATION}`);
    expect(firstDay.map((row) => row.day)).toEqual(firstDay.map(() => '2026-02-19'));
    expect(firstDay.length).toBeGreaterThan(0);
  });

  it('are made again when a shop moves to another time zone', async () => {
    // Not yet folded when the zone changes: counted once all the same.
    const waste = { location: LOCATION, kind: 'cup', id: 1, quantity: 3, reason: 'Crushed' };
    expect((await admin.post('/api/inventory/waste', waste)).status).toBe(201);
    await setZone(LOCATION, 'Pacific/Kiritimati');
    await setZone(otherShop, 'America/St_Johns');
    await expectRollupRight();
    const moved = await usage(`${DENVER_FIRST_DAY}&location=${LOCATION}`);
    expect(moved).toEqual([]);
  });
});
