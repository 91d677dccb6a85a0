import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit';
import { ONLINE_ORDER_CHANNEL, notifyQueue } from '../bar';
import { currentUser, requireLocation, requireStaff } from '../auth';
import { locations, orders } from '../db';
import { conflict, idParams, notFound, parsedRoutes } from '../platform';
import { notify } from '../db';
import {
  drinksOfOrders,
  figuresOf,
  onlineOrderFigures,
  onlineStatus,
  type OrderRow,
} from './online-order';
import {
  cancelOnlineSchema,
  onlineOrdersQuery,
  staffOnlineOrderAnswer,
  staffOnlineOrdersAnswer,
} from './public-schemas';


const tags = ['online'];
export const NOT_CANCELLABLE = 'Only an online order not yet collected can be cancelled.';

/** An online order as staff see it in the 'Online orders' list, from its figures. */
function staffView(order: OrderRow, { items, total }: ReturnType<typeof figuresOf>) {
  return {
    id: order.id,
    code: order.pickupCode ?? '',
    customer_name: order.customerName ?? '',
    phone: order.customerPhone,
    pickup_at: order.pickupAt?.toISOString() ?? null,
    due_at: order.dueAt?.toISOString() ?? null,
    status: onlineStatus(order),
    items,
    total,
  };
}

/**
 * The counter's side of order ahead, for the location's staff: the online orders still to be
 * made or collected, and cancelling one with a reason (audited; the customer sees 'cancelled').
 */
export async function onlineStaffRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  app.addHook('preValidation', requireStaff);
  listRoute(app);
  cancelRoute(app);
}

type Routes = ReturnType<typeof parsedRoutes>;

function listRoute(app: Routes) {
  const { db } = app.database;
  app.get(
    '/api/online-orders',
    {
      schema: {
        tags,
        summary: "A location's online orders not yet collected or cancelled, by when they are due",
        querystring: onlineOrdersQuery,
        response: { 200: staffOnlineOrdersAnswer },
      },
    },
    async (request) => {
      const locationId = request.query.location;
      await requireLocation(db, currentUser(request), locationId);
      const [location] = await db.select().from(locations).where(eq(locations.id, locationId));
      if (!location) throw notFound('Location not found.');
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.locationId, locationId),
            eq(orders.channel, 'online'),
            eq(orders.isPaid, false),
            isNull(orders.cancelledAt),
            isNull(orders.voidedAt),
          ),
        )
        .orderBy(asc(orders.dueAt), asc(orders.id));
      const drinks = await drinksOfOrders(
        db,
        rows.map((order) => order.id),
      );
      return rows.map((order) => staffView(order, figuresOf(drinks.get(order.id) ?? [], location)));
    },
  );
}

function cancelRoute(app: Routes) {
  const { db } = app.database;
  app.post(
    '/api/online-orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an online order with a reason (its location staff)',
        params: idParams,
        body: cancelOnlineSchema,
        response: { 200: staffOnlineOrderAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ order: orders, location: locations })
          .from(orders)
          .innerJoin(locations, eq(locations.id, orders.locationId))
          .where(and(eq(orders.id, id), eq(orders.channel, 'online')))
          .for('update', { of: orders });
        if (!row) throw notFound('Order not found.');
        await requireLocation(tx, user, row.order.locationId);
        const { order } = row;
        if (order.isPaid || order.cancelledAt || order.voidedAt) throw conflict(NOT_CANCELLABLE);
        const [cancelled] = await tx
          .update(orders)
          .set({
            cancelledAt: sql`now()`,
            cancelledBy: user.id,
            cancelReason: request.body.reason,
          })
          .where(eq(orders.id, id))
          .returning();
        await recordAudit(tx, {
          action: 'online_cancel',
          userId: user.id,
          target: `order ${id}`,
          locationId: order.locationId,
          details: { reason: request.body.reason, code: order.pickupCode },
        });
        await notify(tx, ONLINE_ORDER_CHANNEL, String(id));
        if (order.queuedAt) await notifyQueue(tx, order.locationId, id);
        return staffView(cancelled, await onlineOrderFigures(tx, cancelled, row.location));
      });
    },
  );
}
