import { eq, sql } from 'drizzle-orm';
import { centsToDollars } from '../../shared/money';
import { orderTotals, paidSplit, type TaxSetting } from '../../shared/pricing';
import {
  NOT_BEFORE_SALE,
  SYNC_CLOCK_SKEW_MINUTES,
  SYNC_MAX_AGE_HOURS,
  TAKEN_AT_AHEAD,
  TAKEN_AT_TOO_OLD,
  type OrderSync,
} from '../../shared/sync-schemas';
import { requireKnownLocation, requireLocation, type UserRow } from '../auth';
import { notifyQueue, saleMoney } from '../bar';
import { pricedDiscount, type CatalogueSnapshot, type DiscountRow } from '../catalogue';
import { discountJson } from '../catalogue';
import { cashEventTime, lockDrawerOpenAt } from '../drawers';
import { orderItemFlavors, orderItems, orders, selectRows, type Tx } from '../db';
import { badRequest } from '../platform';
import { checkoutName, tender, typedUnlessListed } from './checkout';
import { auditSync } from './sync-audit';
import { syncItems, type SyncedItem, type UnstoredItem } from './sync-items';
import { hundredthsToString } from '../../shared/money';

// POST /api/orders/sync: an offline sale, stored once whatever the number of sends. What the
// customer paid, and when, is taken from the device; the server prices the items again only to
// record the difference. docs/decisions/032-offline-sale-sync.md.

export interface SyncRequest {
  user: UserRow;
  catalogue: CatalogueSnapshot;
  /** The app's clock now (config.now), in milliseconds. */
  nowMs: number;
}

type OrderRow = typeof orders.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The stored order as the sync answers it, every time. */
function syncAnswer(order: OrderRow) {
  return {
    id: order.id,
    client_id: order.clientId!,
    is_paid: order.isPaid,
    paid_at: iso(order.paidAt)!,
    synced_at: iso(order.syncedAt)!,
    order_name: order.orderNameId,
    order_name_text: order.orderNameText,
    paid_amount: centsToDollars(order.paidAmountCents ?? 0),
    discount: order.discountId,
    collected_by: order.collectedBy,
    location: order.locationId,
    price_difference:
      order.priceDifferenceCents === null ? null : centsToDollars(order.priceDifferenceCents),
    ...saleMoney(order),
  };
}

const HOUR_MS = 3_600_000;

/** taken_at within the last 72 hours (5 minutes of skew ahead); made-at times after the sale. */
function checkTimes(body: OrderSync, nowMs: number) {
  const taken = Date.parse(body.taken_at);
  // ISO in form but not a day of the calendar (February 30th).
  if (Number.isNaN(taken)) throw badRequest('taken_at', 'Not a date and time');
  const latest = nowMs + (SYNC_CLOCK_SKEW_MINUTES * HOUR_MS) / 60;
  if (taken < nowMs - SYNC_MAX_AGE_HOURS * HOUR_MS) throw badRequest('taken_at', TAKEN_AT_TOO_OLD);
  if (taken > latest) throw badRequest('taken_at', TAKEN_AT_AHEAD);
  for (const field of ['started_at', 'completed_at'] as const) {
    const value = body[field];
    if (!value) continue;
    if (Number.isNaN(Date.parse(value))) throw badRequest(field, 'Not a date and time');
    if (Date.parse(value) < taken) throw badRequest(field, NOT_BEFORE_SALE);
    if (Date.parse(value) > latest) throw badRequest(field, TAKEN_AT_AHEAD);
  }
}

interface SaleFacts {
  orderNameId: number | null;
  approvalThresholdCents: number;
  discount: DiscountRow | null;
  tax: TaxSetting;
}

/** The order name, the discount, the approval threshold and the location's tax, in one read. */
async function saleFacts(tx: Tx, body: OrderSync) {
  const name = checkoutName(body);
  const [facts] = await selectRows<SaleFacts>(
    tx,
    sql`select
    (select id from order_names where ${name.listed}) as "orderNameId",
    (select approval_threshold_cents from app_settings where id = 1) as "approvalThresholdCents",
    ${body.discount ? discountJson(body.discount) : sql`null`} as "discount",
    (select json_build_object('rateThousandths', tax_rate_thousandths,
      'pricesIncludeTax', prices_include_tax) from locations where id = ${body.location}) as "tax"`,
  );
  return { ...facts, orderNameText: typedUnlessListed(name, facts.orderNameId) };
}

/** What the server charges for the items now, and the split of what was paid. */
function saleMoneyOf(body: OrderSync, facts: SaleFacts, items: ReturnType<typeof syncItems>) {
  const tipCents = body.tip ?? 0;
  if (tipCents > body.paid_amount)
    throw badRequest('tip', 'The tip cannot be more than the paid amount.');
  const priced = (cents: number, cupId: number) => ({ priceCents: cents, cupId });
  const server = orderTotals({
    items: [
      ...items.stored.map((item) => priced(item.serverPriceCents, item.row.cupId)),
      ...items.unstored.map((item) => priced(item.priceCents, 0)),
    ],
    discount: facts.discount && pricedDiscount(facts.discount),
    tax: facts.tax,
    tipCents,
  });
  const sold =
    body.subtotal !== undefined && body.discount_amount !== undefined && body.tax !== undefined
      ? { subtotalCents: body.subtotal, discountCents: body.discount_amount, taxCents: body.tax }
      : null;
  const itemsCents = [
    ...items.stored.map((i) => i.row.priceCents),
    ...items.unstored.map((i) => i.priceCents),
  ].reduce((a, b) => a + b, 0);
  const split = paidSplit({
    paidCents: body.paid_amount,
    tipCents,
    itemsCents,
    tax: facts.tax,
    sold,
  });
  return { server, split };
}

/** Stores the items and their flavor lines. */
async function insertItems(tx: Tx, orderId: number, items: SyncedItem[]) {
  if (items.length === 0) return;
  const ids = await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item.row, orderId })))
    .returning({ id: orderItems.id });
  const lines = items.flatMap((item, i) =>
    item.flavors.map((line) => ({
      orderItemId: ids[i].id,
      flavorId: line.flavorId,
      quantity: hundredthsToString(line.quantity),
    })),
  );
  if (lines.length) await tx.insert(orderItemFlavors).values(lines);
}

export interface StoredSale {
  order: OrderRow;
  unstored: UnstoredItem[];
}

/** The answer to a sync: 201 with the order stored now, 200 with the one stored before. */
export async function syncSale(tx: Tx, request: SyncRequest, body: OrderSync) {
  await requireKnownLocation(tx, request.user, body.location);
  const stored = await syncedOrder(tx, body.client_id);
  if (stored) {
    await requireLocation(tx, request.user, stored.locationId);
    return { status: 200 as const, body: syncAnswer(stored) };
  }
  checkTimes(body, request.nowMs);
  const made = await storeSale(tx, request, body);
  if (!made)
    return { status: 200 as const, body: syncAnswer((await syncedOrder(tx, body.client_id))!) };
  return { status: 201 as const, body: syncAnswer(made) };
}

const syncedOrder = async (tx: Tx, clientId: string): Promise<OrderRow | undefined> =>
  (await tx.select().from(orders).where(eq(orders.clientId, clientId)))[0];

/**
 * Inserts the order unless a send of the same client_id got there first (the unique constraint:
 * a concurrent insert waits for that one and then inserts nothing); undefined then.
 */
async function storeSale(tx: Tx, request: SyncRequest, body: OrderSync) {
  const facts = await saleFacts(tx, body);
  const items = syncItems(request.catalogue, body.location, body.items);
  const { server, split } = saleMoneyOf(body, facts, items);
  const cash = tender(body, body.paid_amount);
  const takenAt = new Date(body.taken_at);
  const drawer = await lockDrawerOpenAt(tx, body.location, takenAt);
  const difference = server.totalCents - body.paid_amount;
  const completed = body.completed_at ? new Date(body.completed_at) : null;
  const [order] = await tx
    .insert(orders)
    .values({
      clientId: body.client_id,
      collectedBy: request.user.id,
      locationId: body.location,
      orderNameId: facts.orderNameId,
      orderNameText: facts.orderNameText,
      discountId: facts.discount ? body.discount : null,
      isPaid: true,
      isComplete: completed !== null,
      createdAt: takenAt,
      paidAt: takenAt,
      startedAt: completed && new Date(body.started_at ?? body.completed_at!),
      startedBy: completed && request.user.id,
      completedAt: completed,
      completedBy: completed && request.user.id,
      itemCount: items.stored.length,
      paidAmountCents: body.paid_amount,
      subtotalCents: split.subtotalCents,
      discountCents: split.discountCents,
      taxCents: split.taxCents,
      tipCents: split.tipCents,
      taxRateThousandths: facts.tax.rateThousandths,
      pricesIncludeTax: facts.tax.pricesIncludeTax,
      paymentMethod: body.payment_method,
      ...cash,
      drawerId: drawer?.id ?? null,
      syncedAt: cashEventTime(),
      priceDifferenceCents: difference === 0 ? null : difference,
    })
    .onConflictDoNothing({ target: orders.clientId })
    .returning();
  if (!order) return undefined;
  await insertItems(tx, order.id, items.stored);
  await auditSync(tx, request.user, order, {
    serverTotalCents: server.totalCents,
    discountOverThreshold:
      facts.discount !== null && split.discountCents > facts.approvalThresholdCents,
    lateToClosedDrawer: drawer?.closed === true && body.payment_method === 'cash',
    unstored: items.unstored,
  });
  await notifyQueue(tx, order.locationId, order.id);
  return order;
}
