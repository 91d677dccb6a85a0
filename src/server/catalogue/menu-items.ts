import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { menuItemResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { menuItemArchiveSchema, menuItemSchema } from '../../shared/catalogue-schemas';
import type { MenuItem } from '../../shared/catalogue-types';
import { hundredthsToString } from '../../shared/money';
import { z, type FieldErrors } from '../../shared/validation';
import { optionalRecordId } from '../../shared/ids';
import { queryBoolean } from '../../shared/query-boolean';
import { recordChange } from '../audit';
import { currentUser } from '../auth';
import {
  type Db,
  flavors,
  FOREIGN_KEY_VIOLATION,
  limitedTimeMenuItems,
  limitedTimePromotions,
  menuItemFlavors,
  menuItems,
  orderItems,
  pgErrorCode,
  sodas,
  type Tx,
} from '../db';
import { parse, ValidationError } from '../platform';
import { deleteRoute } from './delete-guard';
import { findMenuItem, selectMenuItems } from './menu-item-reads';
import { catalogueRouter } from './router';

type MenuItemBody = z.output<typeof menuItemSchema>;

const listQuery = z.object({
  soda: optionalRecordId(),
  is_archived: queryBoolean,
  limited_time_promotions__isnull: queryBoolean,
  limited_time_promotions__limited_time_promo: optionalRecordId(),
  limited_time_promotions__limited_time_promo__is_archived: queryBoolean,
});

function filters(query: z.output<typeof listQuery>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.soda === undefined ? undefined : eq(menuItems.sodaId, query.soda),
    query.is_archived === undefined ? undefined : eq(menuItems.isArchived, query.is_archived),
    query.limited_time_promotions__isnull === undefined
      ? undefined
      : query.limited_time_promotions__isnull
        ? isNull(limitedTimeMenuItems.id)
        : isNotNull(limitedTimeMenuItems.id),
    query.limited_time_promotions__limited_time_promo === undefined
      ? undefined
      : eq(limitedTimeMenuItems.promoId, query.limited_time_promotions__limited_time_promo),
    query.limited_time_promotions__limited_time_promo__is_archived === undefined
      ? undefined
      : eq(
          limitedTimePromotions.isArchived,
          query.limited_time_promotions__limited_time_promo__is_archived,
        ),
  ];
  return and(...conditions);
}

/** The soda, flavors and promo a body names must exist: 400 on the field otherwise. */
async function checkReferences(tx: Tx, body: MenuItemBody) {
  const errors: FieldErrors = {};
  const [soda] = await tx.select({ id: sodas.id }).from(sodas).where(eq(sodas.id, body.soda));
  if (!soda) errors.soda = ['Soda not found.'];
  const ids = body.flavors.map((f) => f.flavor);
  const found = new Set(
    (await tx.select({ id: flavors.id }).from(flavors).where(inArray(flavors.id, ids))).map(
      (f) => f.id,
    ),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) errors.flavors = [`Flavor not found: ${missing.join(', ')}.`];
  const promoId = body.limited_time_menu_item?.limited_time_promo;
  if (promoId !== undefined) {
    const [promo] = await tx
      .select({ id: limitedTimePromotions.id })
      .from(limitedTimePromotions)
      .where(eq(limitedTimePromotions.id, promoId));
    if (!promo) errors.limited_time_menu_item = ['Limited time promo not found.'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Writes the item's recipe and promo link, replacing any it had. */
async function writeParts(tx: Tx, id: number, body: MenuItemBody) {
  await tx.delete(menuItemFlavors).where(eq(menuItemFlavors.menuItemId, id));
  await tx.insert(menuItemFlavors).values(
    body.flavors.map((f) => ({
      menuItemId: id,
      flavorId: f.flavor,
      quantity: hundredthsToString(f.quantity),
    })),
  );
  await tx.delete(limitedTimeMenuItems).where(eq(limitedTimeMenuItems.menuItemId, id));
  if (body.limited_time_menu_item) {
    await tx
      .insert(limitedTimeMenuItems)
      .values({ menuItemId: id, promoId: body.limited_time_menu_item.limited_time_promo });
  }
}

/** One transaction for the item with its recipe; a reference deleted meanwhile is a 400, not a 500. */
async function inTransaction<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      throw new ValidationError({
        non_field_errors: ['A soda, flavor or promo of this menu item no longer exists.'],
      });
    }
    throw error;
  }
}

/**
 * What an item's prices are, audited as a price change: its manual price (null: priced
 * from its recipe) and the price it has in each cup, which a new recipe or soda changes too.
 */
const prices = (item: MenuItem) => ({
  price: item.price?.price ?? null,
  cup_prices: Object.fromEntries(item.cup_prices.map((p) => [p.size.display, p.price])),
});

async function auditPrices(tx: Tx, userId: number, before: MenuItem | null, after: MenuItem) {
  await recordChange(tx, {
    action: 'price_change',
    userId,
    target: `menu item ${after.id}`,
    before: before && prices(before),
    after: prices(after),
    context: { name: after.name },
  });
}

/**
 * PATCH's body: any fields of a menu item, and is_archived. The fields are merged over the stored
 * item and the whole is checked with menuItemSchema (only then is it known what the item will be);
 * here, only that the body is an object and is_archived a boolean.
 */
const menuItemPatchSchema = z
  .looseObject(menuItemArchiveSchema.shape, { error: 'Expected an object' })
  .describe('Any fields of a menu item (as POST takes them), merged over the stored item');

/** The stored item as a create body, for PATCH to merge over. */
const asBody = (item: MenuItem) => ({
  name: item.name,
  soda: item.soda.id,
  flavors: item.flavors.map((f) => ({ flavor: f.flavor.id, quantity: f.quantity })),
  limited_time_menu_item: item.limited_time_menu_item,
  price: item.price,
});

export async function menuItemRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas('menu item', menuItemResponseSchema, menuItemSchema);

  route.get('/api/menu-items', { ...schemas.list, querystring: listQuery }, async (request) =>
    selectMenuItems(db, filters(request.query)),
  );

  route.get('/api/menu-items/:id', schemas.get, async (request) =>
    findMenuItem(db, request.params.id),
  );

  route.post('/api/menu-items', schemas.create, async (request, reply) => {
    const { body } = request;
    const userId = currentUser(request).id;
    const id = await inTransaction(db, async (tx) => {
      await checkReferences(tx, body);
      const [item] = await tx
        .insert(menuItems)
        .values({ name: body.name, sodaId: body.soda, manualPriceCents: body.price?.price ?? null })
        .returning({ id: menuItems.id });
      await writeParts(tx, item.id, body);
      await auditPrices(tx, userId, null, await findMenuItem(tx, item.id));
      return item.id;
    });
    return reply.code(201).send(await findMenuItem(db, id));
  });

  route.patch(
    '/api/menu-items/:id',
    { ...schemas.update, body: menuItemPatchSchema },
    async (request) => {
      const { id } = request.params;
      const patch = request.body;
      const { is_archived } = patch;
      const current = await findMenuItem(db, id);
      const merged = { ...asBody(current) } as Record<string, unknown>;
      for (const key of Object.keys(merged)) if (key in patch) merged[key] = patch[key];
      // Not the request parsed again: the item it makes, checked whole.
      const body = parse(menuItemSchema, merged);
      const userId = currentUser(request).id;
      await inTransaction(db, async (tx) => {
        // Locked, so that the audited prices before are those this update replaces.
        await tx
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(eq(menuItems.id, id))
          .for('update');
        const before = await findMenuItem(tx, id);
        await checkReferences(tx, body);
        await tx
          .update(menuItems)
          .set({
            name: body.name,
            sodaId: body.soda,
            manualPriceCents: body.price?.price ?? null,
            isArchived: is_archived,
          })
          .where(eq(menuItems.id, id));
        await writeParts(tx, id, body);
        await auditPrices(tx, userId, before, await findMenuItem(tx, id));
      });
      return findMenuItem(db, id);
    },
  );

  deleteRoute(route, db, '/api/menu-items', {
    table: menuItems,
    what: 'menu item',
    usages: [
      { table: orderItems, column: orderItems.menuItemId, label: ['order item', 'order items'] },
    ],
  });
}
