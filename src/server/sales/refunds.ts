import { and, eq, inArray, sql } from 'drizzle-orm';
import { centsToDollars, formatMoney } from '../../shared/money';
import { ITEM_ALREADY_REFUNDED, type refundSchema } from '../../shared/order-record-schemas';
import { amountRefundTaxCents, itemShares } from '../../shared/pricing';
import type { z } from '../../shared/validation';
import { recordAudit } from '../audit';
import { lockOrder, type OrderRow, type UserRow } from '../auth';
import { orderItems, orders, refundItems, refunds, type Tx } from '../db';
import { cashEventTime, lockOpenDrawer } from '../drawers';
import { HttpError, badRequest, conflict } from '../platform';
import { approverFor } from '../checkout';
import { loadDiscount } from '../catalogue';

type RefundBody = z.output<typeof refundSchema>;

export const NOT_PAID = 'This order has not been paid yet.';
export const VOIDED_NOT_REFUNDABLE = 'A voided order cannot be refunded.';

const money = (cents: number) => `$${formatMoney(centsToDollars(cents))}`;

/**
 * The amount and tax of refunding these items of a locked, paid order: each item's discounted
 * price and tax share (src/shared/pricing.ts itemShares). 400 for an item of another order or one
 * refunded before.
 */
async function itemsRefund(tx: Tx, order: OrderRow, itemIds: number[]) {
  const items = await tx
    .select({ id: orderItems.id, priceCents: orderItems.priceCents, cupId: orderItems.cupId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const wanted = new Set(itemIds);
  if ([...wanted].some((id) => !items.some((item) => item.id === id)))
    throw badRequest('items', 'Every item must be an item of this order.');
  const refunded = await tx
    .select({ id: refundItems.orderItemId })
    .from(refundItems)
    .where(inArray(refundItems.orderItemId, [...wanted]));
  if (refunded.length) throw new HttpError(400, ITEM_ALREADY_REFUNDED);
  const shares = itemShares({
    items,
    discount: await loadDiscount(tx, order.discountId).catch(() => null),
    stored: {
      subtotalCents: order.subtotalCents ?? 0,
      discountCents: order.discountCents ?? 0,
      taxCents: order.taxCents ?? 0,
    },
    pricesIncludeTax: order.pricesIncludeTax ?? false,
  });
  const lines = items
    .map((item, i) => ({ orderItemId: item.id, share: shares[i] }))
    .filter((line) => wanted.has(line.orderItemId));
  return {
    amountCents: lines.reduce((sum, line) => sum + line.share.refundCents, 0),
    taxCents: lines.reduce((sum, line) => sum + line.share.taxCents, 0),
    lines,
  };
}

/**
 * POST /api/orders/{id}/refunds: on the locked order, so concurrent refunds of one order
 * run one after the other and never give back more than was paid (400 naming what remains). A cash
 * refund comes out of the location's open drawer, if any. Written with its audit entry.
 */
export async function refundOrder(
  tx: Tx,
  id: number,
  user: UserRow,
  body: RefundBody,
  approverId: number | null,
) {
  const order = await lockOrder(tx, id, user);
  if (order.voidedAt) throw conflict(VOIDED_NOT_REFUNDABLE);
  if (!order.isPaid) throw conflict(NOT_PAID);
  const byItems = body.items?.length ? await itemsRefund(tx, order, body.items) : null;
  const paidCents = order.paidAmountCents ?? 0;
  const amountCents = byItems ? byItems.amountCents : body.amount!;
  const remaining = paidCents - order.refundedCents;
  if (amountCents > remaining) {
    throw new HttpError(
      400,
      `Refunds cannot exceed what was paid: ${money(remaining)} is left to refund.`,
      { remaining: centsToDollars(remaining) },
    );
  }
  if (amountCents <= 0) throw new HttpError(400, 'There is nothing to refund for these items.');
  const approvedBy = approverFor(user, approverId);
  const method = body.method ?? order.paymentMethod ?? 'cash';
  const taxCents = byItems
    ? byItems.taxCents
    : amountRefundTaxCents(amountCents, { totalCents: paidCents, taxCents: order.taxCents ?? 0 });
  const drawerId = method === 'cash' ? await lockOpenDrawer(tx, order.locationId) : null;
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: id,
      amountCents,
      taxCents,
      method,
      reason: body.reason,
      createdBy: user.id,
      approvedBy,
      drawerId,
      createdAt: cashEventTime(),
    })
    .returning();
  if (byItems) {
    await tx.insert(refundItems).values(
      byItems.lines.map((line) => ({
        orderItemId: line.orderItemId,
        refundId: refund.id,
        amountCents: line.share.refundCents,
      })),
    );
  }
  await tx
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${amountCents}` })
    .where(and(eq(orders.id, id), sql`${orders.refundedCents} + ${amountCents} <= ${paidCents}`));
  await recordAudit(tx, {
    action: 'order_refund',
    userId: user.id,
    approvedBy,
    target: `order ${id}`,
    locationId: order.locationId,
    details: {
      refund: refund.id,
      amount: centsToDollars(amountCents),
      method,
      reason: body.reason,
      items: body.items ?? [],
      drawer: drawerId,
    },
  });
  return { refundId: refund.id };
}
