import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderDisplaySchema } from '../../shared/order-response-schemas';
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
import { idParams, parsedRoutes } from '../platform';
import { loadOrders, orderAfterWrite } from './order-display';
import { QueueReads } from './queue-reads';
import { moveTo } from './transitions';

const tags = ['bar'];
const listRoute = <Q extends z.ZodType>(summary: string, querystring: Q) => ({
  schema: { tags, summary, querystring, response: { 200: z.array(orderDisplaySchema) } },
});

/** A location's bar queue over HTTP, answered from the text kept while the queue is unchanged. */
function pendingOrdersRoute(app: ReturnType<typeof parsedRoutes>) {
  const { db } = app.database;
  const pendingRoute = listRoute(
    "A location's bar queue: waiting and lately completed orders",
    pendingOrdersQuerySchema,
  );
  const queueReads = new QueueReads(db);
  const stopWatching = app.onCatalogueChange(() => queueReads.catalogueChanged());
  app.addHook('onClose', async () => stopWatching());
  app.get('/api/pending-orders', pendingRoute, async (request, reply) => {
    const { location_id } = request.query;
    await requireLocation(db, currentUser(request), location_id);
    // Sent as the answer kept for the location: serialized and compressed once per change.
    return (await queueReads.answer(location_id)).send(request, reply);
  });
}

/** The bar's queue and a cashier's own orders: lists, and the in-progress / complete switch. */
export async function queueRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  app.addHook('preValidation', requireStaff);
  const userOrdersRoute = listRoute("A cashier's own orders", userOrdersQuerySchema);
  app.get('/api/user-orders', userOrdersRoute, async (request) => {
    const { query } = request;
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

  const queueRoute = listRoute(
    'Orders by location and queue state, paid first',
    ordersQueueQuerySchema,
  );
  app.get('/api/orders-queue', queueRoute, async (request) => {
    const { query } = request;
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

  pendingOrdersRoute(app);

  const progressRoute = {
    schema: {
      tags,
      summary: 'Start, finish or reopen an order at the bar',
      params: idParams,
      body: updateInProgressSchema,
      response: { 200: orderDisplaySchema },
    },
  };
  app.patch('/api/orders/:id/update-in-progress', progressRoute, async (request) => {
    const { id } = request.params;
    const { body } = request;
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
