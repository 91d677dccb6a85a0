import { sql } from 'drizzle-orm';

/**
 * Text built in SQL for reports that read raw rows. `alias` and `column` are the query's own
 * table aliases, never user input.
 */

const fullName = (alias: string) =>
  `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''),
    split_part(${alias}.email, '@', 1))`;

/** A user's full name, else the part of their email before @ (`alias` is a users row). */
export const userFullName = (alias: string) => sql.raw(fullName(alias));

/** A user as `{id, name}` JSON, null when the (left-joined) row is missing. */
export const personJson = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null
    else json_build_object('id', ${alias}.id, 'name', ${fullName(alias)}) end`);

/** A timestamptz as the API sends times: ISO 8601 in UTC with milliseconds. */
export const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
