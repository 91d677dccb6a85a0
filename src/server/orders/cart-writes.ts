import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { hundredthsToString } from '../../shared/money';
import { MAX_ITEMS_PER_ORDER } from '../../shared/order-schemas';
import type { Database, Tx } from '../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { orders } from '../db/schema';
import { conflict } from '../errors';
import type { KeyRow } from './idempotency';
import type { ResolvedItem } from './item-pricing';

// The writes that put items into a cart. Every one locks the cart row it counts the item on.

const cartOf = (userId: number, locationId: number) =>
  and(
    eq(orders.collectedBy, userId),
    eq(orders.locationId, locationId),
    eq(orders.isPaid, false),
    isNull(orders.voidedAt),
  );

/** The user's cart at the location, locked; undefined when there is none. */
export async function lockCart(tx: Tx, userId: number, locationId: number) {
  // Locked, so a cart being cleared or paid meanwhile either goes first (and is not found) or waits.
  const [cart] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(cartOf(userId, locationId))
    .for('update');
  return cart?.id;
}

/** Makes the user's cart at the location (or finds the one a concurrent request just made), locked. */
export async function createCart(tx: Tx, userId: number, locationId: number): Promise<number> {
  const [created] = await tx
    .insert(orders)
    .values({ collectedBy: userId, locationId })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (created) return created.id;
  const raced = await lockCart(tx, userId, locationId);
  return raced!;
}

/** The cart an item goes into: one already locked by id, or the user's open cart at a location. */
type CartTarget = { orderId: number } | { userId: number; locationId: number };

export interface ItemFields {
  lowSugar: boolean;
  note: string;
  flatOrSparkling: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The Idempotency-Key stored by the same statement, with the answer to replay. */
export interface KeyWithAnswer {
  row: KeyRow;
  status: number;
  body: unknown;
}

/**
 * The statement that stores an item with its flavor lines, counted on its cart: the UPDATE of
 * the cart's item_count locks the cart and checks that it is unpaid and holds fewer than
 * MAX_ITEMS_PER_ORDER items on its latest version, also after waiting for another writer (an
 * UPDATE re-checks its WHERE on the row it waited for; a count of the items would not). With
 * `key`, the Idempotency-Key and its answer are stored by the same statement, the new ids written
 * into the body; a key stored meanwhile fails it with a unique violation, so nothing is written
 * twice. Its text depends only on the kind of target, so it can be a prepared statement.
 */
function itemInsert(
  target: CartTarget,
  item: ResolvedItem,
  fields: ItemFields,
  key: KeyWithAnswer | undefined,
): SQL {
  const cart =
    'orderId' in target
      ? and(eq(orders.id, target.orderId), eq(orders.isPaid, false), isNull(orders.voidedAt))
      : cartOf(target.userId, target.locationId);
  const flavorIds = sql.param(item.flavors.map((f) => f.flavorId));
  const quantities = sql.param(item.flavors.map((f) => hundredthsToString(f.quantity)));
  const keyText = key?.row.key ?? null;
  return sql`with cart as (
      update orders set item_count = item_count + 1
      where ${cart} and item_count < ${MAX_ITEMS_PER_ORDER}::int
      returning id),
    item as (
      insert into order_items (order_id, menu_item_id, cup_id, custom_soda_id, soda_id,
        menu_item_name, low_sugar, note, flat_or_sparkling, price_cents)
      select cart.id, ${item.menuItem?.id ?? null}::int, ${item.cup.id}::int,
        ${item.customSodaId}::int, ${item.sodaId}::int, ${item.menuItem?.name ?? null}::text,
        ${fields.lowSugar}::boolean, ${fields.note}::text, ${fields.flatOrSparkling}::text,
        ${item.priceCents}::int
      from cart
      returning id, order_id),
    flavors as (
      insert into order_item_flavors (order_item_id, flavor_id, quantity)
      select item.id, line.flavor_id, line.quantity
      from item cross join unnest(${flavorIds}::int[], ${quantities}::numeric[])
        with ordinality as line(flavor_id, quantity, n)
      order by line.n),
    stored_key as (
      insert into idempotency_keys (user_id, key, route, request_hash, status_code, body)
      select ${key?.row.userId ?? null}::int, ${keyText}::text, ${key?.row.route ?? null}::text,
        ${key?.row.requestHash ?? null}::text, ${key?.status ?? null}::int,
        jsonb_set(jsonb_set(${key ? JSON.stringify(key.body) : null}::jsonb, '{id}',
          to_jsonb(item.id)), '{order__id}', to_jsonb(item.order_id))
      from item where ${keyText}::text is not null)
    select id, order_id as "orderId" from item`;
}

type Added = { id: number; orderId: number } | undefined;

/** Stores an item in the cart the transaction has locked (undefined when the cart is full). */
export async function insertItem(
  tx: Tx,
  orderId: number,
  item: ResolvedItem,
  fields: ItemFields,
): Promise<Added> {
  return rowsOf<NonNullable<Added>>(
    await tx.execute(itemInsert({ orderId }, item, fields, undefined)),
  )[0];
}

/**
 * The till's usual add in one prepared statement, outside a transaction: the item goes into the
 * user's open cart at the location. Undefined when there is none or it is full.
 */
export async function addToOpenCart(
  database: Database,
  cart: { userId: number; locationId: number },
  item: ResolvedItem,
  fields: ItemFields,
  key: KeyWithAnswer | undefined,
): Promise<Added> {
  const rows = await database.runPrepared<NonNullable<Added>>(
    'add-to-open-cart',
    itemInsert(cart, item, fields, key),
  );
  return rows[0];
}

const CATALOGUE_CHANGED = 'The menu changed meanwhile: check the drink and add it again.';

/** A catalogue row removed after this instance's snapshot was taken fails the foreign key. */
export async function catalogueStillThere<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(CATALOGUE_CHANGED);
    throw error;
  }
}
