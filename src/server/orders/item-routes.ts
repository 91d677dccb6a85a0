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
import { locations, orderItems, orders } from '../db/schema';
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
import { itemDisplay, loadItemDisplays } from './item-display';
import { resolveItem, type ResolvedItem } from './item-pricing';

/** The user's cart at the location, locked; undefined when there is none. */
async function lockCart(tx: Tx, userId: number, locationId: number) {
  // Locked, so a cart being cleared or paid meanwhile either goes first (and is not found) or waits.
  const [cart] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(cartOf(userId, locationId))
    .for('update');
  return cart?.id;
}

const cartOf = (userId: number, locationId: number) =>
  and(eq(orders.collectedBy, userId), eq(orders.locationId, locationId), eq(orders.isPaid, false));

/** Makes the user's cart at the location (or finds the one a concurrent request just made), locked. */
async function createCart(tx: Tx, userId: number, locationId: number): Promise<number> {
  const [created] = await tx
    .insert(orders)
    .values({ collectedBy: userId, locationId })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (created) return created.id;
  const raced = await lockCart(tx, userId, locationId);
  return raced!;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Stores an item and its flavor lines in one statement, unless the cart already holds
 * MAX_ITEMS_PER_ORDER items (undefined then). Counted here, after the cart was locked: the
 * statement that took the lock still saw the cart as it was before waiting for it.
 */
async function insertItem(
  tx: Tx,
  orderId: number,
  item: ResolvedItem,
  fields: { lowSugar: boolean; note: string; flatOrSparkling: string | null },
): Promise<number | undefined> {
  const lines = item.flavors.map(
    (f, i) => sql`(${i}::int, ${f.flavorId}::int, ${hundredthsToString(f.quantity)}::numeric)`,
  );
  const flavorInsert = lines.length
    ? sql`, flavors as (
        insert into order_item_flavors (order_item_id, flavor_id, quantity)
        select item.id, line.flavor_id, line.quantity
        from item cross join (values ${sql.join(lines, sql`, `)}) as line(n, flavor_id, quantity)
        order by line.n)`
    : sql``;
  const result = await tx.execute(sql`with item as (
      insert into order_items (order_id, menu_item_id, cup_id, custom_soda_id, soda_id,
        menu_item_name, low_sugar, note, flat_or_sparkling, price_cents)
      select ${orderId}::int, ${item.menuItem?.id ?? null}::int, ${item.cup.id}::int,
        ${item.customSodaId}::int, ${item.sodaId}::int, ${item.menuItem?.name ?? null}::text,
        ${fields.lowSugar}::boolean, ${fields.note}::text, ${fields.flatOrSparkling}::text,
        ${item.priceCents}::int
      where (select count(*) from order_items where order_id = ${orderId}) < ${MAX_ITEMS_PER_ORDER}
      returning id)${flavorInsert}
    select id from item`);
  return rowsOf<{ id: number }>(result)[0]?.id;
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
      const user = currentUser(request);
      const locationId = body.order__location;
      // An existing cart also proves that the location exists (foreign key).
      const cartId = await lockCart(tx, user.id, locationId);
      const errors: FieldErrors = {};
      if (cartId === undefined) {
        const [location] = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(eq(locations.id, locationId));
        if (!location) errors.order__location = ['Unknown location.'];
      }
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

      await requireLocation(tx, user, locationId);
      const orderId = cartId ?? (await createCart(tx, user.id, locationId));
      const stored = {
        lowSugar: body.low_sugar,
        note: body.note,
        flatOrSparkling: waterChoice ? body.flat_or_sparkling : null,
      };
      const id = await catalogueStillThere(() => insertItem(tx, orderId, item, stored));
      if (id === undefined) throw new HttpError(400, ORDER_FULL);
      // Built from what was stored and the snapshot it was priced with: nothing to read back.
      const display = itemDisplay({
        item: {
          id,
          orderId,
          menuItemId: item.menuItem?.id ?? null,
          cupId: item.cup.id,
          customSodaId: item.customSodaId,
          sodaId: item.sodaId,
          menuItemName: item.menuItem?.name ?? null,
          priceCents: item.priceCents,
          ...stored,
        },
        order: { id: orderId, collectedBy: user.id, isPaid: false, locationId },
        cupSize: item.cup.size,
        sodaName: catalogue.sodaNames.get(item.sodaId)!,
        chosen: item.flavors.map((f) => ({
          flavorId: f.flavorId,
          name: f.flavor.name,
          sugarFreeAvailable: f.flavor.sugarFreeAvailable,
          uom: f.flavor.group.uom,
          quantity: f.quantity,
        })),
      });
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
      await tx
        .delete(orders)
        .where(
          and(
            eq(orders.id, row.orderId),
            eq(orders.isPaid, false),
            sql`not exists (select 1 from order_items where order_items.order_id = orders.id)`,
          ),
        );
    });
    return reply.code(204).send();
  };
  const deleteSchema = { params: idParamsSchema, response: { 204: noContent } };
  app.delete('/api/order-items/:id', { schema: deleteSchema }, deleteItem);
}
