import { sql, type SQL } from 'drizzle-orm';
import type { MAKE_TIME_GROUPS } from '../../shared/report-schemas';
import { selectRows, type Tx, userFullName } from '../db';
import { foldPendingMakeTimes } from './rollup-fold';
import { rollupPeriods, type RollupGrain } from './rollup-periods';

export type MakeTimeGroup = (typeof MAKE_TIME_GROUPS)[number];
export type Metric = 'wait' | 'make' | 'total';
export const METRICS: Metric[] = ['wait', 'make', 'total'];

/** A group's orders and its three histograms, or its exact durations' percentiles. */
export interface MakeTimeGroupFigures {
  key: string;
  label: string;
  orders: number;
  percentile: (metric: Metric, p: number) => number | null;
}

/** The bins of a histogram in drizzle/0019. */
const BINS = 200;
/** Bin b (from 0) of drizzle/0019 holds the durations from 1.05^b - 1 to 1.05^(b+1) - 1 seconds. */
const edge = (bin: number) => 1.05 ** bin - 1;

/** The duration of rank k (from 0), taking a bin's durations as spread evenly across it. */
function durationAt(bins: number[], k: number): number {
  let before = 0;
  for (let bin = 0; bin < bins.length; bin++) {
    const count = bins[bin];
    if (count > 0 && k < before + count) {
      return edge(bin) + ((edge(bin + 1) - edge(bin)) * (k - before + 0.5)) / count;
    }
    before += count;
  }
  return edge(bins.length - 1);
}

/** percentile_cont over the histogram: between the durations of the ranks around p x (n - 1). */
export function histogramPercentile(bins: number[], p: number): number | null {
  const n = bins.reduce((sum, count) => sum + count, 0);
  if (n <= 0) return null;
  const rank = p * (n - 1);
  const below = durationAt(bins, Math.floor(rank));
  return below + (durationAt(bins, Math.ceil(rank)) - below) * (rank - Math.floor(rank));
}

interface SketchGrouping {
  dimension: 'all' | 'hour' | 'barista';
  grain: RollupGrain;
  key: SQL;
  label: SQL;
  /** A row per shop (location 0 holds every shop together). */
  perShop?: boolean;
}

const DAY_KEY = sql`to_char(r.period, 'YYYY-MM-DD')`;
const GROUPINGS: Record<MakeTimeGroup, SketchGrouping> = {
  day: { dimension: 'all', grain: 'day', key: DAY_KEY, label: DAY_KEY },
  weekday: {
    dimension: 'all',
    grain: 'day',
    key: sql`extract(isodow from r.period)::int::text`,
    label: sql`trim(to_char(r.period, 'Day'))`,
  },
  hour: { dimension: 'hour', grain: 'months', key: sql`r.key`, label: sql`r.key || ':00'` },
  location: {
    dimension: 'all',
    grain: 'months',
    key: sql`r.location_id::text`,
    label: sql`(select l.name from locations l where l.id = r.location_id)`,
    perShop: true,
  },
  barista: {
    dimension: 'barista',
    grain: 'months',
    key: sql`r.key`,
    label: sql`case when r.key = 'unknown' then 'Unknown'
      else (select ${userFullName('u')} from users u where u.id = r.key::int) end`,
  },
};

const parseBins = (text: string) => text.slice(1, -1).split(',').map(Number);
const addInto = (sum: number[], bins: number[]) => bins.forEach((count, i) => (sum[i] += count));

/**
 * The make-time groups from make_time_sketch (drizzle/0019): the day or month rows of the range,
 * added up per group. Percentiles within a bin's width (5%) of the orders' own.
 */
export async function makeTimesFromSketch(
  db: Tx,
  query: { from: string; to: string; location?: number; groupBy: MakeTimeGroup },
): Promise<MakeTimeGroupFigures[]> {
  await foldPendingMakeTimes(db);
  const grouping = GROUPINGS[query.groupBy];
  const shops =
    grouping.perShop && query.location === undefined
      ? sql`r.location_id <> 0`
      : sql`r.location_id = ${query.location ?? 0}`;
  const rows = await selectRows<
    { key: string; label: string; orders: string } & Record<Metric, string>
  >(
    db,
    sql`select ${grouping.key} as key, ${grouping.label} as label, r.orders,
        r.wait::text as wait, r.make::text as make, r.total::text as total
      from make_time_sketch r
      where r.dimension = ${grouping.dimension} and ${shops}
        and ${rollupPeriods(grouping.grain, query.from, query.to)}`,
  );
  const groups = new Map<string, { label: string; orders: number } & Record<Metric, number[]>>();
  for (const row of rows) {
    let group = groups.get(row.key);
    if (!group) {
      const empty = () => new Array<number>(BINS).fill(0);
      group = { label: row.label, orders: 0, wait: empty(), make: empty(), total: empty() };
      groups.set(row.key, group);
    }
    group.orders += Number(row.orders);
    for (const metric of METRICS) addInto(group[metric], parseBins(row[metric]));
  }
  return [...groups]
    .filter(([, group]) => group.orders > 0)
    .map(([key, group]) => ({
      key,
      label: group.label,
      orders: group.orders,
      percentile: (metric: Metric, p: number) => histogramPercentile(group[metric], p),
    }));
}
