import { sql, type SQL } from 'drizzle-orm';

/** How a report reads the rollups: hour rows, day rows, or whole months and the days around them. */
export type RollupGrain = 'hour' | 'day' | 'months';

const DAY_MS = 86_400_000;
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
};

/**
 * The local days `from`..`to` as rollup periods: the whole months within them (month rows) and
 * the days before and after those (day rows); only days when no whole month fits.
 */
export function monthsAndDays(from: string, to: string) {
  const end = dayAfter(to);
  const firstMonth = from === monthStart(from) ? from : nextMonthStart(from);
  const lastMonthEnd = monthStart(end);
  if (firstMonth >= lastMonthEnd) return { months: null, days: [[from, end]] };
  return {
    months: [firstMonth, lastMonthEnd],
    days: [
      [from, firstMonth],
      [lastMonthEnd, end],
    ],
  };
}

const within = (grain: string, [start, end]: string[]) =>
  sql`(r.grain = ${grain} and r.period >= ${start}::timestamp and r.period < ${end}::timestamp)`;

/** The rollup rows `r` of the local days `from`..`to` at `grain`. */
export function rollupPeriods(grain: RollupGrain, from: string, to: string): SQL {
  if (grain !== 'months') return within(grain, [from, dayAfter(to)]);
  const { months, days } = monthsAndDays(from, to);
  const spans = [
    ...(months ? [within('month', months)] : []),
    ...days.map((d) => within('day', d)),
  ];
  return sql`(${sql.join(spans, sql` or `)})`;
}
