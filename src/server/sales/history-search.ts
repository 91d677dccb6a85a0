import { sql, type SQL } from 'drizzle-orm';
import { idFromText } from '../../shared/ids';
import { HISTORY_COUNT_CAP, type HistoryCursor } from '../../shared/order-history-schemas';
import { selectRows, type Tx } from '../db';
import { containsPattern } from '../catalogue';

/**
 * Orders whose call-out name (typed or from the list) or an item's name contains `q`, any case,
 * or whose id it is, in two forms of the same filter:
 * - `indexed` reads each branch from its own index (trigram for the names) and joins the ids
 *   found: fast when few orders match, and the one the count uses;
 * - `walked` tests each order as the newest-first index goes: fast when many match (a list name
 *   on one order in fifty finds a page after a few thousand), slow when few do;
 * - `listNamed`, the part of `indexed` a list name finds, which tells cheaply when many match.
 * None for no text.
 */
export function historySearch(
  q: string,
): { indexed?: SQL; listNamed?: SQL; walked: SQL } | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const id = idFromText(q);
  const listNames = sql`select n.id from order_names n where n.name ilike ${pattern}`;
  return {
    // Under three letters a trigram index narrows nothing: it would read every item name. The list
    // names' ids go in as an array, so the orders are read from the name index, not scanned.
    indexed:
      [...q].length < 3
        ? undefined
        : sql`o.id in (
      select s.id from orders s where s.order_name_text ilike ${pattern}
      union all
      select s.id from orders s where s.order_name_id = any (array(${listNames}))
      union all
      select i.order_id from order_items i where i.menu_item_name ilike ${pattern}
      ${id !== undefined ? sql`union all select ${id}::int` : sql``})`,
    // The orders of the list names that match, a part of what `indexed` finds: when they alone
    // pass the count's cap, so does the search, and the count reads them from the name index only.
    listNamed: [...q].length < 3 ? undefined : sql`o.order_name_id = any (array(${listNames}))`,
    // The item test is a scalar subquery, tried for each order walked: as `exists` the planner
    // may hash it instead, reading every matching item of the history before the first order.
    walked: sql`(o.order_name_text ilike ${pattern}
      or o.order_name_id = any (array(${listNames}))
      or coalesce((select true from order_items i
        where i.order_id = o.id and i.menu_item_name ilike ${pattern} limit 1), false)
      ${id !== undefined ? sql`or o.id = ${id}::int` : sql``})`,
  };
}

/** Orders paid before the cursor's, newest first: the keyset of the history's order. */
export const afterCursor = (cursor: HistoryCursor): SQL =>
  sql`(o.paid_at, o.id) < (timestamptz 'epoch' + ${cursor.paidMicros}::bigint
    * interval '1 microsecond', ${cursor.id}::int)`;

/** The cursor column of a history row: paid_at to the microsecond, as text. */
export const cursorMicros = sql`(extract(epoch from o.paid_at) * 1000000)::bigint::text`;

/** Counts the orders of `fromWhere` up to one past the cap: past it, an exact count costs a scan. */
export const cappedCountSql = (fromWhere: SQL): SQL =>
  sql`select count(*)::int from (select 1 from ${fromWhere} limit ${HISTORY_COUNT_CAP + 1}) c`;

/** The orders of `fromWhere`, counted up to one past the cap. */
export const countUpToCap = async (db: Tx, fromWhere: SQL): Promise<number> =>
  (await selectRows<{ count: number }>(db, cappedCountSql(fromWhere)))[0].count;

/** The answer's count: the cap and `count_is_capped` past it. */
export const cappedCount = (counted: number) =>
  counted > HISTORY_COUNT_CAP
    ? { count: HISTORY_COUNT_CAP, count_is_capped: true }
    : { count: counted, count_is_capped: false };
