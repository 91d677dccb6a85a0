import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../auth/users-repo';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';
import { HttpError, conflict } from '../errors';
import { lockOrder } from './access';
import { notifyQueue } from './transitions';

export const ONLY_ADMIN_REMOVES = 'Only an admin can remove an order from the queue.';
export const ALREADY_PAID = 'This order has already been paid.';

/**
 * A staff member deletes their own unpaid order (clear cart, cancel order); removing a paid order
 * from the queue is for admins. Decided on the locked row: a cart paid meanwhile is a 409.
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
  await tx.delete(orders).where(and(eq(orders.id, id), eq(orders.isPaid, order.isPaid)));
  if (order.isPaid) await notifyQueue(tx, order.locationId);
}
