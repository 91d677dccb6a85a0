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
import { centsToDollars } from '../../shared/money';
import { DRAWER_ALREADY_OPEN, DRAWER_CLOSED, DRAWER_NOT_CLOSED } from '../../shared/tenders';
import type { z } from '../../shared/validation';
import {
  currentUser,
  FORBIDDEN,
  requireKnownLocation,
  requireLocation,
  requireStaff,
  type UserRow,
} from '../auth';
import {
  drawerMovements,
  drawers,
  pgErrorCode,
  selectRows,
  type Tx,
  UNIQUE_VIOLATION,
} from '../db';
import { conflict, HttpError, notFound } from '../platform';
import { idParams, parsedRoutes } from '../platform';
import { drawerReports } from './drawer-report';
import { cashEventTime } from './drawer-lock';
import { recordAudit } from '../audit';

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

type CashOutside = {
  orders: number;
  sales_cents: number;
  voids_cents: number;
  refunds_cents: number;
};

/**
 * Cash that moved at the location with no drawer open, since its last drawer closed (within the
 * last day when none ever closed): cash sales paid outside a drawer, less cash voids and cash
 * refunds made outside one, so the next drawer's opener sees what is not accounted for. An
 * offline sale counts from when it reached the server (synced_at), which may be after a close.
 */

async function cashOutsideDrawer(db: Tx, locationId: number) {
  const [row] = await selectRows<CashOutside>(
    db,
    sql`with since as (
      select coalesce((select max(closed_at) from drawers where location_id = ${locationId}),
        now() - interval '1 day') as at)
    select
      (select count(*) from orders o where o.location_id = ${locationId} and o.is_paid
        and o.payment_method = 'cash' and o.drawer_id is null and coalesce(o.synced_at, o.paid_at) > since.at
        and not (o.voided_at is not null and o.void_drawer_id is null)) as orders,
      (select coalesce(sum(o.paid_amount_cents), 0) from orders o
        where o.location_id = ${locationId} and o.is_paid and o.payment_method = 'cash'
          and o.drawer_id is null and coalesce(o.synced_at, o.paid_at) > since.at)::bigint as sales_cents,
      (select coalesce(sum(o.paid_amount_cents), 0) from orders o
        where o.location_id = ${locationId} and o.is_paid and o.payment_method = 'cash'
          and o.voided_at > since.at and o.void_drawer_id is null)::bigint as voids_cents,
      (select coalesce(sum(r.amount_cents), 0) from refunds r join orders o on o.id = r.order_id
        where o.location_id = ${locationId} and r.method = 'cash' and r.drawer_id is null
          and r.created_at > since.at)::bigint as refunds_cents
    from since`,
  );
  const dollars = centsToDollars;
  return {
    orders: row.orders,
    total: dollars(row.sales_cents - row.voids_cents - row.refunds_cents),
    sales: dollars(row.sales_cents),
    voids: dollars(row.voids_cents),
    refunds: dollars(row.refunds_cents),
  };
}

/**
 * The cash drawer, so the cash in the till can be counted against the sales: staff of a location
 * open one (at most one open per location), record cash paid in or out and close it with a count;
 * only admins reopen one. Every write locks the drawer row and acts on what it locked.
 */
export async function drawerRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  app.addHook('preValidation', requireStaff);
  drawerReadRoutes(app);
  drawerWriteRoutes(app);
}

type Routes = ReturnType<typeof parsedRoutes>;

const tags = ['drawers'];
const reply200 = { response: { 200: drawerReportSchema } };
const reply201 = { response: { 201: drawerReportSchema } };
/** A route on one drawer: its id in the path, its report in the answer. */
const onDrawer = (summary: string, status: 200 | 201 = 200) => ({
  tags,
  summary,
  params: idParams,
  ...(status === 200 ? reply200 : reply201),
});

/** A location's drawers with the cash outside them, and one drawer's report. */
function drawerReadRoutes(app: Routes) {
  const { db } = app.database;
  app.get(
    '/api/drawers',
    {
      schema: {
        tags,
        summary: "A location's drawers, and the cash that moved outside any drawer",
        querystring: drawerListQuerySchema,
        response: { 200: drawerListSchema },
      },
    },
    async (request) => {
      const { query } = request;
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

  app.get(
    '/api/drawers/:id',
    { schema: onDrawer('One drawer with its report') },
    async (request) => {
      const report = await reportOf(db, request.params.id);
      await requireLocation(db, currentUser(request), report.location);
      return report;
    },
  );
}

/** Open, cash in and out, close, and (admins) reopen: each in one transaction on the locked row. */
function drawerWriteRoutes(app: Routes) {
  const { db } = app.database;
  app.post(
    '/api/drawers',
    {
      schema: {
        tags,
        summary: 'Open a drawer at a location with its float',
        body: drawerOpenSchema,
        ...reply201,
      },
    },
    async (request, reply) => {
      const { body } = request;
      const user = currentUser(request);
      await requireKnownLocation(db, user, body.location);
      const row = await db.transaction((tx) => openDrawer(tx, user, body));
      return reply.code(201).send(await reportOf(db, row.id));
    },
  );

  app.post(
    '/api/drawers/:id/movements',
    {
      schema: {
        ...onDrawer('Record cash paid in or out of an open drawer', 201),
        body: drawerMovementSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { body } = request;
      const user = currentUser(request);
      await db.transaction((tx) => recordMovement(tx, user, id, body));
      return reply.code(201).send(await reportOf(db, id));
    },
  );

  app.post(
    '/api/drawers/:id/close',
    { schema: { ...onDrawer('Close a drawer with its counted cash'), body: drawerCloseSchema } },
    async (request) => {
      const { id } = request.params;
      const { body } = request;
      const user = currentUser(request);
      await db.transaction((tx) => closeDrawer(tx, user, id, body));
      return reportOf(db, id);
    },
  );

  const reopenSchema = onDrawer('Reopen a closed drawer (admins)');
  app.post('/api/drawers/:id/reopen', { schema: reopenSchema }, async (request) => {
    const { id } = request.params;
    const user = currentUser(request);
    if (!user.isAdmin) throw new HttpError(403, FORBIDDEN);
    await db.transaction((tx) => reopenDrawer(tx, user, id));
    return reportOf(db, id);
  });
}

/** Opens a drawer at the location with its float (409 when one is open there already). */
async function openDrawer(tx: Tx, user: UserRow, body: z.output<typeof drawerOpenSchema>) {
  const opened = await oneOpenPerLocation(() =>
    tx
      .insert(drawers)
      .values({
        locationId: body.location,
        openedBy: user.id,
        openingFloatCents: body.opening_float,
      })
      .returning(),
  );
  await auditDrawer(tx, 'drawer_open', user, opened, {
    opening_float: centsToDollars(body.opening_float),
  });
  return opened;
}

/** Cash paid into or out of an open drawer. */
async function recordMovement(
  tx: Tx,
  user: UserRow,
  id: number,
  body: z.output<typeof drawerMovementSchema>,
) {
  const drawer = await lockDrawer(tx, user, id, 'open');
  await auditDrawer(tx, 'drawer_movement', user, drawer, {
    ...body,
    amount: centsToDollars(body.amount),
  });
  await tx.insert(drawerMovements).values({
    drawerId: id,
    kind: body.kind,
    amountCents: body.amount,
    reason: body.reason,
    createdBy: user.id,
  });
}

/** Closes an open drawer with the cash counted in it. */
async function closeDrawer(
  tx: Tx,
  user: UserRow,
  id: number,
  body: z.output<typeof drawerCloseSchema>,
) {
  const drawer = await lockDrawer(tx, user, id, 'open');
  await auditDrawer(tx, 'drawer_close', user, drawer, {
    ...body,
    counted_cash: centsToDollars(body.counted_cash),
  });
  await tx
    .update(drawers)
    .set({
      closedAt: cashEventTime(),
      closedBy: user.id,
      countedCashCents: body.counted_cash,
      note: body.note,
    })
    .where(and(eq(drawers.id, id), isNull(drawers.closedAt)));
}

/** An admin undoes a close. */
async function reopenDrawer(tx: Tx, user: UserRow, id: number) {
  const drawer = await lockDrawer(tx, user, id, 'closed');
  const reopened = await reopen(tx, id);
  // The close it undid, before and after, so a reopened count stays on record.
  await auditDrawer(tx, 'drawer_reopen', user, drawer, {
    before: closeOf(drawer),
    after: closeOf(reopened),
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

/** A drawer's close as the audit log records it. */
const closeOf = (drawer: DrawerRow) => ({
  closed_at: drawer.closedAt?.toISOString() ?? null,
  closed_by: drawer.closedBy,
  counted_cash: drawer.countedCashCents === null ? null : centsToDollars(drawer.countedCashCents),
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
