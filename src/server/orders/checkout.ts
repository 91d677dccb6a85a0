import { eq, sql } from 'drizzle-orm';
import { dollarsToCents, formatMoney, centsToDollars } from '../../shared/money';
import { idFromText } from '../../shared/ids';
import { checkoutSchema } from '../../shared/order-schemas';
import { discountedCents } from '../../shared/pricing';
import type { UserRow } from '../auth/users-repo';
import type { Tx } from '../db/client';
import { orderNames, orders } from '../db/schema';
import { HttpError, badRequest } from '../errors';
import { parse } from '../validate';
import { requirePayable } from './access';
import { discountJson, pricedDiscount, type DiscountRow } from './discounts';
import { applyTransition } from './transitions';

/** An order name given by id (number or numeric text) or by its exact name. */
export async function findOrderName(tx: Tx, ref: string): Promise<number> {
  const [row] = await tx.select({ id: orderNames.id }).from(orderNames).where(orderNameIs(ref));
  if (!row) throw badRequest('order_name', 'Unknown order name.');
  return row.id;
}

function orderNameIs(ref: string) {
  const byId = idFromText(ref);
  return byId !== undefined ? eq(orderNames.id, byId) : eq(orderNames.name, ref);
}

interface CheckoutFacts {
  orderNameId: number | null;
  discount: DiscountRow | null;
  items: { priceCents: number; cupId: number }[];
}

/**
 * The order name, the discount and the items, in one read. After the order was locked: the
 * statement that took the lock still saw the items as they were before waiting for it.
 */
async function checkoutFacts(
  tx: Tx,
  orderId: number,
  orderName: string,
  discountId: number | undefined | null,
): Promise<CheckoutFacts> {
  const result = await tx.execute(sql`select
    (select id from order_names where ${orderNameIs(orderName)}) as "orderNameId",
    ${discountId ? discountJson(discountId) : sql`null`} as "discount",
    coalesce((select json_agg(json_build_object('priceCents', price_cents, 'cupId', cup_id))
      from order_items where order_id = ${orderId}), '[]'::json) as "items"`);
  return (result as unknown as { rows: CheckoutFacts[] }).rows[0];
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
  const facts = await checkoutFacts(tx, orderId, body.order_name, body.discount);
  if (facts.orderNameId === null) throw badRequest('order_name', 'Unknown order name.');
  if (body.discount && !facts.discount) throw badRequest('discount', 'Unknown discount.');
  const discount = facts.discount && pricedDiscount(facts.discount);
  const { items, orderNameId } = facts;
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
