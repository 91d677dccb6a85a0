import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { centsToDollars } from '../../shared/money';
import {
  orderItemCreateSchema,
  orderItemsQuerySchema,
  priceQuoteSchema,
} from '../../shared/order-schemas';
import {
  orderItemDisplaySchema,
  priceQuoteResponseSchema,
} from '../../shared/order-response-schemas';
import { noContent } from '../../shared/response-schemas';
import { z } from '../../shared/validation';
import {
  currentUser,
  readableOrders,
  requireCollector,
  requireItemsReadable,
  requireLocation,
  requireStaff,
  type UserRow,
} from '../auth';
import { loadItemDisplays } from '../bar';
import { loadDiscount, resolveItem } from '../catalogue';
import { orders, type Tx } from '../db';
import { idParams, parsedRoutes } from '../platform';
import { addInTransaction, addWithoutTransaction, refuseSoldOut } from './add-to-cart';
import { removeItem } from './cart-writes';
import { keepSentBody, runIdempotent } from './idempotency';

const ADD_ITEM_ROUTE = 'POST /api/order-items';

/**
 * GET /api/order-items: the items of the orders the user may read, by order, location, collector
 * and paid state; without an order, the user's own. Prices with the discount asked for, if any.
 */
async function listItems(db: Tx, user: UserRow, query: z.output<typeof orderItemsQuerySchema>) {
  const discount = await loadDiscount(db, query.discount);
  if (query.order !== undefined) await requireItemsReadable(db, user, query.order);
  if (query.order__location !== undefined) await requireLocation(db, user, query.order__location);
  const collectedBy =
    query.order__collected_by ?? (query.order === undefined ? user.id : undefined);
  if (collectedBy !== undefined) requireCollector(user, collectedBy);
  return loadItemDisplays(
    db,
    and(
      await readableOrders(db, user),
      collectedBy !== undefined ? eq(orders.collectedBy, collectedBy) : undefined,
      query.order__is_paid !== undefined ? eq(orders.isPaid, query.order__is_paid) : undefined,
      query.order__location !== undefined
        ? eq(orders.locationId, query.order__location)
        : undefined,
      query.order !== undefined ? eq(orders.id, query.order) : undefined,
    ),
    discount,
  );
}

export async function orderItemRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  app.addHook('preValidation', requireStaff);
  app.addHook('preValidation', keepSentBody);
  const tags = ['cart'];

  const createSchema = {
    tags,
    summary: "Add an item to the user's open cart at a location (made if there is none)",
    body: orderItemCreateSchema,
    response: { 201: orderItemDisplaySchema },
  };
  app.post('/api/order-items', { schema: createSchema }, async (request, reply) => {
    // Before any write: the embedded database runs one statement at a time, and a read outside
    // an open transaction would wait for it.
    const add = { catalogue: await request.server.catalogueSnapshot(), user: currentUser(request) };
    return runIdempotent(
      request,
      reply,
      ADD_ITEM_ROUTE,
      (tx) => addInTransaction(tx, add, request.body),
      (key) => addWithoutTransaction(app.database, add, request.body, key),
    );
  });

  const priceSchema = {
    tags,
    summary: 'The price of an item as it would be added, refused when sold out at the location',
    querystring: priceQuoteSchema,
    response: { 200: priceQuoteResponseSchema },
  };
  app.get('/api/order-items/price', { schema: priceSchema }, async (request) => {
    const { query } = request;
    const catalogue = await request.server.catalogueSnapshot();
    const item = resolveItem(catalogue, {
      cupId: query.cup,
      menuItemId: query.menu_item,
      customSodaId: query.custom_order__soda,
      flavorIds: query.custom_order_flavors,
    });
    if (query.location !== undefined) {
      await requireLocation(db, currentUser(request), query.location);
      refuseSoldOut(catalogue, query.location, item);
    }
    return { price: centsToDollars(item.priceCents) };
  });

  const listSchema = {
    tags,
    summary: 'Order items by order, location, collector and paid state',
    querystring: orderItemsQuerySchema,
    response: { 200: z.array(orderItemDisplaySchema) },
  };
  app.get('/api/order-items', { schema: listSchema }, async (request) =>
    listItems(db, currentUser(request), request.query),
  );

  const deleteSchema = {
    tags,
    summary: 'Remove an item from its unpaid cart',
    params: idParams,
    response: { 204: noContent },
  };
  app.delete('/api/order-items/:id', { schema: deleteSchema }, async (request, reply) => {
    const user = currentUser(request);
    await db.transaction((tx) => removeItem(tx, user, request.params.id));
    return reply.code(204).send();
  });
}
