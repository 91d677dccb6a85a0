import { sql } from 'drizzle-orm';
import type { MAKE_TIME_GROUPS, MakeTimeRow } from '../../shared/report-schemas';
import { selectRows, type Tx, userFullName } from '../db';
import { LOCATION_GROUPING, TIME_GROUPINGS, withinLocalDays, type Grouping } from './report-keys';

type MakeTimeGroup = (typeof MAKE_TIME_GROUPS)[number];

const GROUPINGS: Record<MakeTimeGroup, Grouping> = {
  ...TIME_GROUPINGS,
  location: LOCATION_GROUPING,
  barista: {
    key: sql`coalesce(e.started_by::text, 'unknown')`,
    label: sql`coalesce((select ${userFullName('u')} from users u where u.id = e.started_by),
      'Unknown')`,
    timeOrdered: false,
  },
};

const seconds = (from: string, to: string) => sql.raw(`extract(epoch from e.${to} - e.${from})`);

/** p50 and p90 of `from` to `to` in seconds over the orders that were started (and finished). */
const percentiles = (name: string, from: string, to: string, finished: boolean) => {
  const measured = sql.raw(
    finished
      ? 'e.started_at is not null and e.completed_at is not null'
      : 'e.started_at is not null',
  );
  return sql.join(
    [0.5, 0.9].map(
      (p) => sql`percentile_cont(${sql.raw(String(p))}) within group (order by ${seconds(from, to)})
        filter (where ${measured}) as ${sql.raw(`${name}_p${p * 100}`)}`,
    ),
    sql`, `,
  );
};

/**
 * GET /api/reports/make-times, one statement: per group, the paid, unvoided orders paid
 * in the range and the 50th and 90th percentiles of wait (paid to started), make (started to
 * completed) and total (paid to completed) in seconds; an order never started counts only in
 * `orders`.
 */
export async function makeTimeReport(
  db: Tx,
  query: { from: string; to: string; location?: number; groupBy: MakeTimeGroup },
): Promise<{ rows: MakeTimeRow[] }> {
  const grouping = GROUPINGS[query.groupBy];
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`with e as (
      select o.location_id, l.name as location_name, l.time_zone, o.paid_at as at, o.paid_at,
        o.started_at, o.completed_at, o.started_by
      from orders o join locations l on l.id = o.location_id
      where o.is_paid and o.voided_at is null
        and ${query.location === undefined ? sql`true` : sql`o.location_id = ${query.location}`}
        and ${withinLocalDays('o.paid_at', 'l.time_zone', query.from, query.to)}
    )
    select ${grouping.key} as key, ${grouping.label} as label, count(*)::int as orders,
      ${percentiles('wait', 'paid_at', 'started_at', false)},
      ${percentiles('make', 'started_at', 'completed_at', true)},
      ${percentiles('total', 'paid_at', 'completed_at', true)}
    from e
    group by 1, 2
    order by ${grouping.timeOrdered ? sql`1 asc` : sql`count(*) desc, 2 asc`}`,
  );
  const round = (value: unknown) => (value === null ? null : Math.round(Number(value) * 10) / 10);
  return {
    rows: rows.map((row) => ({
      key: String(row.key),
      label: String(row.label),
      orders: Number(row.orders),
      wait_p50: round(row.wait_p50),
      wait_p90: round(row.wait_p90),
      make_p50: round(row.make_p50),
      make_p90: round(row.make_p90),
      total_p50: round(row.total_p50),
      total_p90: round(row.total_p90),
    })),
  };
}
