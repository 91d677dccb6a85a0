import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client';
import { selectRows } from './select-rows';

/**
 * The number of rows of a paged list read with `count(*) over () as full_count`: the first row's
 * count, or, for a page past the end (no row carries it), a count of `fromWhere` (the list's
 * FROM and WHERE).
 */
export async function pageCount(
  db: Tx,
  rows: { full_count: number | string }[],
  fromWhere: SQL,
): Promise<number> {
  if (rows.length) return Number(rows[0].full_count);
  const [counted] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${fromWhere}`,
  );
  return counted.n;
}
