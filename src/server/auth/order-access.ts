import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { FORBIDDEN } from './guards';
import { LOCATION_FORBIDDEN, assignmentsOfUser, mayUseLocation } from './location-access';
import type { UserRow } from './users-repo';
import { locations, orders, type Tx } from '../db';
import { ORDER_VOIDED } from '../../shared/order-record-schemas';
import { HttpError, badRequest, conflict, notFound } from '../platform';

/**
 * Who may see and act on which order, in one place: admins everything; staff their own orders,
 * every paid one (the queue) and every one placed online, at the locations they are assigned to
 * (all when none are assigned).
 */

export type OrderRow = typeof orders.$inferSelect;

export const ALREADY_PAID = 'This order has already been paid.';
export const ONLINE_CANCELLED = 'This online order was cancelled.';

/** Every staff member of its location sees a paid order (the queue) and one placed online. */
const seenByAllStaff = (order: OrderRow) => order.isPaid || order.channel === 'online';

const mayRead = (user: UserRow, order: OrderRow) =>
  user.isAdmin || seenByAllStaff(order) || order.collectedBy === user.id;

/** The filter of the orders a user may list. */
export async function readableOrders(tx: Tx, user: UserRow): Promise<SQL | undefined> {
  if (user.isAdmin) return undefined;
  const assigned = await assignmentsOfUser(tx, user);
  return and(
    or(eq(orders.isPaid, true), eq(orders.channel, 'online'), eq(orders.collectedBy, user.id)),
    assigned.length ? inArray(orders.locationId, assigned) : undefined,
  );
}

/** 403 unless the orders collected by `collectedBy` are the user's own (admins: anyone's). */
export function requireCollector(user: UserRow, collectedBy: number | null): void {
  if (collectedBy !== user.id && !user.isAdmin) throw new HttpError(403, FORBIDDEN);
}

/** 403 unless the user works at the location. */
export async function requireLocation(tx: Tx, user: UserRow, locationId: number): Promise<void> {
  if (!(await mayUseLocation(tx, user, locationId))) throw new HttpError(403, LOCATION_FORBIDDEN);
}

/** 400 on `location` for an unknown location, 403 when the user does not work there. */
export async function requireKnownLocation(tx: Tx, user: UserRow, locationId: number) {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!row) throw badRequest('location', 'Unknown location.');
  await requireLocation(tx, user, locationId);
}

/** Checks that the user may see the order (404 otherwise) and works at its location (403). */
async function requireOrderAccess(tx: Tx, user: UserRow, order: OrderRow | undefined) {
  if (!order || !mayRead(user, order)) throw notFound('Order not found.');
  await requireLocation(tx, user, order.locationId);
  return order;
}

/** Reads an order the user may see, without locking it (reads only). */
export async function readOrder(tx: Tx, id: number, user: UserRow): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  return requireOrderAccess(tx, user, order);
}

/**
 * Locks an order row for the rest of the transaction and returns it as locked: every write to an
 * order decides on this row, so a checkout, clear or discount change running at the same time
 * either went first (and is seen) or waits.
 */
export async function lockOrder(
  tx: Tx,
  id: number,
  user: UserRow,
  scope: { locationId?: number } = {},
): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, id),
        scope.locationId !== undefined ? eq(orders.locationId, scope.locationId) : undefined,
      ),
    )
    .for('update');
  return requireOrderAccess(tx, user, order);
}

/**
 * The items of one order (GET /api/order-items?order=): staff read their own orders and paid ones
 * (403 otherwise) at their locations; an unknown order is left to the (empty) list.
 */
export async function requireItemsReadable(tx: Tx, user: UserRow, orderId: number) {
  if (user.isAdmin) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  if (!mayRead(user, order)) throw new HttpError(403, FORBIDDEN);
  await requireLocation(tx, user, order.locationId);
}

/** An item is removed only from the user's own unpaid cart (404 / 409), at their location (403). */
export async function requireOwnCart(
  tx: Tx,
  user: UserRow,
  cart: Pick<OrderRow, 'collectedBy' | 'isPaid' | 'locationId' | 'voidedAt'> | undefined,
) {
  if (!cart || cart.collectedBy !== user.id) throw notFound('Order item not found.');
  if (cart.isPaid || cart.voidedAt) throw conflict('The items of a paid order cannot be removed.');
  await requireLocation(tx, user, cart.locationId);
}

/**
 * Only the staff member who took an order checks it out (403), at their location; any of the
 * location's staff collects an online order. Paid or cancelled: 409.
 */
export async function requirePayable(tx: Tx, user: UserRow, order: OrderRow | undefined) {
  if (!order) throw notFound('Order not found.');
  if (order.channel === 'counter' && order.collectedBy !== user.id)
    throw new HttpError(403, 'Only the staff member who took this order can check it out.');
  await requireLocation(tx, user, order.locationId);
  if (order.voidedAt) throw conflict(ORDER_VOIDED);
  if (order.cancelledAt) throw conflict(ONLINE_CANCELLED);
  if (order.isPaid) throw conflict(ALREADY_PAID);
  return order;
}
