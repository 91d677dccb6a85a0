import { sql, type SQL } from 'drizzle-orm';
import type { SalesReport } from '../../shared/report-schemas';
import { selectRows, type Tx, userFullName } from '../db';
import { foldPendingRollups } from './rollup-fold';
import { rollupPeriods, type RollupGrain } from './rollup-periods';
import { centsRowsToReport, isItemGroup, type CentsRow, type SalesGroup } from './sales-figures';

/** A grouping over the rollup rows `r`: its dimension, grain and key; its label over `g.key`. */
interface RollupGrouping {
  dimension: string;
  grain: RollupGrain;
  key: SQL;
  label: SQL;
  timeOrdered?: true;
}

const keyed = (dimension: string, label: SQL): RollupGrouping => ({
  dimension,
  grain: 'months',
  key: sql`r.key`,
  label,
});
const nameOf = (table: string, name: string) =>
  sql.raw(`(select ${name} from ${table} n where n.id = g.key::int)`);

const GROUPINGS: Record<SalesGroup, RollupGrouping> = {
  day: {
    dimension: 'sales',
    grain: 'day',
    key: sql`to_char(r.period, 'YYYY-MM-DD')`,
    label: sql`g.key`,
    timeOrdered: true,
  },
  // Hour of the day: its own day and month rows, so a year reads months, not every hour row.
  hour: { ...keyed('hour_of_day', sql`g.key || ':00'`), timeOrdered: true },
  weekday: {
    dimension: 'sales',
    grain: 'day',
    key: sql`extract(isodow from r.period)::int::text`,
    // 2024-01-01 was a Monday, ISO day 1.
    label: sql`trim(to_char(date '2024-01-01' + (g.key::int - 1), 'Day'))`,
    timeOrdered: true,
  },
  location: { ...keyed('sales', nameOf('locations', 'n.name')), key: sql`r.location_id::text` },
  cashier: keyed(
    'cashier',
    sql`(select ${userFullName('u')} from users u where u.id = g.key::int)`,
  ),
  discount: keyed(
    'discount',
    sql`coalesce((select d.name from discounts d where d.id = nullif(g.key, 'none')::int),
      'No discount')`,
  ),
  payment_method: keyed(
    'payment_method',
    sql`case g.key when 'cash' then 'Cash' when 'card' then 'Card' when 'other' then 'Other'
      else 'Unknown' end`,
  ),
  channel: keyed('channel', sql`case g.key when 'online' then 'Online' else 'Counter' end`),
  item: keyed('item', sql`g.key`),
  soda: keyed('soda', nameOf('sodas', 'n.name')),
  cup: keyed('cup', nameOf('cups', `n.size || ' oz'`)),
  flavor: keyed('flavor', nameOf('flavors', 'n.name')),
};

const FIGURES = sql.raw(`sum(r.orders)::bigint as orders, sum(r.items)::bigint as items,
      sum(r.gross)::bigint as gross, sum(r.discounts)::bigint as discounts,
      sum(r.refunds)::bigint as refunds, sum(r.tax)::bigint as tax, sum(r.tips)::bigint as tips,
      sum(r.cost)::bigint as cost`);

/**
 * GET /api/reports/sales, in one statement over the rollups (never the orders): every paid,
 * unvoided order paid in the range and every refund made in the range (on the day of the refund,
 * as a negative amount less its tax), each on its shop's local days, grouped by `groupBy`. The
 * rollups hold each drink's whole-cent shares of its order's discount, tax, tip and refunds, so
 * every grouping has the order groupings' totals to the cent. By flavor, the totals are those of
 * all drinks (a drink has several flavors); docs/decisions/033-report-rollups.md. The groupings
 * by what was sold also give the drinks' stored costs (a drink's whole cost in each of its
 * flavors' rows, as its gross) and the margin. The sales not yet folded into the rollups are
 * folded first.
 */
export async function salesReport(
  db: Tx,
  query: { from: string; to: string; location?: number; groupBy: SalesGroup },
): Promise<SalesReport> {
  const grouping = GROUPINGS[query.groupBy];
  const byFlavor = query.groupBy === 'flavor';
  const costed = isItemGroup(query.groupBy);
  const rowsOf = (dimension: string) =>
    sql`r.dimension = ${dimension} and ${rollupPeriods(grouping.grain, query.from, query.to)}
      and ${query.location === undefined ? sql`true` : sql`r.location_id = ${query.location}`}`;
  await foldPendingRollups(db);
  const rows = await selectRows<CentsRow>(
    db,
    sql`select g.key, ${grouping.label} as label, g.orders, g.items, g.gross, g.discounts,
      g.refunds, g.tax, g.tips ${byFlavor ? sql`, g.quantity` : sql``}
      ${costed ? sql`, g.cost` : sql``}
    from (
      select ${grouping.key} as key, ${FIGURES}, sum(r.quantity)::float8 as quantity
      from sales_rollups r
      where ${rowsOf(grouping.dimension)}
      group by 1
      having sum(r.entries) > 0
    ) g
    ${
      byFlavor
        ? sql`union all
    select null, null, coalesce(sum(r.orders), 0)::bigint, coalesce(sum(r.items), 0)::bigint,
      sum(r.gross)::bigint, sum(r.discounts)::bigint, sum(r.refunds)::bigint, sum(r.tax)::bigint,
      sum(r.tips)::bigint, null::float8, coalesce(sum(r.cost), 0)::bigint
    from sales_rollups r
    where ${rowsOf('drinks')}`
        : sql`order by 1`
    }`,
  );
  return centsRowsToReport(rows, grouping.timeOrdered === true, costed);
}
