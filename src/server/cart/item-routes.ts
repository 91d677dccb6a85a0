import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { centsToDollars } from '../../shared/money';
import {
  FLAT_OR_SPARKLING_REQUIRED,
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
import {
  currentUser,
  mayUseLocation,
  readableOrders,
  requireCollector,
  requireItemsReadable,
  requireLocation,
  requireOwnCart,
  requireStaff,
} from '../auth';
import { locations, orderItems, orders, type Tx } from '../db';
import { conflict, HttpError, idParam, parse, ValidationError } from '../platform';
import {
  type CatalogueSnapshot,
  loadDiscount,
  recipeBasis,
  type ResolvedItem,
  resolveItem,
} from '../catalogue';
import { runIdempotent, type HandlerResult, type KeyRow } from './idempotency';
import {
  addToOpenCart,
  catalogueStillThere,
  createCart,
  insertItem,
  lockCart,
} from './cart-writes';
import { itemDisplay, loadItemDisplays } from '../bar';
import { soldOutName } from '../availability';
import { soldOutMessage } from '../../shared/availability';

const ADD_ITEM_ROUTE = 'POST /api/order-items';

/** 409 naming the first thing of the item the location has sold out of (issue 13). */
function refuseSoldOut(catalogue: CatalogueSnapshot, locationId: number, item: ResolvedItem) {
  const name = soldOutName(catalogue, locationId, item);
  if (name !== undefined) throw conflict(soldOutMessage(name));
}

export async function orderItemRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.addHook('preHandler', requireStaff);

  const createSchema = { body: orderItemCreateSchema, response: { 201: orderItemDisplaySchema } };
  app.post('/api/order-items', { schema: createSchema }, async (request, reply) => {
    // Before any write: the embedded database runs one statement at a time, and a read outside
    // an open transaction would wait for it.
    const catalogue = await request.server.catalogueSnapshot();
    const user = currentUser(request);

    /** The item resolved from the body; throws the 400s a cart or no cart would both give. */
    const resolve = (body: z.output<typeof orderItemCreateSchema>, errors: FieldErrors = {}) => {
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
      const fields = {
        lowSugar: body.low_sugar,
        note: body.note,
        flatOrSparkling: waterChoice ? body.flat_or_sparkling : null,
      };
      return { item, fields };
    };

    // Built from what was stored and the snapshot it was priced with: nothing to read back.
    const answer = (
      { item, fields }: ReturnType<typeof resolve>,
      ids: { id: number; orderId: number },
      locationId: number,
    ): HandlerResult => ({
      status: 201,
      body: itemDisplay({
        item: {
          id: ids.id,
          orderId: ids.orderId,
          menuItemId: item.menuItem?.id ?? null,
          cupId: item.cup.id,
          customSodaId: item.customSodaId,
          sodaId: item.sodaId,
          menuItemName: item.menuItem?.name ?? null,
          priceCents: item.priceCents,
          ...fields,
        },
        order: { id: ids.orderId, collectedBy: user.id, isPaid: false, locationId },
        cupSize: item.cup.size,
        sodaName: catalogue.sodaNames.get(item.sodaId)!,
        recipe: item.kind === 'customized' ? recipeBasis(catalogue, item.menuItem!) : null,
        chosen: item.flavors.map((f) => ({
          flavorId: f.flavorId,
          name: f.flavor.name,
          sugarFreeAvailable: f.flavor.sugarFreeAvailable,
          uom: f.flavor.group.uom,
          quantity: f.quantity,
        })),
      }),
    });

    /**
     * The till's usual add, without a transaction (addToOpenCart): a valid item into the user's
     * open cart at the location, made if there is none yet. Undefined (the transaction below
     * decides) for anything else: a full cart, a cart made or paid meanwhile, a location the user
     * may not use, or any 400.
     */
    const addWithoutTransaction = async (key: KeyRow | undefined) => {
      const body = parse(orderItemCreateSchema, request.body);
      const locationId = body.order__location;
      let resolved;
      try {
        resolved = resolve(body);
      } catch (error) {
        if (error instanceof ValidationError) return undefined; // with the transaction's checks
        throw error;
      }
      if (!(await mayUseLocation(db, user, locationId))) return undefined;
      refuseSoldOut(catalogue, locationId, resolved.item);
      // The stored answer gets the new item's ids from the statement itself.
      const stored = key && { row: key, ...answer(resolved, { id: 0, orderId: 0 }, locationId) };
      const cart = { userId: user.id, locationId };
      const ids = await catalogueStillThere(() =>
        addToOpenCart(app.database, cart, resolved.item, resolved.fields, stored),
      );
      return ids && answer(resolved, ids, locationId);
    };

    const addInTransaction = async (tx: Tx) => {
      const body = parse(orderItemCreateSchema, request.body);
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
      const resolved = resolve(body, errors);
      await requireLocation(tx, user, locationId);
      refuseSoldOut(catalogue, locationId, resolved.item);
      const orderId = cartId ?? (await createCart(tx, user.id, locationId));
      const ids = await catalogueStillThere(() =>
        insertItem(tx, orderId, resolved.item, resolved.fields),
      );
      if (!ids) throw new HttpError(400, ORDER_FULL);
      return answer(resolved, ids, locationId);
    };

    return runIdempotent(request, reply, ADD_ITEM_ROUTE, addInTransaction, addWithoutTransaction);
  });

  const priceSchema = {
    querystring: priceQuoteSchema,
    response: { 200: priceQuoteResponseSchema },
  };
  app.get('/api/order-items/price', { schema: priceSchema }, async (request) => {
    const query = parse(priceQuoteSchema, request.query);
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
          voidedAt: orders.voidedAt,
          locationId: orders.locationId,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orderItems.id, id))
        // The cart is locked so that an item added meanwhile is seen before the cart is removed.
        .for('update', { of: orders });
      await requireOwnCart(tx, user, row);
      await tx.delete(orderItems).where(eq(orderItems.id, id));
      await tx
        .update(orders)
        .set({ itemCount: sql`${orders.itemCount} - 1` })
        .where(eq(orders.id, row.orderId));
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
