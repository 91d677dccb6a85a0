import { sql, type SQL } from 'drizzle-orm';
import { idFromText } from '../../shared/ids';
import { HISTORY_COUNT_CAP, type HistoryCursor } from '../../shared/order-history-schemas';
import { selectRows, type Tx } from '../db';
import { containsPattern } from '../catalogue';

/** The history's FROM and WHERE for `where` (history filters and all), over orders `o`. */
type Scoped = (where: SQL) => SQL;

/** Item matches up to this many are looked up once for a walk; more are tested order by order. */
const FEW_ITEM_ORDERS = 1_000;

/**
 * Orders whose call-out name (typed or from the list) or an item's name contains `q`, any case,
 * or whose id it is, in three forms of the same filter, each within `scoped`'s filters:
 * - `indexed` reads each branch from its own index (trigram for the names; the list names' orders
 *   name by name from the name index, the shop and paid filters inside it) and joins the ids
 *   found: fast when few orders match, and the one the count uses;
 * - `walked` tests each order as the newest-first index goes: fast when many match (a list name
 *   on one order in fifty finds a page after a few thousand), slow when few do. Given the orders
 *   of the few drinks that match, it tests membership instead of looking up each order's drinks;
 * - `listNamed`, the part of `indexed` a list name finds (a FROM of its orders), which tells
 *   cheaply when many match.
 * None for no text.
 */
export function historySearch(
  q: string,
  scoped: Scoped,
): { indexed?: SQL; listNamed?: SQL; walked: (itemOrders?: number[]) => SQL } | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const id = idFromText(q);
  const listNames = sql`select n.id from order_names n where n.name ilike ${pattern}`;
  // Name by name, so each is an index range even when the planner cannot count the names; the
  // limit (or offset 0) keeps the planner from merging the names back into one hash join.
  const namedOrders = (limit = sql`offset 0`) => sql`unnest(array(${listNames})) nm(id)
    cross join lateral (select o.id from ${scoped(sql`o.order_name_id = nm.id`)} ${limit}) x`;
  // Under three letters a trigram index narrows nothing: it would read every item name.
  const indexed = [...q].length >= 3;
  return {
    // The matching ids are gathered once and looked up by key: as `o.id in (...)` the planner,
    // counting few rows on a table just filled, could rescan the whole union at every order
    // (10,050 matching orders took 138 s on PostgreSQL).
    indexed: indexed
      ? sql`o.id = any(array(
      select o.id from ${scoped(sql`o.order_name_text ilike ${pattern}`)}
      union all
      select x.id from ${namedOrders()}
      union all
      select i.order_id from order_items i where i.menu_item_name ilike ${pattern}
      ${id !== undefined ? sql`union all select ${id}::int` : sql``}))`
      : undefined,
    // When these alone pass the count's cap, so does the search: counted from the name index.
    listNamed: indexed ? namedOrders(sql`limit ${HISTORY_COUNT_CAP + 1}`) : undefined,
    // The item test, when not a list, is a scalar subquery tried for each order walked: as
    // `exists` the planner may hash it, reading every matching item of the history first.
    walked: (itemOrders) => sql`(o.order_name_text ilike ${pattern}
      or o.order_name_id = any (array(${listNames}))
      or ${
        itemOrders
          ? sql`o.id = any (${`{${itemOrders.join(',')}}`}::int[])`
          : sql`coalesce((select true from order_items i
        where i.order_id = o.id and i.menu_item_name ilike ${pattern} limit 1), false)`
      }
      ${id !== undefined ? sql`or o.id = ${id}::int` : sql``})`,
  };
}

/**
 * The orders of the drinks whose name contains `q`, when there are few (the trigram index finds
 * them at once from 3 letters); undefined when there are many or `q` is shorter.
 */
export async function fewItemOrders(db: Tx, q: string): Promise<number[] | undefined> {
  if ([...q].length < 3) return undefined;
  const [{ ids }] = await selectRows<{ ids: number[] }>(
    db,
    sql`select array(select i.order_id from order_items i
      where i.menu_item_name ilike ${containsPattern(q)} limit ${FEW_ITEM_ORDERS + 1}) as ids`,
  );
  return ids.length > FEW_ITEM_ORDERS ? undefined : ids;
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
