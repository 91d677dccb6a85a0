import { sql } from 'drizzle-orm';
import { cupSizeDisplay } from '../../shared/catalogue';
import type { USAGE_GROUPS, UsageReport, UsageRow } from '../../shared/report-schemas';
import { selectRows, type Tx } from '../db';
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

/**
 * GET /api/reports/usage, in one statement over stock_usage_rollups (drizzle/0029): per stock
 * item (and, by day, per local day) the units used (sales less what voids put back), wasted, and
 * the variance the counts found (counted less expected), over the local days of the range in each
 * movement's location (as the sales report's range): whole months from month rows, the days
 * around them from day rows. Items with no such movement are left out; flavors come by name, then
 * cups by size.
 */
export async function usageReport(
  db: Tx,
  query: { from: string; to: string; location?: number; groupBy: UsageGroup },
): Promise<UsageReport> {
  const byDay = query.groupBy === 'day';
  const rows = await selectRows<UsageSqlRow>(
    db,
    sql`select u.kind, u.id, to_char(u.period, 'YYYY-MM-DD') as day, f.name, c.size,
      coalesce(g.uom, 'cup') as uom,
      u.used::float8 as used, u.wasted::float8 as wasted, u.variance::float8 as variance
    from (
      select r.kind, r.item_id as id,
        ${byDay ? sql`r.period` : sql`null::date`} as period,
        sum(r.used) as used, sum(r.wasted) as wasted, sum(r.variance) as variance
      from stock_usage_rollups r
      where ${rollupPeriods(byDay ? 'day' : 'months', query.from, query.to)}
        and ${query.location === undefined ? sql`true` : sql`r.location_id = ${query.location}`}
      group by 1, 2, 3
    ) u
    left join flavors f on u.kind = 'flavor' and f.id = u.id
    left join flavor_groups g on g.id = f.flavor_group_id
    left join cups c on u.kind = 'cup' and c.id = u.id
    order by u.period, u.kind = 'cup', c.size, lower(f.name), u.id`,
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
