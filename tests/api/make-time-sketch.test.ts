/**
 * Make times over more than a week come from make_time_sketch (drizzle/0019, decision 036). Over
 * seeded weeks in two shops in other time zones, orders started, completed, recalled and voided
 * through the bar's routes, and a shop moved to another zone: for every grouping and random
 * ranges, one shop and all, the sketch has the same groups and order counts as the orders, and
 * each percentile lies within the 5% bin of the orders' own. The api-pg project runs it again on
 * PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db';
import { seedHistory } from '../../src/server/demo/demo-history';
import { locations, orders } from '../../src/server/db/schema';
import { makeTimesFromOrders } from '../../src/server/reports/make-time-report';
import { histogramPercentile } from '../../src/server/reports/make-time-sketch';
import { MAKE_TIME_GROUPS } from '../../src/shared/report-schemas';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { LOCATION, payNewOrder } from '../helpers/orders';

const { server, admin, staff } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });

const DAY_MS = 86_400_000;
const END = Date.parse('2031-05-20T18:00:00Z');
const DAYS = 40;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shops: number[] = [];

const progress = (client: SignedIn, id: number, body: Record<string, unknown>) =>
  client.patch(`/api/orders/${id}/update-in-progress`, body);

/** Moves an order's times to `day` days before END: paid, then `waitS` and `makeS` seconds later. */
const moveTo = (id: number, day: number, waitS: number, makeS: number) => {
  const paid = END - day * DAY_MS + 3_600_000;
  return server.database.db
    .update(orders)
    .set({
      paidAt: new Date(paid),
      startedAt: sql`case when started_at is null then null else ${new Date(paid + waitS * 1000)}::timestamptz end`,
      completedAt: sql`case when completed_at is null then null else ${new Date(paid + (waitS + makeS) * 1000)}::timestamptz end`,
    })
    .where(eq(orders.id, id));
};

/**
 * Each duration's estimate lies in its own bin, 5% of (1 + its seconds) wide at most, so a
 * percentile between two ranks is off by at most 5% of (1 + the percentile); and both sides are
 * rounded to 0.1 s.
 */
const slack = (seconds: number) => 0.05 * (1 + Math.max(seconds, 0)) + 0.11;

beforeAll(async () => {
  const zones = ['Asia/Kolkata', 'America/St_Johns'];
  for (const [i, timeZone] of zones.entries()) {
    const [shop] = await server.database.db
      .insert(locations)
      .values({ name: `Sketch shop ${i}`, timeZone })
      .returning({ id: locations.id });
    shops.push(shop.id);
  }
  const { orders: seeded } = await seedHistory(server.database.db, {
    shops: shops.map((id, i) => ({ id, timeZone: zones[i] })),
    staff: [admin.userId, staff.userId],
    admin: admin.userId,
    days: DAYS,
    ordersPerDay: 12,
    end: new Date(END),
    seed: 36,
  });
  expect(seeded).toBeGreaterThan(500);
  // Through the till's and the bar's routes: completed, started only, recalled, voided.
  for (const [i, step] of ['complete', 'start', 'recall', 'void', 'complete'].entries()) {
    const id = await payNewOrder(staff);
    if (step === 'void') {
      const voided = await admin.post(`/api/orders/${id}/void`, { reason: 'Rang up twice' });
      expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    } else {
      expect((await progress(staff, id, { is_in_progress: true })).status).toBe(200);
    }
    if (step === 'complete' || step === 'recall') {
      const done = await progress(staff, id, { is_in_progress: false, is_complete: true });
      expect(done.status).toBe(200);
    }
    if (step === 'recall') {
      const back = await progress(staff, id, { is_in_progress: false, is_complete: false });
      expect(back.status).toBe(200);
    }
    await moveTo(id, 3 + i * 7, 20 + i * 90, 45 + i * 30);
  }
});

async function expectSketchMatchesOrders(from: string, to: string, location?: number) {
  for (const groupBy of MAKE_TIME_GROUPS) {
    const query = `from=${from}&to=${to}&group_by=${groupBy}${location ? `&location=${location}` : ''}`;
    const answer = await admin.get(`/api/reports/make-times?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const exact = await makeTimesFromOrders(server.database.db, { from, to, location, groupBy });
    const byKey = new Map(exact.map((group) => [group.key, group]));
    expect(answer.body.rows.map((r: { key: string }) => r.key).sort()).toEqual(
      [...byKey.keys()].sort(),
    );
    for (const row of answer.body.rows) {
      const truth = byKey.get(row.key)!;
      expect({ key: row.key, label: row.label, orders: row.orders }).toEqual({
        key: truth.key,
        label: truth.label,
        orders: truth.orders,
      });
      for (const metric of ['wait', 'make', 'total'] as const) {
        for (const p of [0.5, 0.9]) {
          const want = truth.percentile(metric, p);
          const got = row[`${metric}_p${p * 100}`];
          if (want === null) expect(got, `${groupBy} ${row.key} ${metric}`).toBeNull();
          else {
            const where = `${groupBy} ${row.key} ${metric} p${p * 100}`;
            expect(Math.abs(got - want), where).toBeLessThanOrEqual(slack(want));
          }
        }
      }
    }
  }
}

describe('make times from the sketch', () => {
  it('the percentile of a histogram is that of its durations to within a bin', () => {
    const bins = new Array<number>(200).fill(0);
    bins[80] = 3; // 1.05^80 - 1 = 48.6 s up to 1.05^81 - 1 = 51.1 s
    bins[100] = 1; // 130.5 s up to 137.1 s
    expect(histogramPercentile(bins, 0.5)).toBeGreaterThanOrEqual(48.6);
    expect(histogramPercentile(bins, 0.5)).toBeLessThanOrEqual(51.1);
    expect(histogramPercentile(bins, 1)).toBeGreaterThanOrEqual(130.5);
    expect(histogramPercentile(new Array<number>(200).fill(0), 0.5)).toBeNull();
  });

  it('every grouping over random ranges longer than a week, all shops and one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: DAYS - 9 }),
        fc.integer({ min: 8, max: DAYS + 5 }),
        fc.constantFrom(undefined, 0, 1),
        async (startBack, length, shop) => {
          const from = dayOf(END - (startBack + length) * DAY_MS);
          const to = dayOf(END - startBack * DAY_MS);
          await expectSketchMatchesOrders(
            from,
            to,
            shop === undefined ? undefined : (shops[shop] ?? LOCATION),
          );
        },
      ),
      { numRuns: 6, seed: 36 },
    );
  });

  it('a shop moved to another time zone has its orders in its new local days', async () => {
    const name = (await admin.get(`/api/locations/${shops[0]}`)).body.name;
    const moved = await admin.put(`/api/locations/${shops[0]}`, {
      name,
      time_zone: 'Pacific/Chatham',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const from = dayOf(END - (DAYS + 2) * DAY_MS);
    const to = dayOf(END + DAY_MS);
    await expectSketchMatchesOrders(from, to);
    await expectSketchMatchesOrders(from, to, shops[0]);
  });

  it('a rebuild from the orders makes the rows the triggers and folds kept', async () => {
    const read = async () => {
      await server.database.db.execute(sql`select fold_make_time_sketch()`);
      return selectRows(
        server.database.db,
        sql`select dimension, grain, period::text, location_id, key, orders::text, wait::text,
          make::text, total::text from make_time_sketch where orders <> 0
          order by 1, 2, 3, 4, 5`,
      );
    };
    const kept = await read();
    await server.database.db.execute(sql`select rebuild_make_time_sketch()`);
    expect(await read()).toEqual(kept);
  });
});
