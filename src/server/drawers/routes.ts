import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  drawerCloseSchema,
  drawerListQuerySchema,
  drawerListSchema,
  drawerMovementSchema,
  drawerOpenSchema,
  drawerReportSchema,
} from '../../shared/drawer-schemas';
import { centsToDollars, dollarsToCents } from '../../shared/money';
import { DRAWER_ALREADY_OPEN, DRAWER_CLOSED, DRAWER_NOT_CLOSED } from '../../shared/tenders';
import { FORBIDDEN, currentUser, requireStaff } from '../auth/guards';
import type { UserRow } from '../auth/users-repo';
import type { Tx } from '../db/client';
import { UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { drawerMovements, drawers } from '../db/schema';
import { HttpError, conflict, notFound } from '../errors';
import { requireKnownLocation, requireLocation } from '../orders/access';
import { idParam, parse } from '../validate';
import { drawerReports } from './drawer-report';
import { recordAudit } from '../audit/audit-log';

type DrawerRow = typeof drawers.$inferSelect;

const NOT_FOUND = 'Drawer not found.';

async function reportOf(db: Tx, id: number) {
  const [report] = await drawerReports(db, sql`d.id = ${id}`, 1);
  if (!report) throw notFound(NOT_FOUND);
  return report;
}

/**
 * The drawer, locked FOR UPDATE, when the user may act on it: staff of its location (403), and
 * in the state the action needs (409).
 */
async function lockDrawer(
  tx: Tx,
  user: UserRow,
  id: number,
  state: 'open' | 'closed',
): Promise<DrawerRow> {
  const [row] = await tx.select().from(drawers).where(eq(drawers.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  await requireLocation(tx, user, row.locationId);
  if (state === 'open' && row.closedAt !== null) throw conflict(DRAWER_CLOSED);
  if (state === 'closed' && row.closedAt === null) throw conflict(DRAWER_NOT_CLOSED);
  return row;
}

/**
 * Cash sales at the location with no drawer open, since its last drawer closed; within the last
 * day when none ever closed (paid orders from before drawers existed are not a shift's business).
 */
async function cashOutsideDrawer(db: Tx, locationId: number) {
  const result = await db.execute(sql`select count(*)::int as orders,
      coalesce(sum(o.paid_amount_cents), 0)::int as total_cents
    from orders o
    where o.location_id = ${locationId} and o.is_paid and o.payment_method = 'cash'
      and o.drawer_id is null and o.voided_at is null
      and o.paid_at > coalesce((select max(closed_at) from drawers
        where location_id = ${locationId}), now() - interval '1 day')`);
  const [row] = (result as unknown as { rows: { orders: number; total_cents: number }[] }).rows;
  return { orders: row.orders, total: centsToDollars(row.total_cents) };
}

/**
 * The cash drawer of issue 14: staff of a location open one (at most one open per location),
 * record cash paid in or out and close it with a count; only admins reopen one. Every write locks
 * the drawer row and acts on what it locked.
 */
export async function drawerRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.addHook('preHandler', requireStaff);
  const reply200 = { response: { 200: drawerReportSchema } };
  const reply201 = { response: { 201: drawerReportSchema } };

  app.get(
    '/api/drawers',
    { schema: { querystring: drawerListQuerySchema, response: { 200: drawerListSchema } } },
    async (request) => {
      const query = parse(drawerListQuerySchema, request.query);
      await requireKnownLocation(db, currentUser(request), query.location);
      const status =
        query.status === 'open'
          ? sql`d.closed_at is null`
          : query.status === 'closed'
            ? sql`d.closed_at is not null`
            : sql`true`;
      const results = await drawerReports(db, sql`d.location_id = ${query.location} and ${status}`);
      return {
        count: results.length,
        results,
        cash_outside_drawer: await cashOutsideDrawer(db, query.location),
      };
    },
  );

  app.get('/api/drawers/:id', { schema: reply200 }, async (request) => {
    const report = await reportOf(db, idParam(request.params));
    await requireLocation(db, currentUser(request), report.location);
    return report;
  });

  app.post(
    '/api/drawers',
    { schema: { body: drawerOpenSchema, ...reply201 } },
    async (request, reply) => {
      const body = parse(drawerOpenSchema, request.body);
      const user = currentUser(request);
      await requireKnownLocation(db, user, body.location);
      const row = await db.transaction(async (tx) => {
        const opened = await oneOpenPerLocation(() =>
          tx
            .insert(drawers)
            .values({
              locationId: body.location,
              openedBy: user.id,
              openingFloatCents: dollarsToCents(body.opening_float),
            })
            .returning(),
        );
        await auditDrawer(tx, 'drawer_open', user, opened, { opening_float: body.opening_float });
        return opened;
      });
      return reply.code(201).send(await reportOf(db, row.id));
    },
  );

  app.post(
    '/api/drawers/:id/movements',
    { schema: { body: drawerMovementSchema, ...reply201 } },
    async (request, reply) => {
      const id = idParam(request.params);
      const body = parse(drawerMovementSchema, request.body);
      const user = currentUser(request);
      await db.transaction(async (tx) => {
        const drawer = await lockDrawer(tx, user, id, 'open');
        await auditDrawer(tx, 'drawer_movement', user, drawer, { ...body });
        await tx.insert(drawerMovements).values({
          drawerId: id,
          kind: body.kind,
          amountCents: dollarsToCents(body.amount),
          reason: body.reason,
          createdBy: user.id,
        });
      });
      return reply.code(201).send(await reportOf(db, id));
    },
  );

  app.post(
    '/api/drawers/:id/close',
    { schema: { body: drawerCloseSchema, ...reply200 } },
    async (request) => {
      const id = idParam(request.params);
      const body = parse(drawerCloseSchema, request.body);
      const user = currentUser(request);
      await db.transaction(async (tx) => {
        const drawer = await lockDrawer(tx, user, id, 'open');
        await auditDrawer(tx, 'drawer_close', user, drawer, { ...body });
        await tx
          .update(drawers)
          .set({
            closedAt: new Date(),
            closedBy: user.id,
            countedCashCents: dollarsToCents(body.counted_cash),
            note: body.note,
          })
          .where(and(eq(drawers.id, id), isNull(drawers.closedAt)));
      });
      return reportOf(db, id);
    },
  );

  app.post('/api/drawers/:id/reopen', { schema: reply200 }, async (request) => {
    const id = idParam(request.params);
    const user = currentUser(request);
    if (!user.isAdmin) throw new HttpError(403, FORBIDDEN);
    await db.transaction(async (tx) => {
      const drawer = await lockDrawer(tx, user, id, 'closed');
      await reopen(tx, id);
      await auditDrawer(tx, 'drawer_reopen', user, drawer);
    });
    return reportOf(db, id);
  });
}

const auditDrawer = (
  tx: Tx,
  action: 'drawer_open' | 'drawer_close' | 'drawer_reopen' | 'drawer_movement',
  user: UserRow,
  drawer: DrawerRow,
  details: Record<string, unknown> = {},
) =>
  recordAudit(tx, {
    action,
    userId: user.id,
    target: `drawer ${drawer.id}`,
    locationId: drawer.locationId,
    details,
  });

/** Clears the close; another drawer opened at the location since is a conflict. */
function reopen(tx: Tx, id: number) {
  const values = { closedAt: null, closedBy: null, countedCashCents: null };
  return oneOpenPerLocation(() =>
    tx.update(drawers).set(values).where(eq(drawers.id, id)).returning(),
  );
}

/** Runs a write that may open a drawer: the one-open-drawer index refusing it is a 409. */
async function oneOpenPerLocation(run: () => Promise<DrawerRow[]>): Promise<DrawerRow> {
  try {
    const [row] = await run();
    return row;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(DRAWER_ALREADY_OPEN);
    throw error;
  }
}
