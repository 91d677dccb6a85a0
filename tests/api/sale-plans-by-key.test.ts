import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/select-rows';
import { NO_BACKGROUND_WORK, useTestServer } from '../helpers/fixture';

// A sale's stock work keeps one generic plan per connection (decision 043), made at its first
// fold. It must find the orders it is given by their key: a plan that read them through another
// index (orders_paid_history_idx matched `is_paid`) scanned every paid order at every sale, so a
// sale grew dearer with the history and a transaction writing many paid orders took minutes
// (decision 045). Since decision 048 that work runs in the stock's fold, after the sales' commit.

const { server } = useTestServer({ seed: true, signIn: ['staff'], config: NO_BACKGROUND_WORK });

const PAID_ORDERS = 300;

describe("a sale's stock work reads its orders by key", () => {
  it(`scans orders by the primary key alone while ${PAID_ORDERS} paid orders are sold and folded`, async () => {
    const scans = await server.database.db.transaction(async (tx) => {
      // The commit-time triggers fire at the end of the statement instead, in this transaction,
      // so that its own counts of index scans include them.
      await tx.execute(sql`set constraints all immediate`);
      await tx.execute(sql`with made as (
          insert into orders (collected_by, location_id, is_paid, is_in_progress, is_complete,
            paid_amount_cents, paid_at, started_at, completed_at)
          select (select min(id) from users), (select min(id) from locations), true, false, true,
            500, now(), now(), now()
          from generate_series(1, ${PAID_ORDERS}::int)
          returning id)
        insert into order_items (order_id, menu_item_id, cup_id, soda_id, menu_item_name, price_cents)
        select made.id, m.id, 1, m.soda_id, m.name, 500 from made, menu_items m where m.id = 1`);
      await tx.execute(sql`select fold_stock()`);
      const rows = await selectRows<{ index: string; scans: number }>(
        tx,
        sql`select c.relname as index, pg_stat_get_xact_numscans(i.indexrelid)::int as scans
          from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid = 'orders'::regclass
          union all
          select 'sequential', pg_stat_get_xact_numscans('orders'::regclass)::int
          order by 1`,
      );
      const sold = await selectRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
          where i.cost_cents is not null and o.paid_at = now()`,
      );
      return { rows, sold: sold[0].n };
    });
    expect(scans.sold).toBe(PAID_ORDERS);
    const byKey = scans.rows.find((row) => row.index === 'orders_pkey');
    expect(byKey?.scans).toBeGreaterThan(0);
    expect(scans.rows.filter((row) => row.index !== 'orders_pkey' && row.scans > 0)).toEqual([]);
  });
});

// enable_seqscan = off makes a plan that keeps a sequential scan cost more than any JIT threshold,
// so PostgreSQL compiled the stock's fold with LLVM at every call (28-33 ms for an empty fold, on
// a timer five times a second): every such function turns JIT off too (drizzle/0036).
describe('functions that plan with enable_seqscan off', () => {
  it('all turn JIT off as well', async () => {
    const settings = await selectRows<{ name: string; config: string[] }>(
      server.database.db,
      sql`select p.proname as name, p.proconfig as config from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and 'enable_seqscan=off' = any(p.proconfig) order by 1`,
    );
    expect(settings.map((row) => row.name)).toContain('fold_stock');
    expect(settings.filter((row) => !row.config.includes('jit=off'))).toEqual([]);
  });
});
