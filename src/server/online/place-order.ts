import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { onlineItemSchema, type onlineOrderSchema } from '../../shared/online-order-schemas';
import { soldOutMessage } from '../../shared/sold-out';
import type { FieldErrors, z } from '../../shared/validation';
import { soldOutName } from '../availability';
import { notifyQueue } from '../bar';
import { insertItem, priceItem } from '../cart';
import { pausedUntil, type CatalogueSnapshot } from '../catalogue';
import {
  locations,
  orders,
  pgConstraint,
  pgErrorCode,
  type Database,
  type Tx,
  UNIQUE_VIOLATION,
} from '../db';
import { badRequest, conflict, HttpError, notFound, ValidationError } from '../platform';
import { onlineOrderFigures, orderWithLocation, type OrderRow } from './online-order';
import { pickupSlots } from './slots';

type OnlineOrderBody = z.output<typeof onlineOrderSchema>;
type LocationRow = typeof locations.$inferSelect;

export const SLOT_FULL = 'That pickup time is full: choose another.';
export const NOT_A_SLOT = 'Choose one of the pickup times offered.';
export const KEY_REUSED = 'This Idempotency-Key was used with a different order.';
const KEY_REQUIRED = 'An Idempotency-Key header of 1 to 200 characters is required.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const localTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
const localDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** Each drink by the till's rules, priced from the snapshot; 400 naming `items.{i}.{field}`. */
function pricedDrinks(catalogue: CatalogueSnapshot, items: unknown[]) {
  const errors: FieldErrors = {};
  const drinks = items.flatMap((raw, i) => {
    const rekey = (fields: FieldErrors) =>
      Object.entries(fields).forEach(
        ([field, messages]) => (errors[`items.${i}.${field}`] = messages),
      );
    const parsed = onlineItemSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = `items.${i}.${String(issue.path[0] ?? 'item')}`;
        (errors[field] ??= []).push(issue.message);
      }
      return [];
    }
    try {
      return [priceItem(catalogue, parsed.data)];
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      rekey(error.fields);
      return [];
    }
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return drinks;
}

/** The location, locked against another order taking the same slot or code, if it takes orders. */
async function acceptingLocation(tx: Tx, id: number, now: Date): Promise<LocationRow> {
  const [location] = await tx
    .select()
    .from(locations)
    .where(eq(locations.id, id))
    .for('no key update');
  if (!location?.onlineOrdering) throw notFound('Location not found.');
  const paused = pausedUntil(location, now);
  if (paused) {
    const until = localTime(new Date(paused), location.timeZone);
    throw conflict(`Online ordering is paused at ${location.name} until ${until}.`);
  }
  return location;
}

/** When it is to be picked up (null: as soon as possible) and when it joins the bar's queue. */
async function pickupTimes(tx: Tx, location: LocationRow, asked: string | null, now: Date) {
  if (asked === null) return { pickupAt: null, dueAt: now };
  const at = new Date(asked);
  const slot = Number.isNaN(at.getTime())
    ? undefined
    : (await pickupSlots(tx, location, now)).find((s) => s.start === at.toISOString());
  if (!slot) throw badRequest('pickup_at', NOT_A_SLOT);
  if (slot.available <= 0) throw conflict(SLOT_FULL);
  return { pickupAt: at, dueAt: new Date(at.getTime() - location.onlineSlotMinutes * 60_000) };
}

/** The next pickup code of the location's day: W1, W2, ... */
async function nextCode(tx: Tx, locationId: number, day: string) {
  const [{ taken }] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.locationId, locationId), eq(orders.pickupDay, day)));
  return `W${Number(taken) + 1}`;
}

/** The 201's body: what the customer keeps (the token follows the order). */
async function placedAnswer(db: Tx, order: OrderRow, location: LocationRow) {
  return {
    token: order.onlineToken!,
    code: order.pickupCode!,
    status: 'received' as const,
    pickup_at: order.pickupAt?.toISOString() ?? null,
    ...(await onlineOrderFigures(db, order, location)),
  };
}

/** The order an earlier request with this key placed: its answer again, or 422 for another body. */
async function replay(db: Tx, keyHash: string, bodyHash: string) {
  const row = await orderWithLocation(db, eq(orders.onlineRequestKey, keyHash));
  if (!row) return undefined;
  if (row.order.onlineRequestHash !== bodyHash) throw new HttpError(422, KEY_REUSED);
  return placedAnswer(db, row.order, row.location);
}

export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key?.trim() || key.length > 200) throw new HttpError(400, KEY_REQUIRED);
  return key;
}

/**
 * POST /api/public/orders: prices every drink on the server, checks the location takes orders,
 * the drinks are not sold out and not too many, and the slot has room, then stores the order
 * unpaid (channel online) with a secret token and the day's next pickup code. The location's row
 * is locked for the check and the write, so a slot never takes more than its capacity. The same
 * Idempotency-Key answers the same order again.
 */
export async function placeOnlineOrder(
  database: Database,
  catalogue: CatalogueSnapshot,
  request: { body: OnlineOrderBody; key: string },
) {
  const { body } = request;
  const keyHash = sha256(`${body.location}:${request.key}`);
  // Of the order as read: a field the route does not read (a price) changes nothing.
  const bodyHash = sha256(JSON.stringify(body));
  const earlier = await replay(database.db, keyHash, bodyHash);
  if (earlier) return earlier;
  const drinks = pricedDrinks(catalogue, body.items);
  try {
    return await database.db.transaction(async (tx) => {
      const now = new Date();
      const location = await acceptingLocation(tx, body.location, now);
      if (drinks.length > location.onlineMaxDrinks) {
        throw conflict(`An online order here holds at most ${location.onlineMaxDrinks} drinks.`);
      }
      for (const { item } of drinks) {
        const name = soldOutName(catalogue, location.id, item);
        if (name !== undefined) throw conflict(soldOutMessage(name));
      }
      const { pickupAt, dueAt } = await pickupTimes(tx, location, body.pickup_at, now);
      const pickupDay = localDay(pickupAt ?? now, location.timeZone);
      const [order] = await tx
        .insert(orders)
        .values({
          channel: 'online',
          locationId: location.id,
          onlineToken: randomBytes(24).toString('base64url'),
          pickupCode: await nextCode(tx, location.id, pickupDay),
          pickupDay,
          customerName: body.customer_name,
          customerPhone: body.phone || null,
          pickupAt,
          dueAt,
          // Due already (as soon as possible, or a slot starting within its length): queued now.
          queuedAt: dueAt <= now ? dueAt : null,
          onlineRequestKey: keyHash,
          onlineRequestHash: bodyHash,
        })
        .returning();
      for (const { item, fields } of drinks) await insertItem(tx, order.id, item, fields);
      if (order.queuedAt) await notifyQueue(tx, location.id, order.id);
      return placedAnswer(tx, order, location);
    });
  } catch (error) {
    const sameKey =
      pgErrorCode(error) === UNIQUE_VIOLATION &&
      pgConstraint(error) === 'orders_online_request_key';
    if (!sameKey) throw error;
    return (await replay(database.db, keyHash, bodyHash))!;
  }
}
