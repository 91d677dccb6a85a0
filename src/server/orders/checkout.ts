import { eq } from 'drizzle-orm';
import { dollarsToCents, formatMoney, centsToDollars } from '../../shared/money';
import { idFromText } from '../../shared/ids';
import { checkoutSchema } from '../../shared/order-schemas';
import { discountedCents } from '../../shared/pricing';
import type { UserRow } from '../auth/users-repo';
import type { Tx } from '../db/client';
import { orderItems, orderNames, orders } from '../db/schema';
import { HttpError, badRequest } from '../errors';
import { parse } from '../validate';
import { requirePayable } from './access';
import { loadDiscount } from './discounts';
import { applyTransition } from './transitions';

/** An order name given by id (number or numeric text) or by its exact name. */
export async function findOrderName(tx: Tx, ref: string): Promise<number> {
  const byId = idFromText(ref);
  const [row] = await tx
    .select({ id: orderNames.id })
    .from(orderNames)
    .where(byId !== undefined ? eq(orderNames.id, byId) : eq(orderNames.name, ref));
  if (!row) throw badRequest('order_name', 'Unknown order name.');
  return row.id;
}

/**
 * complete-order-payment: the collector pays their own unpaid order. The server totals the items
 * with the chosen discount; a different paid_amount is refused, never stored.
 */
export async function checkout(tx: Tx, orderId: number, user: UserRow, input: unknown) {
  const body = parse(checkoutSchema, input);
  // Locked: an item added meanwhile either is in the total or goes to a new cart.
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  await requirePayable(tx, user, row);
  const orderNameId = await findOrderName(tx, body.order_name);
  const discount = await loadDiscount(tx, body.discount);
  const items = await tx
    .select({ priceCents: orderItems.priceCents, cupId: orderItems.cupId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  if (items.length === 0) throw new HttpError(400, 'This order has no items.');
  const totalCents = items.reduce(
    (sum, item) => sum + discountedCents(item.priceCents, item.cupId, discount),
    0,
  );
  const paidCents = dollarsToCents(body.paid_amount);
  if (paidCents !== totalCents) {
    throw new HttpError(
      400,
      `The paid amount $${formatMoney(centsToDollars(paidCents))} does not match the order total of $${formatMoney(centsToDollars(totalCents))}.`,
    );
  }
  const paid = await applyTransition(tx, orderId, 'pay', {
    user,
    where: eq(orders.collectedBy, user.id),
    set: { orderNameId, discountId: body.discount ?? null, paidAmountCents: totalCents },
  });
  return {
    id: paid.id,
    is_paid: paid.isPaid,
    order_name: paid.orderNameId,
    paid_amount: centsToDollars(totalCents),
    discount: paid.discountId,
    collected_by: paid.collectedBy,
    location: paid.locationId,
  };
}
