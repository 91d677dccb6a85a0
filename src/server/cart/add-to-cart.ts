import { eq } from 'drizzle-orm';
import { soldOutMessage } from '../../shared/availability';
import {
  FLAT_OR_SPARKLING_REQUIRED,
  ORDER_FULL,
  needsFlatOrSparkling,
  orderItemCreateSchema,
} from '../../shared/order-schemas';
import type { FieldErrors, z } from '../../shared/validation';
import { mayUseLocation, requireLocation, type UserRow } from '../auth';
import { soldOutName } from '../availability';
import { itemDisplay } from '../bar';
import { recipeBasis, resolveItem, type CatalogueSnapshot, type ResolvedItem } from '../catalogue';
import { locations, type Database, type Tx } from '../db';
import { conflict, HttpError, ValidationError } from '../platform';
import {
  addToOpenCart,
  catalogueStillThere,
  createCart,
  insertItem,
  lockCart,
  type ItemFields,
} from './cart-writes';
import type { HandlerResult, KeyRow } from './idempotency';

// The add-to-cart use case (POST /api/order-items): price the drink from the catalogue snapshot,
// refuse what the location has sold out of, put it into the cashier's cart, answer with the item
// as the till shows it. Tried first without a transaction (the till's usual add), then, when that
// could not decide, in a transaction that locks the cart and gives every error.

/** Who adds, and the catalogue snapshot read before any write (the embedded database runs one
 * statement at a time, so a read outside an open transaction would wait for it). */
export interface AddToCart {
  user: UserRow;
  catalogue: CatalogueSnapshot;
}

type AddItemBody = z.output<typeof orderItemCreateSchema>;

/** A drink priced and ready to store: the resolved item and the fields stored beside it. */
interface PricedItem {
  item: ResolvedItem;
  fields: ItemFields;
}

/** 409 naming the first thing of the item the location has sold out of. */
export function refuseSoldOut(
  catalogue: CatalogueSnapshot,
  locationId: number,
  item: ResolvedItem,
) {
  const name = soldOutName(catalogue, locationId, item);
  if (name !== undefined) throw conflict(soldOutMessage(name));
}

/**
 * Step 1: the item priced from the body; throws the 400s a cart or no cart would both give. Also
 * prices each drink of an online order, which names its location once.
 */
export function priceItem(
  catalogue: CatalogueSnapshot,
  body: Omit<AddItemBody, 'order__location'>,
  errors: FieldErrors = {},
): PricedItem {
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
}

/** The last step: the 201, built from what was stored and the snapshot it was priced with. */
function addedItem(
  { user, catalogue }: AddToCart,
  { item, fields }: PricedItem,
  ids: { id: number; orderId: number },
  locationId: number,
): HandlerResult {
  return {
    status: 201,
    body: itemDisplay({
      item: {
        id: ids.id,
        orderId: ids.orderId,
        menuItemId: item.menuItem?.id ?? null,
        cupId: item.cup.id,
        customSodaId: item.customSodaId,
        sodaId: item.sodaId,
        costCents: null,
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
  };
}

/**
 * The till's usual add, without a transaction (addToOpenCart): a valid item into the user's open
 * cart at the location, made if there is none yet. Undefined (the transaction decides) for
 * anything else: a full cart, a cart made or paid meanwhile, a location the user may not use, or
 * any 400.
 */
export async function addWithoutTransaction(
  database: Database,
  add: AddToCart,
  body: AddItemBody,
  key: KeyRow | undefined,
): Promise<HandlerResult | undefined> {
  const locationId = body.order__location;
  let priced: PricedItem;
  try {
    priced = priceItem(add.catalogue, body);
  } catch (error) {
    if (error instanceof ValidationError) return undefined; // with the transaction's checks
    throw error;
  }
  if (!(await mayUseLocation(database.db, add.user, locationId))) return undefined;
  refuseSoldOut(add.catalogue, locationId, priced.item);
  // The stored answer gets the new item's ids from the statement itself.
  const stored = key && { row: key, ...addedItem(add, priced, { id: 0, orderId: 0 }, locationId) };
  const cart = { userId: add.user.id, locationId };
  const ids = await catalogueStillThere(() =>
    addToOpenCart(database, cart, priced.item, priced.fields, stored),
  );
  return ids && addedItem(add, priced, ids, locationId);
}

/** 400 on order__location for a location that does not exist (a cart proves it does). */
async function knownLocationErrors(tx: Tx, cartId: number | undefined, locationId: number) {
  const errors: FieldErrors = {};
  if (cartId !== undefined) return errors;
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!location) errors.order__location = ['Unknown location.'];
  return errors;
}

/** The add in a transaction: the cart locked (or made), every check, the item stored. */
export async function addInTransaction(
  tx: Tx,
  add: AddToCart,
  body: AddItemBody,
): Promise<HandlerResult> {
  const locationId = body.order__location;
  const cartId = await lockCart(tx, add.user.id, locationId);
  const priced = priceItem(add.catalogue, body, await knownLocationErrors(tx, cartId, locationId));
  await requireLocation(tx, add.user, locationId);
  refuseSoldOut(add.catalogue, locationId, priced.item);
  const orderId = cartId ?? (await createCart(tx, add.user.id, locationId));
  const ids = await catalogueStillThere(() => insertItem(tx, orderId, priced.item, priced.fields));
  if (!ids) throw new HttpError(400, ORDER_FULL);
  return addedItem(add, priced, ids, locationId);
}
