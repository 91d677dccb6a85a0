import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/auth/users-repo';
import { drawers, orders } from '../../src/server/db/schema';
import { seedDemoHistory } from '../../src/server/demo/demo-shops';
import { useTestServer } from '../helpers/fixture';
import { LOCATION } from '../helpers/orders';
import { selectRows } from '../../src/server/db/select-rows';

// Issue 16: `npm start`'s four weeks of demo history, written straight to the tables. It must read
// back through the app as real sales do: reports, drawers, the queue and the order records.
const { server, admin, staff } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });
const NOW = new Date('2026-11-20T18:00:00Z');
let seeded = 0;

beforeAll(async () => {
  seeded = (await seedDemoHistory(server.database.db, createUser, NOW)).orders;
}, 120_000);

const FROM_TO = 'from=2026-10-23&to=2026-11-20';
const sumOf = async (expression: string) => {
  const result = await selectRows<{ n: number }>(
    server.database.db,
    sql.raw(`select coalesce(sum(${expression}), 0)::int as n from orders
      where is_paid and voided_at is null`),
  );
  return result[0].n;
};

describe('demo history', () => {
  it('fills two shops over 29 days, with a lunch peak, cashiers and baristas', async () => {
    expect(seeded).toBeGreaterThan(2 * 29 * 45 * 0.8);
    const byLocation = (await admin.get(`/api/reports/sales?${FROM_TO}&group_by=location`)).body;
    expect(byLocation.rows.map((r: { label: string }) => r.label)).toContain('Riverside Station');
    expect(byLocation.totals.gross * 100).toBeCloseTo(await sumOf('subtotal_cents'), 5);
    expect(byLocation.totals.tips * 100).toBeCloseTo(await sumOf('tip_cents'), 5);
    const byHour = (
      await admin.get(`/api/reports/sales?${FROM_TO}&group_by=hour&location=${LOCATION}`)
    ).body.rows as { key: string; orders: number }[];
    const orders = (hour: string) => byHour.find((r) => r.key === hour)?.orders ?? 0;
    expect(byHour.map((r) => r.key)).toEqual([
      '08',
      '09',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
    ]);
    expect(orders('12')).toBeGreaterThan(2 * orders('08'));
    const baristas = (await admin.get(`/api/reports/make-times?${FROM_TO}&group_by=barista`)).body;
    expect(baristas.rows.length).toBeGreaterThanOrEqual(3);
    expect(baristas.rows[0].wait_p90).toBeGreaterThan(0);
  });

  it('has a few voids and refunds that read back as such', async () => {
    const voided = await admin.get(`/api/orders?location=${LOCATION}&status=voided&page_size=5`);
    expect(voided.body.count).toBeGreaterThan(0);
    const refunded = await admin.get(
      `/api/orders?location=${LOCATION}&status=partially_refunded&page_size=5`,
    );
    const record = (await admin.get(`/api/orders/${refunded.body.results[0].id}`)).body;
    expect(record.refunds).toHaveLength(1);
    expect(record.refunds[0].items).toHaveLength(1);
    const sales = (await admin.get(`/api/reports/sales?${FROM_TO}&group_by=day`)).body;
    expect(sales.totals.refunds).toBeGreaterThan(0);
  });

  it('closes every past drawer on the count and leaves nothing waiting on the queue', async () => {
    const [closed] = await server.database.db
      .select()
      .from(drawers)
      .where(and(eq(drawers.locationId, LOCATION), lt(drawers.closedAt, NOW)))
      .limit(1);
    const report = (await staff.get(`/api/drawers/${closed.id}`)).body;
    expect(report.orders).toBeGreaterThan(0);
    expect(report.over_short).toBe(0);
    const open = await staff.get(`/api/drawers?location=${LOCATION}&status=open`);
    expect(open.body.results).toHaveLength(1);
    const waiting = await server.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.isPaid, true), eq(orders.isComplete, false), isNull(orders.voidedAt)));
    expect(waiting).toEqual([]);
    const queue = (await staff.get(`/api/pending-orders?location_id=${LOCATION}`)).body;
    expect(queue.filter((o: { is_complete: boolean }) => !o.is_complete)).toEqual([]);
  });
});

describe('demo stock', () => {
  it('gives both shops their shelves, weekly deliveries and counts, and every drink its cost', async () => {
    const [costs] = await selectRows<{ unpriced: number; priced: number }>(
      server.database.db,
      sql`select count(*) filter (where i.cost_cents is null)::int as unpriced,
        count(*) filter (where i.cost_cents > 0)::int as priced
      from order_items i join orders o on o.id = i.order_id where o.is_paid`,
    );
    expect(costs).toEqual({ unpriced: 0, priced: expect.any(Number) });
    expect(costs.priced).toBeGreaterThan(seeded);
    const moves = await selectRows<{ location_id: number; type: string; n: number }>(
      server.database.db,
      sql`select location_id, type, count(distinct created_at)::int as n from stock_movements
        where type in ('receipt', 'count') group by location_id, type order by 1, 2`,
    );
    // An opening delivery and four Mondays; four Sundays counted (29 days back from a Friday).
    expect(moves.map((m) => [m.type, m.n])).toEqual([
      ['count', 4],
      ['receipt', 5],
      ['count', 4],
      ['receipt', 5],
    ]);
    const stock = (await staff.get(`/api/inventory?location=${LOCATION}`)).body.rows;
    expect(stock.every((row: { unit_cost: number }) => row.unit_cost > 0)).toBe(true);
    expect(stock.every((row: { par: number }) => row.par >= 40)).toBe(true);
    // Each delivery fills a week and a half of use: no flavor runs out by the end.
    const [out] = await selectRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from unavailable_items where automatic`,
    );
    expect(out.n).toBe(0);
    const margins = (await admin.get(`/api/reports/sales?${FROM_TO}&group_by=item`)).body;
    expect(margins.rows[0].cost).toBeGreaterThan(0);
  });
});
