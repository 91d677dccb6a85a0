import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../src/server/db';
import { foldPendingUsage } from '../../src/server/reports/rollup-fold';

/**
 * The usage report's sums read from every movement, as the report did before it read rollups:
 * the reference the rollup must equal. Per location, local day and local month (in its shop's
 * zone now), kind and item.
 */
const fromMovements = sql`select m.location_id, g.grain, g.period, m.kind, m.item_id,
    count(*)::int as movements,
    coalesce(-sum(m.quantity) filter (where m.type in ('sale', 'void')), 0) as used,
    coalesce(-sum(m.quantity) filter (where m.type = 'waste'), 0) as wasted,
    coalesce(sum(m.quantity) filter (where m.type = 'count'), 0) as variance
  from stock_movements m join locations l on l.id = m.location_id
    cross join lateral (select (m.created_at at time zone l.time_zone)::date as day) z
    cross join lateral (values ('day', z.day), ('month', date_trunc('month', z.day)::date))
      g(grain, period)
  where m.type in ('sale', 'void', 'waste', 'count') and not m.pending
  group by 1, 2, 3, 4, 5`;

/**
 * Every rollup row that differs from what the movements give, once the pending changes are folded
 * in (none when the rollup is right).
 */
export async function usageRollupMismatch(db: Tx) {
  await foldPendingUsage(db);
  return selectRows<Record<string, unknown>>(
    db,
    sql`select coalesce(r.location_id, d.location_id) as location_id,
        coalesce(r.grain, d.grain) as grain, coalesce(r.period, d.period)::text as period,
        coalesce(r.kind, d.kind) as kind, coalesce(r.item_id, d.item_id) as item_id,
        r.movements as expected_movements, d.movements, r.used::text as expected_used,
        d.used::text as used, r.variance::text as expected_variance, d.variance::text as variance
      from (${fromMovements}) r
      full join stock_usage_rollups d on (d.location_id, d.grain, d.period, d.kind, d.item_id)
        = (r.location_id, r.grain, r.period, r.kind, r.item_id)
      where (r.movements, r.used, r.wasted, r.variance)
        is distinct from (d.movements, d.used, d.wasted, d.variance)
      order by 1, 2, 3, 4, 5`,
  );
}

/** How many rollup rows there are, folded: a test that checks the rollup must see some. */
export async function usageRollupCount(db: Tx) {
  await foldPendingUsage(db);
  const [{ n }] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from stock_usage_rollups`,
  );
  return n;
}

/**
 * Every chain row (drizzle/0031) that differs from the sum of its shops' rows, once the pending
 * changes are folded in (none when the chain's rows are right).
 */
export async function usageChainMismatch(db: Tx) {
  await foldPendingUsage(db);
  return selectRows<Record<string, unknown>>(
    db,
    sql`select coalesce(s.grain, c.grain) as grain, coalesce(s.period, c.period)::text as period,
        coalesce(s.kind, c.kind) as kind, coalesce(s.item_id, c.item_id) as item_id,
        s.movements as expected_movements, c.movements, s.used::text as expected_used,
        c.used::text as used
      from (select grain, period, kind, item_id, sum(movements)::int as movements,
          sum(used) as used, sum(wasted) as wasted, sum(variance) as variance
        from stock_usage_rollups group by 1, 2, 3, 4) s
      full join stock_usage_chain_rollups c
        on (c.grain, c.period, c.kind, c.item_id) = (s.grain, s.period, s.kind, s.item_id)
      where (s.movements, s.used, s.wasted, s.variance)
        is distinct from (c.movements, c.used, c.wasted, c.variance)
      order by 1, 2, 3, 4`,
  );
}

/**
 * The rows that differ, of the shops (from their movements) and of the chain (from its shops'
 * rows): `{ shops: [], chain: [] }` when the usage rollup is right.
 */
export async function usageRollupWrongRows(db: Tx) {
  return { shops: await usageRollupMismatch(db), chain: await usageChainMismatch(db) };
}
