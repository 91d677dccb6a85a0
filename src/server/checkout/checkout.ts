import { eq, sql, type SQL } from 'drizzle-orm';
import { formatMoney, centsToDollars } from '../../shared/money';
import { idFromText } from '../../shared/ids';
import { checkoutSchema } from '../../shared/order-schemas';
import { orderTotals, type TaxSetting } from '../../shared/pricing';
import { CASH_SHORT_MESSAGE } from '../../shared/tenders';
import { requirePayable, type UserRow } from '../auth';
import { orderNames, orders, selectRows, type Tx } from '../db';
import { badRequest, HttpError } from '../platform';
import { discountJson, pricedDiscount, type DiscountRow } from '../catalogue';
import { applyTransition, saleMoney } from '../bar';
import { lockOpenDrawer } from '../drawers';
import { approverFor } from './approval';
import { recordAudit } from '../audit';

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

/**
 * The call-out name of a checkout: a list name (id or exact name), or a typed one. A
 * typed name that is a list name ignoring case is that list name (`listed` finds it); any other
 * typed name is kept on the order as typed.
 */
export type CheckoutName = { listed: SQL; typed: string | null };

export function checkoutName(
  body: Pick<CheckoutPayloadParsed, 'order_name' | 'order_name_text'>,
): CheckoutName {
  const typed = body.order_name_text ?? null;
  if (typed === null) return { listed: orderNameIs(body.order_name ?? ''), typed };
  return { listed: sql`lower(${orderNames.name}) = lower(${typed})`, typed };
}

/** The typed name to keep: none when a list name was found; a list name must exist (400). */
export function typedUnlessListed(name: Pick<CheckoutName, 'typed'>, orderNameId: number | null) {
  const orderNameText = orderNameId === null ? name.typed : null;
  if (orderNameId === null && orderNameText === null)
    throw badRequest('order_name', 'Unknown order name.');
  return orderNameText;
}

export interface CheckoutFacts {
  orderNameId: number | null;
  approvalThresholdCents: number;
  discount: DiscountRow | null;
  items: { priceCents: number; cupId: number }[];
  tax: TaxSetting;
}

/**
 * The order name, the discount, the items and the location's tax, in one read. After the order
 * was locked: the statement that took the lock still saw the items as they were before waiting.
 */
async function checkoutFacts(
  tx: Tx,
  order: { id: number; locationId: number },
  orderName: CheckoutName,
  discountId: number | undefined | null,
): Promise<CheckoutFacts> {
  const rows = await selectRows<CheckoutFacts>(
    tx,
    sql`select
    (select id from order_names where ${orderName.listed}) as "orderNameId",
    (select approval_threshold_cents from app_settings where id = 1) as "approvalThresholdCents",
    ${discountId ? discountJson(discountId) : sql`null`} as "discount",
    coalesce((select json_agg(json_build_object('priceCents', price_cents, 'cupId', cup_id))
      from order_items where order_id = ${order.id}), '[]'::json) as "items",
    (select json_build_object('rateThousandths', tax_rate_thousandths,
      'pricesIncludeTax', prices_include_tax) from locations where id = ${order.locationId}) as "tax"`,
  );
  return rows[0];
}

const money = (cents: number) => `$${formatMoney(centsToDollars(cents))}`;

/**
 * The tender: what cash was handed over (the amount due when not said) and the change; card and
 * other take exactly the amount due.
 */
export function tender(
  body: Pick<CheckoutPayloadParsed, 'payment_method' | 'cash_tendered'>,
  dueCents: number,
) {
  if (body.payment_method !== 'cash') return { cashTenderedCents: null, changeDueCents: null };
  const tendered =
    body.cash_tendered === undefined || body.cash_tendered === null ? dueCents : body.cash_tendered;
  if (tendered < dueCents) throw badRequest('cash_tendered', CASH_SHORT_MESSAGE);
  return { cashTenderedCents: tendered, changeDueCents: tendered - dueCents };
}

type CheckoutPayloadParsed = ReturnType<typeof checkoutSchema.parse>;

/** What a checkout stores on the order, worked out from the facts read and the body. */
export interface PricedCheckout {
  totals: ReturnType<typeof orderTotals>;
  cash: ReturnType<typeof tender>;
  orderNameId: number | null;
  orderNameText: string | null;
  /** The approving admin when the discount is over the threshold; null when none is needed. */
  approvedBy: number | null;
}

/**
 * The server's totals of the order (src/shared/pricing.ts) with the chosen discount, the location's
 * tax and the tip: a different paid_amount is refused (400), never stored; the tender and whether
 * the discount needs an approval (403 without one).
 */
export function priceCheckout(
  facts: CheckoutFacts,
  name: Pick<CheckoutName, 'typed'>,
  body: CheckoutPayloadParsed,
  user: UserRow,
  approverId: number | null,
): PricedCheckout {
  const orderNameText = typedUnlessListed(name, facts.orderNameId);
  if (body.discount && !facts.discount) throw badRequest('discount', 'Unknown discount.');
  if (facts.items.length === 0) throw new HttpError(400, 'This order has no items.');
  const totals = orderTotals({
    items: facts.items,
    discount: facts.discount && pricedDiscount(facts.discount),
    tax: facts.tax,
    tipCents: body.tip ?? 0,
  });
  const paidCents = body.paid_amount;
  if (paidCents !== totals.totalCents) {
    throw new HttpError(
      400,
      `The paid amount ${money(paidCents)} does not match the order total of ${money(totals.totalCents)}.`,
    );
  }
  const cash = tender(body, totals.totalCents);
  const approvedBy =
    totals.discountCents > facts.approvalThresholdCents ? approverFor(user, approverId) : null;
  return { totals, cash, orderNameId: facts.orderNameId, orderNameText, approvedBy };
}

/** The order's columns a checkout sets besides its state and drawer. */
export function paidColumns(sale: PricedCheckout, body: CheckoutPayloadParsed, tax: TaxSetting) {
  const { totals } = sale;
  return {
    orderNameId: sale.orderNameId,
    orderNameText: sale.orderNameText,
    discountId: body.discount ?? null,
    paidAmountCents: totals.totalCents,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    taxCents: totals.taxCents,
    tipCents: totals.tipCents,
    taxRateThousandths: tax.rateThousandths,
    pricesIncludeTax: tax.pricesIncludeTax,
    paymentMethod: body.payment_method,
    ...sale.cash,
  };
}

type PaidColumns = ReturnType<typeof paidColumns>;

/** The answer of a checkout, from what it stored. */
export function checkoutAnswer(
  order: { id: number; collectedBy: number | null; locationId: number; drawerId: number | null },
  stored: PaidColumns,
) {
  return {
    id: order.id,
    is_paid: true,
    order_name: stored.orderNameId,
    order_name_text: stored.orderNameText,
    paid_amount: centsToDollars(stored.paidAmountCents),
    discount: stored.discountId,
    collected_by: order.collectedBy,
    location: order.locationId,
    ...saleMoney({ ...stored, drawerId: order.drawerId }),
  };
}

/**
 * complete-order-payment in a transaction: the order is locked first, the sale goes into the
 * location's open drawer, if there is one, which is locked (shared) so it cannot close under it.
 * Every figure is stored as it is now. checkout/pay-in-one-write.ts is the usual way; this one
 * answers whatever it cannot (a refusal, an approval, an order changed meanwhile).
 */
export async function checkout(
  tx: Tx,
  orderId: number,
  user: UserRow,
  body: CheckoutPayloadParsed,
  approverId: number | null = null,
) {
  // Locked: an item added meanwhile either is in the total or goes to a new cart.
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  await requirePayable(tx, user, row);
  const name = checkoutName(body);
  const facts = await checkoutFacts(tx, row, name, body.discount);
  const sale = priceCheckout(facts, name, body, user, approverId);
  const stored = paidColumns(sale, body, facts.tax);
  const drawerId = await lockOpenDrawer(tx, row.locationId);
  // An online order is paid by whoever collects it; a counter order by who rang it up.
  const online = row.channel === 'online';
  const paid = await applyTransition(tx, orderId, online ? 'collect' : 'pay', {
    user,
    where: online ? undefined : eq(orders.collectedBy, user.id),
    set: { ...stored, drawerId },
  });
  if (sale.approvedBy !== null) {
    await recordAudit(tx, {
      action: 'discount_approved',
      userId: user.id,
      approvedBy: sale.approvedBy,
      target: `order ${orderId}`,
      locationId: paid.locationId,
      details: { discount: paid.discountId, amount: centsToDollars(sale.totals.discountCents) },
    });
  }
  return checkoutAnswer(paid, stored);
}
