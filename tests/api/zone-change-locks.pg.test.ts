/**
 * On PostgreSQL, where transactions really overlap: a shop's change of time zone while a rollup
 * fold holds its lock and then checks its new rows' reference to the shop, as every fold does.
 * The change locks the shop's row for no key update, which that check does not wait on, before
 * its triggers wait for the fold's lock: the fold ends, then the change. No deadlock, no 5xx.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { selectRows } from '../../src/server/db';
import { useTestServer } from '../helpers/fixture';
import type { ApiResponse } from '../helpers/http';
import { LOCATION } from '../helpers/orders';

const { server, admin } = useTestServer({ seed: true, signIn: ['admin'] });

// The advisory locks of fold_sales_rollups, fold_make_time_sketch and fold_stock_usage, and the
// zone each test moves the shop to.
const FOLDS = [
  { lock: 7243001, zone: 'America/Denver' },
  { lock: 7243002, zone: 'America/Chicago' },
  { lock: 7243003, zone: 'Europe/Paris' },
];

/** Whether a session of this database waits for an advisory lock. */
async function waitsForAdvisoryLock() {
  const [{ n }] = await selectRows<{ n: number }>(
    server.database.db,
    sql`select count(*)::int as n from pg_locks
      where locktype = 'advisory' and not granted
        and database = (select oid from pg_database where datname = current_database())`,
  );
  return n > 0;
}

it.each(FOLDS)('a zone change waits for the fold holding lock $lock, which ends', async (fold) => {
  const { body: before } = await admin.get(`/api/locations/${LOCATION}`);
  let change: Promise<ApiResponse<{ time_zone: string }>> | undefined;
  await server.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${fold.lock})`);
    change = admin.put<{ time_zone: string }>(`/api/locations/${LOCATION}`, {
      name: before.name,
      time_zone: fold.zone,
    });
    await expect.poll(waitsForAdvisoryLock, { timeout: 10_000 }).toBe(true);
    // What the fold's new rollup rows check of their location.
    await tx.execute(sql`select 1 from locations where id = ${LOCATION} for key share`);
  });
  const res = await change;
  expect(res?.status, JSON.stringify(res?.body)).toBe(200);
  expect(res?.body.time_zone).toBe(fold.zone);
});
