import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { centsToDollars } from '../../shared/money';
import {
  orderHistoryQuerySchema,
  orderHistorySchema,
  type OrderHistoryEntry,
} from '../../shared/order-history-schemas';
import { idFromText } from '../../shared/ids';
import {
  assignmentsOfUser,
  currentUser,
  requireKnownLocation,
  requireStaff,
  type UserRow,
} from '../auth';
import { isoUtc, pageCount, selectRows, type Tx, userFullName } from '../db';
import { containsPattern, searchText } from '../catalogue';
import { parsedRoutes } from '../platform';
import { orderStatus } from '../bar';

type Row = Omit<OrderHistoryEntry, 'total'> & { total_cents: number; full_count: number };

/** Staff see the history of the locations they may use (all when none are assigned); admins all. */
async function visibleLocations(db: Tx, user: UserRow): Promise<SQL> {
  if (user.isAdmin) return sql`true`;
  const assigned = await assignmentsOfUser(db, user);
  return assigned.length ? sql`o.location_id in ${assigned}` : sql`true`;
}

/**
 * GET /api/orders: paid orders (voided and refunded ones too, with their status),
 * newest first, a page at a time, in one statement. Dates
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
    const page = query.page ?? 1;
    const size = query.page_size ?? 25;
    const filters: SQL[] = [sql`o.is_paid`, await visibleLocations(db, user)];
    if (query.location !== undefined) filters.push(sql`o.location_id = ${query.location}`);
    if (query.from)
      filters.push(sql`o.paid_at >= (${query.from}::date)::timestamp at time zone l.time_zone`);
    if (query.to)
      filters.push(sql`o.paid_at < (${query.to}::date + 1)::timestamp at time zone l.time_zone`);
    if (query.status) filters.push(sql`${orderStatus('o')} = ${query.status}`);
    const q = searchText({ q: query.q });
    if (q) {
      const pattern = containsPattern(q);
      const id = idFromText(q);
      filters.push(sql`(n.name ilike ${pattern} or o.order_name_text ilike ${pattern}
        or exists (select 1 from order_items i where i.order_id = o.id
          and (i.menu_item_name ilike ${pattern}))
        ${id !== undefined ? sql`or o.id = ${id}` : sql``})`);
    }
    const rows = await selectRows<Row>(
      db,
      sql`select o.id, o.location_id as location,
        l.name as location_name, coalesce(o.order_name_text, n.name) as order_name, o.collected_by,
        ${userFullName('u')} as collected_by_name,
        ${isoUtc('o.paid_at')} as paid_at,
        o.item_count as items_count, o.paid_amount_cents as total_cents, o.payment_method,
        ${orderStatus('o')} as status, count(*) over () as full_count
      from orders o
      join locations l on l.id = o.location_id
      join users u on u.id = o.collected_by
      left join order_names n on n.id = o.order_name_id
      where ${sql.join(filters, sql` and `)}
      order by o.paid_at desc, o.id desc
      limit ${size} offset ${(page - 1) * size}`,
    );
    return {
      count: await pageCount(
        db,
        rows,
        sql`orders o join locations l on l.id = o.location_id
          left join order_names n on n.id = o.order_name_id
          where ${sql.join(filters, sql` and `)}`,
      ),
      results: rows.map(({ total_cents, full_count: _count, ...row }) => ({
        ...row,
        total: centsToDollars(total_cents),
      })),
    };
  });
}
