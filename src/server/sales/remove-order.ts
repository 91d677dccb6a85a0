import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { ALREADY_PAID, FORBIDDEN, lockOrder, type UserRow } from '../auth';
import { orders, type Tx } from '../db';
import { HttpError, conflict } from '../platform';
import { removePaidOrder } from './void';

const ONLY_ADMIN_REMOVES = 'Only an admin can remove an order from the queue.';
export const ONLINE_NOT_DELETED = 'An online order is cancelled with a reason, not deleted.';

/**
 * A staff member deletes their own unpaid order (clear cart, cancel order); removing a paid order
 * from the queue is for admins, and keeps it in history as voided. Decided on the
 * locked row: a cart paid meanwhile is a 409. Audited either way.
 */
export async function deleteOrder(
  tx: Tx,
  id: number,
  user: UserRow,
  scope: { locationId?: number } = {},
): Promise<void> {
  const order = await lockOrder(tx, id, user, scope);
  if (order.channel === 'online' && !order.isPaid) throw conflict(ONLINE_NOT_DELETED);
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
