import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderDisplaySchema } from '../../shared/order-response-schemas';
import { idParamsSchema } from '../../shared/response-schemas';
import {
  ordersQueueQuerySchema,
  pendingOrdersQuerySchema,
  updateInProgressSchema,
  userOrdersQuerySchema,
} from '../../shared/order-schemas';
import { z } from '../../shared/validation';
import {
  currentUser,
  lockOrder,
  readableOrders,
  requireCollector,
  requireLocation,
  requireStaff,
} from '../auth';
import { orders } from '../db';
import { idParam, parse } from '../platform';
import { loadOrders, loadQueue, orderAfterWrite } from './order-display';
import { moveTo } from './transitions';

const listRoute = (querystring: z.ZodType) => ({
  schema: { querystring, response: { 200: z.array(orderDisplaySchema) } },
});
const orderRoute = (body?: z.ZodType, answer: z.ZodType = orderDisplaySchema) => ({
  schema: { params: idParamsSchema, ...(body && { body }), response: { 200: answer } },
});

/** The bar's queue and a cashier's own orders: lists, and the in-progress / complete switch. */
export async function queueRoutes(app: FastifyInstance) {
  const { db } = app.database;
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
}
