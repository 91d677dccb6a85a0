import { sql } from 'drizzle-orm';

/**
 * Text built in SQL for reports that read raw rows. `alias` and `column` are the query's own
 * table aliases, never user input.
 */

/** A user's full name, else the part of their email before @ (`alias` is a users row). */
export const userFullName = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''),
    split_part(${alias}.email, '@', 1))`);

/** A timestamptz as the API sends times: ISO 8601 in UTC with milliseconds. */
export const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
