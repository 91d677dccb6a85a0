import { and, eq } from 'drizzle-orm';
import { FORBIDDEN } from '../auth/guards';
import type { UserRow } from '../auth/users-repo';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';
import { HttpError, conflict } from '../platform/errors';
import { ALREADY_PAID, lockOrder } from '../auth/order-access';
import { recordAudit } from '../audit/audit-log';
import { applyTransition, notifyQueue, type TransitionName } from './transitions';
import { removePaidOrder } from '../sales/void';

// The live channel reaches orders through this module alone (eslint boundaries).
export { QUEUE_CHANNEL } from './transitions';
export { loadQueue, loadQueueEntries, loadQueueWindow, type QueueEntry } from './order-display';

const ONLY_ADMIN_REMOVES = 'Only an admin can remove an order from the queue.';

/**
 * A staff member deletes their own unpaid order (clear cart, cancel order); removing a paid order
 * from the queue is for admins, and keeps it in history as voided (issue 15). Decided on the
 * locked row: a cart paid meanwhile is a 409. Audited either way.
 */
export async function deleteOrder(
  tx: Tx,
  id: number,
  user: UserRow,
  scope: { locationId?: number } = {},
): Promise<void> {
  const order = await lockOrder(tx, id, user, scope);
  if (order.isPaid && !user.isAdmin) {
    if (order.collectedBy === user.id) throw conflict(ALREADY_PAID);
    throw new HttpError(403, ONLY_ADMIN_REMOVES);
  }
  if (order.isPaid) await removePaidOrder(tx, order, user);
  else await tx.delete(orders).where(and(eq(orders.id, id), eq(orders.isPaid, false)));
  await recordAudit(tx, {
    action: 'order_delete',
    userId: user.id,
    target: `order ${id}`,
    locationId: order.locationId,
    details: { paid: order.isPaid, voided: order.isPaid },
  });
}

/** The live channel's delete_order: admins only, an order of the channel's location. */
export async function removeFromQueue(tx: Tx, id: number, user: UserRow, locationId: number) {
  if (!user.isAdmin) throw new HttpError(403, FORBIDDEN);
  await deleteOrder(tx, id, user, { locationId });
}

/** The queue moves of the live channel, scoped to the channel's location. */
type LiveScope = { user: UserRow; locationId: number };

const move = (name: TransitionName) => (tx: Tx, id: number, scope: LiveScope) =>
  applyTransition(tx, id, name, scope);

export const startOrder = move('start');
export const releaseOrder = move('release');
export const completeOrder = move('complete');
export const reopenOrder = move('reopen');

/** Tells every instance to push the location's queue again (a client asked for a refresh). */
export const announceQueue = (tx: Tx, locationId: number) => notifyQueue(tx, locationId);
