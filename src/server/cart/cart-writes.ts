import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { hundredthsToString } from '../../shared/money';
import { MAX_ITEMS_PER_ORDER } from '../../shared/order-schemas';
import { requireOwnCart, type UserRow } from '../auth';
import {
  compiled,
  type Database,
  FOREIGN_KEY_VIOLATION,
  orderItems,
  orders,
  pgErrorCode,
  selectRows,
  type Tx,
} from '../db';
import { conflict } from '../platform';
import type { KeyRow } from './idempotency';
import type { ResolvedItem } from '../catalogue';

// The writes that put items into a cart. Every one locks the cart row it counts the item on.

/**
 * `is_paid = false` as a literal, not a bound parameter: a prepared statement's generic plan can
 * use the open-cart index (orders_one_cart) only when its predicate is written out.
 */
const cartOf = (userId: number | SQLWrapper, locationId: number | SQLWrapper) =>
  and(
    eq(orders.collectedBy, userId),
    eq(orders.locationId, locationId),
    sql`${orders.isPaid} = false`,
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

/**
 * How itemInsert finds the item's cart: by id, locked by the caller's transaction (`order`); the
 * user's open cart at a location (`openCart`); or a cart it makes for the item (`newCart`).
 */
type CartStep = 'order' | 'openCart' | 'newCart';
/** The ids that name the cart: the order's, or the user's and the location's. */
type CartIds = { orderId: number } | { userId: number; locationId: number };

export interface ItemFields {
  lowSugar: boolean;
  note: string;
  flatOrSparkling: string | null;
}

/** The Idempotency-Key stored by the same statement, with the answer to replay. */
export interface KeyWithAnswer {
  row: KeyRow;
  status: number;
  body: unknown;
}

/** Every value itemInsert binds, by name. */
export interface ItemValues {
  orderId: number | null;
  userId: number | null;
  locationId: number | null;
  menuItemId: number | null;
  cupId: number;
  customSodaId: number | null;
  sodaId: number;
  menuItemName: string | null;
  lowSugar: boolean;
  note: string;
  flatOrSparkling: string | null;
  priceCents: number;
  flavorIds: number[];
  quantities: string[];
  keyUserId: number | null;
  key: string | null;
  route: string | null;
  requestHash: string | null;
  status: number | null;
  body: string | null;
}

/** How a statement refers to a value: a parameter now, or a placeholder filled at each run. */
type Bind = (name: keyof ItemValues) => SQLWrapper;

function itemValues(
  cart: CartIds,
  item: ResolvedItem,
  fields: ItemFields,
  key: KeyWithAnswer | undefined,
): ItemValues {
  return {
    orderId: 'orderId' in cart ? cart.orderId : null,
    userId: 'userId' in cart ? cart.userId : null,
    locationId: 'locationId' in cart ? cart.locationId : null,
    menuItemId: item.menuItem?.id ?? null,
    cupId: item.cup.id,
    customSodaId: item.customSodaId,
    sodaId: item.sodaId,
    menuItemName: item.menuItem?.name ?? null,
    ...fields,
    priceCents: item.priceCents,
    flavorIds: item.flavors.map((f) => f.flavorId),
    quantities: item.flavors.map((f) => hundredthsToString(f.quantity)),
    keyUserId: key?.row.userId ?? null,
    key: key?.row.key ?? null,
    route: key?.row.route ?? null,
    requestHash: key?.row.requestHash ?? null,
    status: key?.status ?? null,
    body: key ? JSON.stringify(key.body) : null,
  };
}

/**
 * The statement that stores an item with its flavor lines, counted on its cart: the UPDATE of
 * the cart's item_count locks the cart and checks that it is unpaid and holds fewer than
 * MAX_ITEMS_PER_ORDER items on its latest version, also after waiting for another writer (an
 * UPDATE re-checks its WHERE on the row it waited for; a count of the items would not). With
 * a key, the Idempotency-Key and its answer are stored by the same statement, the new ids written
 * into the body; a key stored meanwhile fails it with a unique violation, so nothing is written
 * twice. Its text depends only on the cart step, so the till's adds are built once and prepared.
 */
function itemInsert(step: CartStep, bind: Bind): SQL {
  return sql`with ${cartStep(step, bind)},
    item as (
      insert into order_items (order_id, menu_item_id, cup_id, custom_soda_id, soda_id,
        menu_item_name, low_sugar, note, flat_or_sparkling, price_cents)
      select cart.id, ${bind('menuItemId')}::int, ${bind('cupId')}::int,
        ${bind('customSodaId')}::int, ${bind('sodaId')}::int, ${bind('menuItemName')}::text,
        ${bind('lowSugar')}::boolean, ${bind('note')}::text, ${bind('flatOrSparkling')}::text,
        ${bind('priceCents')}::int
      from cart
      returning id, order_id),
    flavors as (
      insert into order_item_flavors (order_item_id, flavor_id, quantity)
      select item.id, line.flavor_id, line.quantity
      from item cross join unnest(${bind('flavorIds')}::int[], ${bind('quantities')}::numeric[])
        with ordinality as line(flavor_id, quantity, n)
      order by line.n),
    stored_key as (
      insert into idempotency_keys (user_id, key, route, request_hash, status_code, body)
      select ${bind('keyUserId')}::int, ${bind('key')}::text, ${bind('route')}::text,
        ${bind('requestHash')}::text, ${bind('status')}::int,
        jsonb_set(jsonb_set(${bind('body')}::jsonb, '{id}',
          to_jsonb(item.id)), '{order__id}', to_jsonb(item.order_id))
      from item where ${bind('key')}::text is not null)
    select id, order_id as "orderId" from item`;
}

const countedIn = (cart: SQL | undefined) => sql`update orders set item_count = item_count + 1
  where ${cart} and item_count < ${MAX_ITEMS_PER_ORDER}::int
  returning id`;

/**
 * The `cart` step of itemInsert: the cart counted with its new item. A new cart is made only when
 * the statement's snapshot shows no open cart; the unique open-cart index makes a second one made
 * meanwhile insert nothing, as does an unknown location. The till's two steps are separate
 * statements: a step that may insert a cart costs PostgreSQL more to run even when it inserts
 * nothing, and most adds go to a cart that exists.
 */
function cartStep(step: CartStep, bind: Bind): SQL {
  if (step === 'order')
    return sql`cart as (${countedIn(
      and(eq(orders.id, bind('orderId')), eq(orders.isPaid, false), isNull(orders.voidedAt)),
    )})`;
  const open = cartOf(bind('userId'), bind('locationId'));
  if (step === 'openCart') return sql`cart as (${countedIn(open)})`;
  return sql`cart as (
      insert into orders (collected_by, location_id, item_count)
      select ${bind('userId')}::int, ${bind('locationId')}::int, 1
      where not exists (select 1 from orders where ${open})
        and exists (select 1 from locations where id = ${bind('locationId')}::int)
      on conflict do nothing
      returning id)`;
}

/** The till's adds, their text built once. */
const placeholder: Bind = (name) => sql.placeholder(name);
const openCartAdd = compiled<ItemValues>(() => itemInsert('openCart', placeholder));
const newCartAdd = compiled<ItemValues>(() => itemInsert('newCart', placeholder));
/** The two prepared adds, for the test that reads their generic plans. */
export const preparedAdds = { openCart: openCartAdd, newCart: newCartAdd };

type Added = { id: number; orderId: number } | undefined;

/** Stores an item in the cart the transaction has locked (undefined when the cart is full). */
export async function insertItem(
  tx: Tx,
  orderId: number,
  item: ResolvedItem,
  fields: ItemFields,
): Promise<Added> {
  const values = itemValues({ orderId }, item, fields, undefined);
  const statement = itemInsert('order', (name) => sql.param(values[name]));
  const [added] = await selectRows<NonNullable<Added>>(tx, statement);
  return added;
}

/**
 * Tills (user and location) whose cart this instance has just seen paid: their next add makes a
 * new cart, so it tries that statement first and saves the one that would find no open cart. Only
 * a guess: each statement checks the cart for itself, and a wrong guess costs the other one.
 */
const paidCarts = new Set<string>();
const PAID_CARTS_KEPT = 10_000;
const tillKey = (cart: { userId: number; locationId: number }) =>
  `${cart.userId}:${cart.locationId}`;

/** The till's cart was paid: its next add will make a new one. */
export function cartPaid(cart: { userId: number; locationId: number }): void {
  if (paidCarts.size >= PAID_CARTS_KEPT) paidCarts.clear();
  paidCarts.add(tillKey(cart));
}

/**
 * The till's usual add, outside a transaction: one prepared statement puts the item into the
 * user's open cart at the location, or, when it found none, a second one on the same connection
 * makes the cart with the item (the other way round just after the till's cart was paid).
 * Undefined when neither could add it (a full cart, a cart made or paid meanwhile, an unknown
 * location): the caller's transaction decides under its locks.
 */
export async function addToOpenCart(
  database: Database,
  cart: { userId: number; locationId: number },
  item: ResolvedItem,
  fields: ItemFields,
  key: KeyWithAnswer | undefined,
): Promise<Added> {
  const values = itemValues(cart, item, fields, key);
  const newCartFirst = paidCarts.delete(tillKey(cart));
  return database.onOneConnection(async (run) => {
    const toOpen = () => run<NonNullable<Added>>('add-to-open-cart', openCartAdd(values));
    const toNew = () => run<NonNullable<Added>>('add-to-new-cart', newCartAdd(values));
    const [first, second] = newCartFirst ? [toNew, toOpen] : [toOpen, toNew];
    const [added] = await first();
    if (added) return added;
    const [made] = await second();
    return made;
  });
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

/**
 * Removes an item from the user's own unpaid cart (404 / 409 otherwise); an emptied cart goes
 * away with its last item.
 */
export async function removeItem(tx: Tx, user: UserRow, id: number): Promise<void> {
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
  await tx
    .delete(orders)
    .where(
      and(
        eq(orders.id, row.orderId),
        eq(orders.isPaid, false),
        sql`not exists (select 1 from order_items where order_items.order_id = orders.id)`,
      ),
    );
}
