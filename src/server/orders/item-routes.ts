import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { centsToDollars, hundredthsToString } from '../../shared/money';
import {
  FLAT_OR_SPARKLING_REQUIRED,
  MAX_ITEMS_PER_ORDER,
  ORDER_FULL,
  needsFlatOrSparkling,
  orderItemCreateSchema,
  orderItemsQuerySchema,
  priceQuoteSchema,
} from '../../shared/order-schemas';
import {
  orderItemDisplaySchema,
  priceQuoteResponseSchema,
} from '../../shared/order-response-schemas';
import { idParamsSchema, noContent } from '../../shared/response-schemas';
import { z, type FieldErrors } from '../../shared/validation';
import { currentUser, requireStaff } from '../auth/guards';
import type { Tx } from '../db/client';
import { locations, orderItemFlavors, orderItems, orders } from '../db/schema';
import { HttpError, ValidationError, conflict } from '../errors';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { idParam, parse } from '../validate';
import {
  readableOrders,
  requireCollector,
  requireItemsReadable,
  requireLocation,
  requireOwnCart,
} from './access';
import { loadDiscount } from './discounts';
import { runIdempotent } from './idempotency';
import { loadItemDisplays } from './item-display';
import { resolveItem } from './item-pricing';

/** The signed-in user's unpaid order at a location, created when missing. */
/** The user's cart at the location, locked, with how many items it holds (made when missing). */
async function cartOf(tx: Tx, userId: number, locationId: number) {
  const mine = and(
    eq(orders.collectedBy, userId),
    eq(orders.locationId, locationId),
    eq(orders.isPaid, false),
  );
  // Spelled out: drizzle leaves columns unqualified in a select list, and "id" would then name
  // the order item's id inside the subquery.
  const held = sql<number>`(select count(*) from order_items where order_items.order_id = orders.id)::int`;
  // Locked, so a cart being cleared meanwhile either goes first (a new cart is made) or waits.
  const [existing] = await tx
    .select({ id: orders.id, held })
    .from(orders)
    .where(mine)
    .for('update');
  if (existing) return existing;
  const [created] = await tx
    .insert(orders)
    .values({ collectedBy: userId, locationId })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (created) return { id: created.id, held: 0 };
  const [raced] = await tx.select({ id: orders.id, held }).from(orders).where(mine).for('update');
  return raced;
}

const CATALOGUE_CHANGED = 'The menu changed meanwhile: check the drink and add it again.';

/** A catalogue row removed after this instance's snapshot was taken fails the foreign key. */
async function catalogueStillThere<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(CATALOGUE_CHANGED);
    throw error;
  }
}

export async function orderItemRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.addHook('preHandler', requireStaff);

  const createSchema = { body: orderItemCreateSchema, response: { 201: orderItemDisplaySchema } };
  app.post('/api/order-items', { schema: createSchema }, async (request, reply) => {
    // Before the transaction: the embedded database runs one statement at a time, and a read
    // outside an open transaction would wait for it.
    const catalogue = await request.server.catalogueSnapshot();
    return runIdempotent(request, reply, 'POST /api/order-items', async (tx) => {
      const body = parse(orderItemCreateSchema, request.body);
      const errors: FieldErrors = {};
      const [location] = await tx
        .select()
        .from(locations)
        .where(eq(locations.id, body.order__location));
      if (!location) errors.order__location = ['Unknown location.'];
      const item = resolveItem(
        catalogue,
        {
          cupId: body.cup,
          menuItemId: body.menu_item,
          customSodaId: body.custom_order__soda,
          flavorIds: body.custom_order_flavors,
        },
        errors,
      );
      const waterChoice = needsFlatOrSparkling(
        item.menuItem?.sodaId ?? null,
        body.custom_order__soda ?? null,
      );
      if (waterChoice && !body.flat_or_sparkling)
        throw new ValidationError({ flat_or_sparkling: [FLAT_OR_SPARKLING_REQUIRED] });

      const user = currentUser(request);
      await requireLocation(tx, user, body.order__location);
      const cart = await cartOf(tx, user.id, body.order__location);
      if (cart.held >= MAX_ITEMS_PER_ORDER) throw new HttpError(400, ORDER_FULL);
      const orderId = cart.id;
      const row = await catalogueStillThere(async () => {
        const [inserted] = await tx
          .insert(orderItems)
          .values({
            orderId,
            menuItemId: item.menuItem?.id ?? null,
            cupId: item.cup.id,
            customSodaId: item.customSodaId,
            sodaId: item.sodaId,
            menuItemName: item.menuItem?.name ?? null,
            lowSugar: body.low_sugar,
            note: body.note,
            flatOrSparkling: waterChoice ? body.flat_or_sparkling : null,
            priceCents: item.priceCents,
          })
          .returning({ id: orderItems.id });
        if (item.flavors.length) {
          await tx.insert(orderItemFlavors).values(
            item.flavors.map((f) => ({
              orderItemId: inserted.id,
              flavorId: f.flavorId,
              quantity: hundredthsToString(f.quantity),
            })),
          );
        }
        return inserted;
      });
      const [display] = await loadItemDisplays(tx, eq(orderItems.id, row.id));
      return { status: 201, body: display };
    });
  });

  const priceSchema = {
    querystring: priceQuoteSchema,
    response: { 200: priceQuoteResponseSchema },
  };
  app.get('/api/order-items/price', { schema: priceSchema }, async (request) => {
    const query = parse(priceQuoteSchema, request.query);
    const item = resolveItem(await request.server.catalogueSnapshot(), {
      cupId: query.cup,
      menuItemId: query.menu_item,
      customSodaId: query.custom_order__soda,
      flavorIds: query.custom_order_flavors,
    });
    return { price: centsToDollars(item.priceCents) };
  });

  const listSchema = {
    querystring: orderItemsQuerySchema,
    response: { 200: z.array(orderItemDisplaySchema) },
  };
  app.get('/api/order-items', { schema: listSchema }, async (request) => {
    const query = parse(orderItemsQuerySchema, request.query);
    const user = currentUser(request);
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
  });

  const deleteItem = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = idParam(request.params);
    const user = currentUser(request);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          orderId: orders.id,
          collectedBy: orders.collectedBy,
          isPaid: orders.isPaid,
          locationId: orders.locationId,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.id, id))
        // The cart is locked so that an item added meanwhile is seen before the cart is removed.
        .for('update', { of: orders });
      await requireOwnCart(tx, user, row);
      await tx.delete(orderItems).where(eq(orderItems.id, id));
      // An emptied cart goes away with its last item.
      const [left] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, row.orderId))
        .limit(1);
      if (!left)
        await tx.delete(orders).where(and(eq(orders.id, row.orderId), eq(orders.isPaid, false)));
    });
    return reply.code(204).send();
  };
  const deleteSchema = { params: idParamsSchema, response: { 204: noContent } };
  app.delete('/api/order-items/:id', { schema: deleteSchema }, deleteItem);
}
