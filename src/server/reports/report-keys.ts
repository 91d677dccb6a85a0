import { sql, type SQL } from 'drizzle-orm';

/**
 * How a report groups its rows: the key and label of a row, in SQL over a relation `e`
 * that has `at` (the moment), `time_zone`, `location_id` and `location_name`, and the order in
 * which the rows come (time keys ascending; the others are sorted by the report).
 */
export interface Grouping {
  key: SQL;
  label: SQL;
  /** Time keys come in their own order; others by the report's measure, descending. */
  timeOrdered: boolean;
}

const local = sql.raw(`(e.at at time zone e.time_zone)`);

export const TIME_GROUPINGS: Record<'day' | 'hour' | 'weekday', Grouping> = {
  day: {
    key: sql`to_char(${local}, 'YYYY-MM-DD')`,
    label: sql`to_char(${local}, 'YYYY-MM-DD')`,
    timeOrdered: true,
  },
  hour: {
    key: sql`to_char(${local}, 'HH24')`,
    label: sql`to_char(${local}, 'HH24') || ':00'`,
    timeOrdered: true,
  },
  weekday: {
    key: sql`extract(isodow from ${local})::int::text`,
    label: sql`trim(to_char(${local}, 'Day'))`,
    timeOrdered: true,
  },
};

export const LOCATION_GROUPING: Grouping = {
  key: sql`e.location_id::text`,
  label: sql`e.location_name`,
  timeOrdered: false,
};

/**
 * `column` (a timestamptz) within the local days `from`..`to` of the location (`time_zone`). The
 * first two bounds hold in every time zone (none is more than a day from UTC): they do not depend
 * on the row's shop, so an index on `column` narrows the scan to the range.
 */
export const withinLocalDays = (column: string, timeZone: string, from: string, to: string) =>
  sql`${sql.raw(column)} >= (${from}::date - 2)::timestamp at time zone 'UTC'
    and ${sql.raw(column)} < (${to}::date + 3)::timestamp at time zone 'UTC'
    and ${sql.raw(column)} >= (${from}::date)::timestamp at time zone ${sql.raw(timeZone)}
    and ${sql.raw(column)} < (${to}::date + 1)::timestamp at time zone ${sql.raw(timeZone)}`;
