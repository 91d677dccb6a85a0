import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  orderPatchSchema,
  ordersQueueQuerySchema,
  pendingOrdersQuerySchema,
  updateInProgressSchema,
  userOrdersQuerySchema,
} from '../../shared/order-schemas';
import { FORBIDDEN, currentUser, requireStaff } from '../auth/guards';
import type { UserRow } from '../auth/users-repo';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';
import { HttpError, conflict, notFound } from '../errors';
import { idParam, parse } from '../validate';
import { checkout, findOrderName } from './checkout';
import { loadDiscount } from './discounts';
import { runIdempotent } from './idempotency';
import { loadOrders, loadQueue } from './order-display';
import { moveTo, notifyQueue } from './transitions';

/** Staff read their own orders and every paid one (the queue); admins read all. */
const readableBy = (user: UserRow) =>
  user.isAdmin ? undefined : or(eq(orders.isPaid, true), eq(orders.collectedBy, user.id));

async function orderById(tx: Tx, id: number, user: UserRow) {
  const [order] = await loadOrders(tx, and(eq(orders.id, id), readableBy(user)));
  if (!order) throw notFound('Order not found.');
  return order;
}

/** Fields of the partial update other than the state flags; the state goes through moveTo. */
async function patchOrder(tx: Tx, id: number, user: UserRow, input: unknown) {
  const body = parse(orderPatchSchema, input);
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  if (!order || (!user.isAdmin && !order.isPaid && order.collectedBy !== user.id))
    throw notFound('Order not found.');
  if (body.is_in_progress !== undefined || body.is_complete !== undefined) {
    const wanted = {
      isInProgress: body.is_in_progress ?? order.isInProgress,
      isComplete: body.is_complete ?? (body.is_in_progress ? false : order.isComplete),
    };
    await moveTo(tx, id, wanted, { user });
  }
  const isOwner = order.collectedBy === user.id || user.isAdmin;
  if (body.order_name !== undefined) {
    if (!isOwner) throw new HttpError(403, FORBIDDEN);
    await tx
      .update(orders)
      .set({ orderNameId: await findOrderName(tx, body.order_name) })
      .where(eq(orders.id, id));
    if (order.isPaid) await notifyQueue(tx, order.locationId);
  }
  if (body.discount !== undefined) {
    if (!isOwner) throw new HttpError(403, FORBIDDEN);
    if (order.isPaid) throw conflict('The discount of a paid order cannot change.');
    await loadDiscount(tx, body.discount);
    await tx.update(orders).set({ discountId: body.discount }).where(eq(orders.id, id));
  }
}

export async function orderRoutesOfOrders(app: FastifyInstance) {
  const { db } = app.database;
  app.addHook('preHandler', requireStaff);
  app.get('/api/user-orders', async (request) => {
    const query = parse(userOrdersQuerySchema, request.query);
    const user = currentUser(request);
    const collectedBy = query.collected_by ?? user.id;
    if (collectedBy !== user.id && !user.isAdmin) throw new HttpError(403, FORBIDDEN);
    return loadOrders(
      db,
      and(
        eq(orders.collectedBy, collectedBy),
        query.is_paid !== undefined ? eq(orders.isPaid, query.is_paid) : undefined,
        query.location !== undefined ? eq(orders.locationId, query.location) : undefined,
      ),
    );
  });

  app.get('/api/orders-queue', async (request) => {
    const query = parse(ordersQueueQuerySchema, request.query);
    return loadOrders(
      db,
      and(
        readableBy(currentUser(request)),
        query.location !== undefined ? eq(orders.locationId, query.location) : undefined,
        query.is_complete !== undefined ? eq(orders.isComplete, query.is_complete) : undefined,
        query.is_paid !== undefined ? eq(orders.isPaid, query.is_paid) : undefined,
        query.is_in_progress !== undefined
          ? eq(orders.isInProgress, query.is_in_progress)
          : undefined,
      ),
      { orderBy: [sql`${orders.paidAt} asc nulls last`, asc(orders.id)] },
    );
  });

  app.get('/api/pending-orders', async (request) => {
    const { location_id } = parse(pendingOrdersQuerySchema, request.query);
    return loadQueue(db, location_id);
  });

  app.get('/api/orders/:id', async (request) =>
    orderById(db, idParam(request.params), currentUser(request)),
  );

  app.patch('/api/orders/:id/update-in-progress', async (request) => {
    const id = idParam(request.params);
    const body = parse(updateInProgressSchema, request.body);
    const user = currentUser(request);
    return db.transaction(async (tx) => {
      await moveTo(
        tx,
        id,
        { isInProgress: body.is_in_progress, isComplete: body.is_complete },
        { user },
      );
      return orderById(tx, id, user);
    });
  });

  app.patch('/api/orders/:id/complete-order-payment', async (request, reply) => {
    const id = idParam(request.params);
    return runIdempotent(
      request,
      reply,
      `PATCH /api/orders/${id}/complete-order-payment`,
      async (tx) => ({
        status: 200,
        body: await checkout(tx, id, currentUser(request), request.body),
      }),
    );
  });

  app.patch('/api/orders/:id', async (request) => {
    const id = idParam(request.params);
    const user = currentUser(request);
    return db.transaction(async (tx) => {
      await patchOrder(tx, id, user, request.body);
      return orderById(tx, id, user);
    });
  });

  app.delete('/api/orders/:id', async (request, reply) => {
    const id = idParam(request.params);
    await deleteOrder(db, id, currentUser(request));
    return reply.code(204).send();
  });
}

/**
 * A staff member deletes their own unpaid order (clear cart, cancel order); removing a paid order
 * from the queue is for admins.
 */
export async function deleteOrder(
  db: FastifyInstance['database']['db'],
  id: number,
  user: UserRow,
  locationId?: number,
) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), locationId ? eq(orders.locationId, locationId) : undefined));
    if (!order || (!order.isPaid && order.collectedBy !== user.id && !user.isAdmin))
      throw notFound('Order not found.');
    if (order.isPaid && !user.isAdmin)
      throw new HttpError(403, 'Only an admin can remove an order from the queue.');
    await tx.delete(orders).where(eq(orders.id, id));
    if (order.isPaid) await notifyQueue(tx, order.locationId);
  });
}
