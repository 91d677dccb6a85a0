import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/select-rows';
import { FOLD_EVERY_MS } from '../../src/server/reports/rollup-fold';
import { useTestServer } from '../helpers/fixture';
import { startServerOn } from '../helpers/server';
import { addItem, orderTotalCents, payOrder } from '../helpers/orders';

// A sale appends its rollup changes (it never updates a rollup row another till may hold); a
// report read, or the timer, folds them into the rollups exactly once.

// The timers are off here: only report reads fold (the stock's fold, which adds drinks' costs,
// too). A second server below folds on its timer.
const { server, staff, admin } = useTestServer({
  seed: true,
  config: { rollupFoldEveryMs: 0, stockFoldEveryMs: 0 },
  signIn: ['staff', 'admin'],
});

const count = async (table: 'sales_rollup_pending' | 'sales_rollups') =>
  (
    await selectRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
  )[0].n;

async function sale() {
  const added = await addItem(staff, { menu_item: 1, cup: 1 });
  const orderId: number = added.body.order__id;
  const paid = await payOrder(staff, orderId, await orderTotalCents(staff, orderId));
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return orderId;
}

const day = new Date().toISOString().slice(0, 10);
const todaysSales = async () =>
  (await admin.get(`/api/reports/sales?from=${day}&to=${day}&group_by=location`)).body.totals;

describe('rollup changes wait in sales_rollup_pending until folded', () => {
  it('a report read folds the pending changes first, and counts each sale once', async () => {
    const before = await todaysSales();
    await server.database.db.execute(sql`select fold_sales_rollups()`);
    const rows = await count('sales_rollups');
    await sale();
    await sale();
    expect(await count('sales_rollup_pending')).toBe(2);
    expect(await count('sales_rollups')).toBe(rows);
    const after = await todaysSales();
    expect(after.orders).toBe(before.orders + 2);
    expect(await count('sales_rollup_pending')).toBe(0);
    expect((await todaysSales()).orders).toBe(before.orders + 2);
  });

  it('folds on a timer with no report read', async () => {
    const timed = await startServerOn(server.database, { rollupFoldEveryMs: FOLD_EVERY_MS });
    try {
      // A sale through the first server, whose timer is off: only the second one can fold it.
      await sale();
      await expect
        .poll(() => count('sales_rollup_pending'), { timeout: FOLD_EVERY_MS * 5, interval: 100 })
        .toBe(0);
    } finally {
      await timed.close();
    }
  });
});
