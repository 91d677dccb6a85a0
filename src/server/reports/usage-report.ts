import { sql } from 'drizzle-orm';
import { cupSizeDisplay } from '../../shared/catalogue';
import type { USAGE_GROUPS, UsageReport, UsageRow } from '../../shared/report-schemas';
import { selectRows, type Tx } from '../db';
import { foldPendingUsage } from './rollup-fold';
import { rollupPeriods } from './rollup-periods';

export type UsageGroup = (typeof USAGE_GROUPS)[number];

interface UsageSqlRow {
  kind: UsageRow['kind'];
  id: number;
  day: string | null;
  name: string | null;
  size: number | null;
  uom: string;
  used: number;
  wasted: number;
  variance: number;
}

/** The flavors, then the cups, each with its place in the report's order. */
const ITEMS = sql`select i.*,
    row_number() over (order by i.kind = 'cup', i.size, lower(i.name), i.id) as place
  from (select 'flavor' as kind, f.id, f.name, null::int as size, g.uom
      from flavors f left join flavor_groups g on g.id = f.flavor_group_id
    union all select 'cup', c.id, null, c.size, 'cup' from cups c) i`;

/** Day rows are one per item and day already; by item, the months and days add up. */
function usageRows(byDay: boolean, from: string, to: string, location?: number) {
  const rollup =
    location === undefined
      ? sql`stock_usage_chain_rollups r where`
      : sql`stock_usage_rollups r where r.location_id = ${location} and`;
  if (byDay) {
    return sql`select r.kind, r.item_id, r.period, r.used, r.wasted, r.variance
      from ${rollup} ${rollupPeriods('day', from, to)}`;
  }
  return sql`select r.kind, r.item_id, null::date as period,
      sum(r.used) as used, sum(r.wasted) as wasted, sum(r.variance) as variance
    from ${rollup} ${rollupPeriods('months', from, to)} group by 1, 2`;
}

/**
 * GET /api/reports/usage, in one statement over the rollups (drizzle/0029, 0031): per stock item
 * (and, by day, per local day) the units used (sales less what voids put back), wasted, and the
 * variance the counts found (counted less expected), over the local days of the range in each
 * movement's location (as the sales report's range): whole months from month rows, the days
 * around them from day rows; all shops from the chain's rows; the pending changes folded in first.
 * Items with no such movement are left out; flavors come by name, then cups by size.
 */
export async function usageReport(
  db: Tx,
  query: { from: string; to: string; location?: number; groupBy: UsageGroup },
): Promise<UsageReport> {
  const byDay = query.groupBy === 'day';
  await foldPendingUsage(db);
  const rows = await selectRows<UsageSqlRow>(
    db,
    sql`with items as (${ITEMS})
    select u.kind, u.item_id as id, to_char(u.period, 'YYYY-MM-DD') as day, i.name, i.size,
      coalesce(i.uom, 'cup') as uom,
      u.used::float8 as used, u.wasted::float8 as wasted, u.variance::float8 as variance
    from (${usageRows(byDay, query.from, query.to, query.location)}) u
    left join items i on i.kind = u.kind and i.id = u.item_id
    order by u.period, u.kind = 'cup', i.place, u.item_id`,
  );
  return {
    rows: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.kind === 'cup' ? cupSizeDisplay(row.size ?? 0) : (row.name ?? ''),
      uom: row.uom,
      ...(byDay ? { day: row.day ?? '' } : {}),
      used: Number(row.used),
      wasted: Number(row.wasted),
      variance: Number(row.variance),
    })),
  };
}
