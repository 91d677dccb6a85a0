import { sql } from 'drizzle-orm';
import type { MakeTimeRow } from '../../shared/report-schemas';
import { selectRows, type Tx, userFullName } from '../db';
import {
  makeTimesFromSketch,
  METRICS,
  type MakeTimeGroup,
  type MakeTimeGroupFigures,
  type Metric,
} from './make-time-sketch';
import { LOCATION_GROUPING, TIME_GROUPINGS, withinLocalDays, type Grouping } from './report-keys';

type Query = { from: string; to: string; location?: number; groupBy: MakeTimeGroup };

/** Ranges up to a week read the orders (exact); longer ones the histograms (decision 036). */
export const EXACT_UP_TO_DAYS = 7;

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

const FROM_TO: Record<Metric, [string, string, boolean]> = {
  wait: ['paid_at', 'started_at', false],
  make: ['started_at', 'completed_at', true],
  total: ['paid_at', 'completed_at', true],
};

/** p50 and p90 of a metric in seconds over the orders that were started (and finished). */
const percentiles = (metric: Metric) => {
  const [from, to, finished] = FROM_TO[metric];
  const measured = sql.raw(
    finished
      ? 'e.started_at is not null and e.completed_at is not null'
      : 'e.started_at is not null',
  );
  return sql.join(
    [50, 90].map(
      (p) => sql`percentile_cont(${sql.raw(String(p / 100))}) within group
        (order by ${sql.raw(`extract(epoch from e.${to} - e.${from})`)})
        filter (where ${measured}) as ${sql.raw(`${metric}_p${p}`)}`,
    ),
    sql`, `,
  );
};

/**
 * One statement: per group, the paid, unvoided orders paid in the range and the exact 50th and
 * 90th percentiles of wait (paid to started), make (started to completed) and total (paid to
 * completed) in seconds; an order never started counts only in `orders`.
 */
export async function makeTimesFromOrders(db: Tx, query: Query): Promise<MakeTimeGroupFigures[]> {
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
      ${sql.join(METRICS.map(percentiles), sql`, `)}
    from e
    group by 1, 2`,
  );
  return rows.map((row) => ({
    key: String(row.key),
    label: String(row.label),
    orders: Number(row.orders),
    percentile: (metric, p) => {
      const value = row[`${metric}_p${p * 100}`];
      return value === null ? null : Number(value);
    },
  }));
}

const DAY_MS = 86_400_000;
const daysIn = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** GET /api/reports/make-times: per group, `orders` and p50 and p90 of wait, make and total. */
export async function makeTimeReport(db: Tx, query: Query): Promise<{ rows: MakeTimeRow[] }> {
  const groups =
    daysIn(query.from, query.to) > EXACT_UP_TO_DAYS
      ? await makeTimesFromSketch(db, query)
      : await makeTimesFromOrders(db, query);
  const timeOrdered = query.groupBy !== 'location' && query.groupBy !== 'barista';
  groups.sort((a, b) =>
    timeOrdered
      ? a.key < b.key
        ? -1
        : a.key > b.key
          ? 1
          : 0
      : b.orders - a.orders || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
  );
  return {
    rows: groups.map((group) => ({
      key: group.key,
      label: group.label,
      orders: group.orders,
      wait_p50: round(group.percentile('wait', 0.5)),
      wait_p90: round(group.percentile('wait', 0.9)),
      make_p50: round(group.percentile('make', 0.5)),
      make_p90: round(group.percentile('make', 0.9)),
      total_p50: round(group.percentile('total', 0.5)),
      total_p90: round(group.percentile('total', 0.9)),
    })),
  };
}
