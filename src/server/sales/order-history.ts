import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { centsToDollars } from '../../shared/money';
import {
  HISTORY_PAGE_SIZE,
  historyCursorText,
  orderHistoryQuerySchema,
  orderHistorySchema,
  type OrderHistoryEntry,
  HISTORY_COUNT_CAP,
} from '../../shared/order-history-schemas';
import type { z } from '../../shared/validation';
import {
  assignmentsOfUser,
  currentUser,
  requireKnownLocation,
  requireStaff,
  type UserRow,
} from '../auth';
import { isoUtc, selectRows, type Tx, userFullName } from '../db';
import { searchText } from '../catalogue';
import { parsedRoutes } from '../platform';
import { orderStatus } from '../bar';
import {
  afterCursor,
  cappedCount,
  cappedCountSql,
  countUpToCap,
  cursorMicros,
  fewItemOrders,
  historySearch,
} from './history-search';

type Row = Omit<OrderHistoryEntry, 'total'> & {
  total_cents: number;
  full_count: number | null;
  paid_micros: string;
};
type OrderHistoryQuery = z.output<typeof orderHistoryQuerySchema>;

/** Staff see the history of the locations they may use (all when none are assigned); admins all. */
async function visibleLocations(db: Tx, user: UserRow): Promise<SQL> {
  if (user.isAdmin) return sql`true`;
  const assigned = await assignmentsOfUser(db, user);
  return assigned.length ? sql`o.location_id in ${assigned}` : sql`true`;
}

/** The history's filters but the search and the cursor: paid, visible to the user, and the rest. */
async function historyFilters(db: Tx, user: UserRow, query: OrderHistoryQuery): Promise<SQL[]> {
  const filters: SQL[] = [sql`o.is_paid`, await visibleLocations(db, user)];
  if (query.location !== undefined) filters.push(sql`o.location_id = ${query.location}`);
  if (query.from)
    filters.push(sql`o.paid_at >= (${query.from}::date)::timestamp at time zone l.time_zone`);
  if (query.to)
    filters.push(sql`o.paid_at < (${query.to}::date + 1)::timestamp at time zone l.time_zone`);
  if (query.status) filters.push(sql`${orderStatus('o')} = ${query.status}`);
  return filters;
}

const fromWhere = (where: SQL[]) => sql`orders o
  join locations l on l.id = o.location_id
  left join order_names n on n.id = o.order_name_id
  where ${sql.join(where, sql` and `)}`;

const newestFirst = sql`order by o.paid_at desc nulls last, o.id desc nulls last`;

const rowJoins = sql`join locations l on l.id = o.location_id
  join users u on u.id = o.collected_by
  left join order_names n on n.id = o.order_name_id`;

/** A history row of order `o` (with rowJoins). */
const rowColumns = sql`o.id, o.location_id as location,
  l.name as location_name, coalesce(o.order_name_text, n.name) as order_name, o.collected_by,
  ${userFullName('u')} as collected_by_name,
  ${isoUtc('o.paid_at')} as paid_at, ${cursorMicros} as paid_micros,
  o.item_count as items_count, o.paid_amount_cents as total_cents, o.payment_method,
  ${orderStatus('o')} as status`;

/**
 * GET /api/orders: paid orders (voided and refunded ones too, with their status),
 * newest first, a page at a time (by number, or after the cursor `next` of the page before),
 * with the count capped at HISTORY_COUNT_CAP, in one statement. Dates
 * are days in each order's shop time zone: `from` is its local midnight, `to` the midnight after.
 */
export async function orderHistoryRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  app.addHook('preValidation', requireStaff);
  const schema = {
    tags: ['sales'],
    summary: 'Paid orders, newest first, a page at a time, by location, day, status and text',
    querystring: orderHistoryQuerySchema,
    response: { 200: orderHistorySchema },
  };

  app.get('/api/orders', { schema }, async (request) => {
    const { query } = request;
    const user = currentUser(request);
    if (query.location !== undefined) await requireKnownLocation(db, user, query.location);
    const size = query.page_size ?? HISTORY_PAGE_SIZE;
    const filters = await historyFilters(db, user, query);
    const text = searchText({ q: query.q });
    const search = historySearch(text, (where) => fromWhere([...filters, where]));
    const cursor = query.after ? sql`and ${afterCursor(query.after)}` : sql``;
    const pageOrder = sql`${newestFirst}
      ${query.after ? sql`limit ${size + 1}` : sql`limit ${size + 1} offset ${((query.page ?? 1) - 1) * size}`}`;
    let rows: Row[] = [];
    let counted: number | undefined;
    const named = search?.listNamed ? await countUpToCap(db, search.listNamed) : 0;
    const namedMany = named > HISTORY_COUNT_CAP;
    if (namedMany) counted = named;
    if (search?.indexed && counted === undefined) {
      // Up to one past the cap, counted and paged from what the indexes find, in one statement;
      // only the page's orders are read in full.
      const found = await selectRows<Row | { id: null; full_count: number }>(
        db,
        sql`with matched as materialized (select o.id, o.paid_at
          from ${fromWhere([...filters, search.indexed])} limit ${HISTORY_COUNT_CAP + 1}),
        counted as (select count(*)::int as n from matched)
        select c.n as full_count, p.* from counted c left join lateral (
          select ${rowColumns} from (select o.id from matched o
            where c.n <= ${HISTORY_COUNT_CAP} ${cursor} ${pageOrder}) page
          join orders o on o.id = page.id ${rowJoins} ${newestFirst}) p on true`,
      );
      rows = found.filter((row): row is Row => row.id !== null);
      counted = Number(found[0].full_count);
    }
    if (!search?.indexed || (counted ?? 0) > HISTORY_COUNT_CAP) {
      // Many orders by a list name alone: the matching drinks, if few, are looked up once.
      const itemOrders = namedMany ? await fewItemOrders(db, text) : undefined;
      const where = search ? [...filters, search.walked(itemOrders)] : filters;
      rows = await selectRows<Row>(
        db,
        sql`select ${rowColumns},
          ${counted ? sql`null` : sql`(${cappedCountSql(fromWhere(where))})`}::int as full_count
        from orders o ${rowJoins} where ${sql.join(where, sql` and `)} ${cursor}
        ${pageOrder}`,
      );
      counted ??= rows[0]?.full_count ?? undefined;
    }
    counted ??= await countUpToCap(
      db,
      fromWhere(search ? [...filters, search.indexed ?? search.walked()] : filters),
    );
    const page = rows.slice(0, size);
    const last = page.at(-1);
    return {
      ...cappedCount(counted),
      results: page.map(({ total_cents, full_count: _count, paid_micros: _at, ...row }) => ({
        ...row,
        total: centsToDollars(total_cents),
      })),
      next:
        rows.length > size && last
          ? historyCursorText({ paidMicros: last.paid_micros, id: last.id })
          : null,
    };
  });
}
