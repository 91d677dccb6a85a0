import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkoutResponseSchema, orderDisplaySchema } from '../../shared/order-response-schemas';
import { idParamsSchema, noContent } from '../../shared/response-schemas';
import {
  checkoutSchema,
  orderPatchSchema,
  ordersQueueQuerySchema,
  pendingOrdersQuerySchema,
  updateInProgressSchema,
  userOrdersQuerySchema,
} from '../../shared/order-schemas';
import { z } from '../../shared/validation';
import { currentUser, requireStaff } from '../auth/guards';
import type { UserRow } from '../auth/users-repo';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';
import { conflict, notFound } from '../platform/errors';
import { idParam, parse } from '../platform/validate';
import { lockOrder, readableOrders, requireCollector, requireLocation } from '../auth/order-access';
import { checkout, findOrderName } from '../checkout/checkout';
import { deleteOrder } from './commands';
import { loadDiscount } from '../catalogue/discount-pricing';
import { runIdempotent } from '../cart/idempotency';
import { Approvals } from '../checkout/approval';
import { loadOrders, loadQueue } from './order-display';
import { loadOrderRecord } from '../sales/order-record';
import { ORDER_VOIDED, orderRecordSchema } from '../../shared/order-record-schemas';
import { moveTo, notifyQueue } from './transitions';

/**
 * The answer to a write, read once it is committed (the locks are released sooner). Access was
 * decided on the locked row, and a write only makes an order more readable (paid).
 */
async function orderAfterWrite(db: Tx, id: number) {
  const [order] = await loadOrders(db, eq(orders.id, id));
  if (!order) throw notFound('Order not found.');
  return order;
}

/** Fields of the partial update other than the state flags; the state goes through moveTo. */
async function patchOrder(tx: Tx, id: number, user: UserRow, input: unknown) {
  const body = parse(orderPatchSchema, input);
  const order = await lockOrder(tx, id, user);
  if (order.voidedAt) throw conflict(ORDER_VOIDED);
  if (body.is_in_progress !== undefined || body.is_complete !== undefined) {
    const wanted = {
      isInProgress: body.is_in_progress ?? order.isInProgress,
      isComplete: body.is_complete ?? (body.is_in_progress ? false : order.isComplete),
    };
    await moveTo(tx, order, wanted, { user });
  }
  if (body.order_name !== undefined) {
    requireCollector(user, order.collectedBy);
    await tx
      .update(orders)
      // A list name replaces a typed one (issue 27: an order has one or the other).
      .set({ orderNameId: await findOrderName(tx, body.order_name), orderNameText: null })
      .where(eq(orders.id, id));
    if (order.isPaid) await notifyQueue(tx, order.locationId, id);
  }
  if (body.discount !== undefined) {
    requireCollector(user, order.collectedBy);
    if (order.isPaid) throw conflict('The discount of a paid order cannot change.');
    await loadDiscount(tx, body.discount);
    await tx
      .update(orders)
      .set({ discountId: body.discount })
      .where(and(eq(orders.id, id), eq(orders.isPaid, false)));
  }
}

const listRoute = (querystring: z.ZodType) => ({
  schema: { querystring, response: { 200: z.array(orderDisplaySchema) } },
});
const orderRoute = (body?: z.ZodType, answer: z.ZodType = orderDisplaySchema) => ({
  schema: { params: idParamsSchema, ...(body && { body }), response: { 200: answer } },
});
const deleteRoute = { schema: { params: idParamsSchema, response: { 204: noContent } } };

export async function orderRoutesOfOrders(app: FastifyInstance) {
  const { db } = app.database;
  const approvals = new Approvals(db, app.config);
  app.addHook('preHandler', requireStaff);
  app.get('/api/user-orders', listRoute(userOrdersQuerySchema), async (request) => {
    const query = parse(userOrdersQuerySchema, request.query);
    const user = currentUser(request);
    const collectedBy = query.collected_by ?? user.id;
    requireCollector(user, collectedBy);
    if (query.location !== undefined) await requireLocation(db, user, query.location);
    return loadOrders(
      db,
      and(
        await readableOrders(db, user),
        isNull(orders.voidedAt),
        eq(orders.collectedBy, collectedBy),
        query.is_paid !== undefined ? eq(orders.isPaid, query.is_paid) : undefined,
        query.location !== undefined ? eq(orders.locationId, query.location) : undefined,
      ),
    );
  });

  app.get('/api/orders-queue', listRoute(ordersQueueQuerySchema), async (request) => {
    const query = parse(ordersQueueQuerySchema, request.query);
    const user = currentUser(request);
    if (query.location !== undefined) await requireLocation(db, user, query.location);
    return loadOrders(
      db,
      and(
        await readableOrders(db, user),
        isNull(orders.voidedAt),
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

  app.get('/api/pending-orders', listRoute(pendingOrdersQuerySchema), async (request) => {
    const { location_id } = parse(pendingOrdersQuerySchema, request.query);
    await requireLocation(db, currentUser(request), location_id);
    return loadQueue(db, location_id);
  });

  // Issue 15: the order with its status, refunds and timeline (the history's detail page).
  const recordRoute = orderRoute(undefined, orderRecordSchema);
  app.get('/api/orders/:id', recordRoute, async (request) =>
    loadOrderRecord(db, idParam(request.params), currentUser(request)),
  );

  const progressRoute = orderRoute(updateInProgressSchema);
  app.patch('/api/orders/:id/update-in-progress', progressRoute, async (request) => {
    const id = idParam(request.params);
    const body = parse(updateInProgressSchema, request.body);
    const user = currentUser(request);
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id, user);
      await moveTo(
        tx,
        order,
        { isInProgress: body.is_in_progress, isComplete: body.is_complete },
        { user },
      );
    });
    return orderAfterWrite(db, id);
  });

  const paymentRoute = orderRoute(checkoutSchema, checkoutResponseSchema);
  app.patch('/api/orders/:id/complete-order-payment', paymentRoute, async (request, reply) => {
    const id = idParam(request.params);
    const { approval } = parse(checkoutSchema, request.body);
    const approverId = await approvals.verify(approval, request.ip);
    return runIdempotent(
      request,
      reply,
      `PATCH /api/orders/${id}/complete-order-payment`,
      async (tx) => ({
        status: 200,
        body: await checkout(tx, id, currentUser(request), request.body, approverId),
      }),
    );
  });

  app.patch('/api/orders/:id', orderRoute(orderPatchSchema), async (request) => {
    const id = idParam(request.params);
    const user = currentUser(request);
    await db.transaction((tx) => patchOrder(tx, id, user, request.body));
    return orderAfterWrite(db, id);
  });

  app.delete('/api/orders/:id', deleteRoute, async (request, reply) => {
    const id = idParam(request.params);
    await db.transaction((tx) => deleteOrder(tx, id, currentUser(request)));
    return reply.code(204).send();
  });
}
