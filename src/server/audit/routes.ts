import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import {
  AUDIT_PAGE_SIZE,
  auditPageSchema,
  auditQuerySchema,
  type AuditEntry,
} from '../../shared/audit-schemas';
import { isoUtc, pageCount, selectRows, userFullName } from '../db';
import { parsedRoutes } from '../platform';

type Row = AuditEntry & { full_count: number };

/**
 * The admins-only guard comes from the caller: the audit log sits on the ground floor, below the
 * sign-in that decides who is an admin, so it takes the guard rather than importing it.
 */
export interface AuditRoutesOptions {
  requireAdmin: preValidationHookHandler;
}

/**
 * GET /api/audit-log (admins): newest first, a page at a time, in one statement. `from`/`to` are
 * UTC days. There is no route that changes an entry, and the table's trigger refuses it anyway.
 */
export async function auditRoutes(fastify: FastifyInstance, { requireAdmin }: AuditRoutesOptions) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  app.addHook('preValidation', requireAdmin);
  const schema = {
    tags: ['audit'],
    summary: 'The audit log, newest first, a page at a time (admins)',
    querystring: auditQuerySchema,
    response: { 200: auditPageSchema },
  };

  app.get('/api/audit-log', { schema }, async (request) => {
    const { query } = request;
    const filters: SQL[] = [sql`true`];
    if (query.from) filters.push(sql`a.at >= (${query.from}::date)::timestamp at time zone 'UTC'`);
    if (query.to) filters.push(sql`a.at < (${query.to}::date + 1)::timestamp at time zone 'UTC'`);
    if (query.action) filters.push(sql`a.action = ${query.action}`);
    if (query.user !== undefined)
      filters.push(sql`(a.user_id = ${query.user} or a.approved_by = ${query.user})`);
    if (query.location !== undefined) filters.push(sql`a.location_id = ${query.location}`);
    const page = query.page ?? 1;
    const rows = await selectRows<Row>(
      db,
      sql`select a.id, ${isoUtc('a.at')} as at,
        case when u.id is null then null
          else json_build_object('id', u.id, 'name', ${userFullName('u')}) end as user,
        case when ap.id is null then null
          else json_build_object('id', ap.id, 'name', ${userFullName('ap')}) end as approved_by,
        a.action, a.target, a.location_id as location, l.name as location_name, a.details,
        count(*) over () as full_count
      from audit_log a
      left join users u on u.id = a.user_id
      left join users ap on ap.id = a.approved_by
      left join locations l on l.id = a.location_id
      where ${sql.join(filters, sql` and `)}
      order by a.at desc, a.id desc
      limit ${AUDIT_PAGE_SIZE} offset ${(page - 1) * AUDIT_PAGE_SIZE}`,
    );
    return {
      count: await pageCount(db, rows, sql`audit_log a where ${sql.join(filters, sql` and `)}`),
      results: rows.map(({ full_count: _count, ...entry }) => entry),
    };
  });
}
