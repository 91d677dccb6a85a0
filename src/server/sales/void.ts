import { and, eq, isNull, sql } from 'drizzle-orm';
import { centsToDollars } from '../../shared/money';
import { ALREADY_VOIDED, REMOVED_BY_ADMIN, VOID_STARTED } from '../../shared/order-record-schemas';
import { recordAudit } from '../audit';
import { lockOrder, type OrderRow, requireCollector, type UserRow } from '../auth';
import { orders, type Tx } from '../db';
import { conflict, notFound } from '../platform';
import { approverFor } from '../checkout';
import { cashEventTime, lockOpenDrawer } from '../drawers';
import { notifyQueue } from '../bar';

const HAS_REFUNDS = 'This order has refunds: refund the rest instead.';

/**
 * POST /api/orders/{id}/void: an unpaid order, or a paid one nobody has started, is
 * kept as voided with who and why; it leaves the queue and every sales figure, and a paid one is
 * counted against the drawer open now (a closed drawer keeps its figures). Decided on the
 * locked row: a start that went first makes it a 409 (refund it instead).
 */
export async function voidOrder(
  tx: Tx,
  id: number,
  user: UserRow,
  reason: string,
  approverId: number | null,
): Promise<void> {
  const order = await lockOrder(tx, id, user);
  if (order.voidedAt) throw conflict(ALREADY_VOIDED);
  if (order.isInProgress || order.isComplete) throw conflict(VOID_STARTED);
  if (order.refundedCents > 0) throw conflict(HAS_REFUNDS);
  if (!order.isPaid) requireCollector(user, order.collectedBy);
  const approvedBy = approverFor(user, approverId);
  const voidDrawerId = order.isPaid ? await lockOpenDrawer(tx, order.locationId) : null;
  await tx
    .update(orders)
    .set({ voidedAt: cashEventTime(), voidedBy: user.id, voidReason: reason, voidDrawerId })
    .where(
      and(
        eq(orders.id, id),
        isNull(orders.voidedAt),
        eq(orders.isInProgress, false),
        eq(orders.isComplete, false),
      ),
    );
  if (order.isPaid) await notifyQueue(tx, order.locationId, id);
  await recordAudit(tx, {
    action: 'order_void',
    userId: user.id,
    approvedBy,
    target: `order ${id}`,
    locationId: order.locationId,
    details: { reason, paid: order.isPaid, total: paidTotal(order), drawer: voidDrawerId },
  });
}

const paidTotal = (order: OrderRow) =>
  order.paidAmountCents === null ? null : centsToDollars(order.paidAmountCents);

/**
 * The spec's admin Remove Order of a paid order: kept in history as voided ('Removed by an
 * admin', or its earlier void) and marked removed, so the queue and GET /api/orders/{id} lose it.
 */
export async function removePaidOrder(tx: Tx, order: OrderRow, user: UserRow): Promise<void> {
  if (order.removedByAdmin) throw notFound('Order not found.');
  const voidDrawerId = order.voidedAt
    ? order.voidDrawerId
    : await lockOpenDrawer(tx, order.locationId);
  await tx
    .update(orders)
    .set({
      removedByAdmin: true,
      voidedAt: sql`coalesce(${orders.voidedAt}, ${cashEventTime()})`,
      voidedBy: sql`coalesce(${orders.voidedBy}, ${user.id})`,
      voidReason: sql`coalesce(${orders.voidReason}, ${REMOVED_BY_ADMIN})`,
      voidDrawerId,
    })
    .where(and(eq(orders.id, order.id), eq(orders.removedByAdmin, false)));
  await notifyQueue(tx, order.locationId, order.id);
}
