import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/select-rows';
import { CHURN_TABLES } from '../../src/server/db/vacuum';
import { useTestServer } from '../helpers/fixture';
import { startServerOn } from '../helpers/server';
import { payNewOrder } from '../helpers/orders';

// Every sale rewrites a few rows (its order, the shop's stock levels and queue version, pending
// rollup changes). PGlite has no autovacuum and PostgreSQL's may be off or a minute away, so the
// app vacuums those tables itself on a timer; without it every sale read longer chains of dead
// row versions (decision 044).

const { server, staff } = useTestServer({
  seed: true,
  config: { vacuumEveryMs: 0 },
  signIn: ['staff'],
});

const vacuumCounts = async () =>
  new Map(
    (
      await selectRows<{ relname: string; n: number }>(
        server.database.db,
        sql`select relname, vacuum_count::int as n from pg_stat_user_tables
          where relname in (${sql.join(
            CHURN_TABLES.map((t) => sql`${t}`),
            sql`, `,
          )})`,
      )
    ).map((row) => [row.relname, row.n]),
  );

/** The churn tables whose vacuum count has not moved past `before`. */
const notVacuumedSince = async (before: Map<string, number>) => {
  const now = await vacuumCounts();
  return CHURN_TABLES.filter((t) => (now.get(t) ?? 0) <= (before.get(t) ?? 0));
};

describe('the tables every sale rewrites are vacuumed while the app runs', () => {
  it('vacuums each of them on its timer, and not while the timer is off', async () => {
    await payNewOrder(staff);
    const before = await vacuumCounts();
    expect([...before.keys()].sort()).toEqual([...CHURN_TABLES].sort());
    const timed = await startServerOn(server.database, { vacuumEveryMs: 50 });
    try {
      await payNewOrder(staff);
      await expect
        .poll(() => notVacuumedSince(before), { timeout: 10_000, interval: 50 })
        .toEqual([]);
    } finally {
      await timed.close();
    }
    const stopped = await vacuumCounts();
    await payNewOrder(staff);
    await payNewOrder(staff);
    expect(await notVacuumedSince(stopped)).toEqual([...CHURN_TABLES]);
  });
});
