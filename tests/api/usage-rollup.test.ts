/**
 * The usage report reads day rows (stock_usage_days, drizzle/0029) kept by triggers on the
 * movements: after sales, a void, waste, counts and movements of every type on many days, in two
 * shops, the rows equal the sums of the movements, and so does every report, by item and by day;
 * again after a shop moves to another time zone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../src/server/db';
import { useTestServer } from '../helpers/fixture';
import { LOCATION, payNewOrder } from '../helpers/orders';
import { usageDayCount, usageDaysMismatch } from '../helpers/usage-from-movements';

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });
const HOUR_MS = 3_600_000;
const START = Date.UTC(2026, 2, 1, 0, 30); // the first movement: 1 March 2026, 00:30 UTC
let otherShop = 0;

type UsageRow = { kind: string; id: number; day?: string; used: number; wasted: number };

async function setZone(location: number, zone: string) {
  const { name } = (await admin.get(`/api/locations/${location}`)).body;
  const res = await admin.put(`/api/locations/${location}`, { name, time_zone: zone });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Movements of every type every 7 hours for 10 days, in both shops, written straight in. */
function spreadMovements() {
  const types = ['sale', 'void', 'waste', 'count', 'receipt', 'transfer'] as const;
  return Array.from({ length: 36 }, (_, i) => ({
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

/** The day rows equal the movements, and a day's report is the sum of its days' reports. */
async function expectRollupRight() {
  expect(await usageDaysMismatch(server.database.db)).toEqual([]);
  const range = 'from=2026-03-01&to=2026-03-12';
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

describe('stock usage day rows', () => {
  it('equal the movements after sales, a void, waste and counts through the API', async () => {
    await payNewOrder(staff, [{ menu_item: 1, cup: 1 }]);
    const voided = await payNewOrder(staff, [{ menu_item: 2, cup: 2 }]);
    const res = await admin.post(`/api/orders/${voided}/void`, { reason: 'Usage test' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const waste = { location: LOCATION, kind: 'flavor', id: 30, quantity: 2, reason: 'Spilled' };
    expect((await admin.post('/api/inventory/waste', waste)).status).toBe(201);
    const count = { location: LOCATION, lines: [{ kind: 'flavor', id: 4, on_hand: 7.5 }] };
    expect((await admin.post('/api/inventory/counts', count)).status).toBe(201);
    expect(await usageDayCount(server.database.db)).toBeGreaterThan(20);
    expect(await usageDaysMismatch(server.database.db)).toEqual([]);
  });

  it('and the reports over them, by item and by day, one shop and all', async () => {
    await expectRollupRight();
    // Days are the shop's: 00:30 UTC on 1 March is 28 February in Denver, in no March report.
    await setZone(LOCATION, 'America/Denver');
    const firstDay = await usage(`from=2026-02-28&to=2026-02-28&group_by=day&location=${LOCATION}`);
    expect(firstDay.map((row) => row.day)).toEqual(firstDay.map(() => '2026-02-28'));
    expect(firstDay.length).toBeGreaterThan(0);
  });

  it('are made again when a shop moves to another time zone', async () => {
    await setZone(LOCATION, 'Pacific/Kiritimati');
    await setZone(otherShop, 'America/St_Johns');
    await expectRollupRight();
    const moved = await usage(`from=2026-02-28&to=2026-02-28&group_by=day&location=${LOCATION}`);
    expect(moved).toEqual([]);
  });
});
