import { eq, sql } from 'drizzle-orm';
import { hundredthsToString } from '../../shared/money';
import {
  itemShares,
  orderTotals,
  tipPercentCents,
  type PricedDiscount,
  type TaxSetting,
} from '../../shared/pricing';
import type { PaymentMethod } from '../../shared/tenders';
import { addBatchedOrders } from '../reports';
import type { Db, Tx } from '../db';
import * as t from '../db';
import {
  type CatalogueSnapshot,
  loadCatalogueSnapshot,
  pricedDiscount,
  type PricedMenuItem,
  type ResolvedItem,
  resolveItem,
} from '../catalogue';
import type { DemoStock } from './demo-stock';

/**
 * Realistic past sales, so the reports and history have something to show, written straight to
 * the tables as checkout, the bar and the refund routes would have left them, every price from
 * src/shared/pricing.ts: orders over each shop's opening hours with a lunch peak, several cashiers
 * and baristas, a few discounts, tips, voids and refunds, and one drawer per shop and day. The
 * same seed gives the same history.
 */
export interface HistoryOptions {
  shops: { id: number; timeZone: string }[];
  /** Cashiers and baristas. */
  staff: number[];
  /** Who voids and refunds. */
  admin: number;
  days: number;
  /** Orders per shop on an average day. */
  ordersPerDay: number;
  /** The history ends here (a day's orders stop 30 minutes before it). */
  end: Date;
  seed?: number;
  /** The shops' stock kept through the history (deliveries, counts); none when absent. */
  stock?: DemoStock;
}

const OPEN_HOUR = 8;
/** How busy each opening hour is, 8:00 to 19:00: a lunch peak and an after-school bump. */
const HOUR_WEIGHTS = [2, 3, 4, 6, 10, 9, 6, 5, 7, 6, 4, 3];
const CHUNK = 1000;

/** A small seeded random source (mulberry32): the same seed gives the same history. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const weighted = (weights: readonly number[]) => {
    let left = next() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < weights.length; i++) if ((left -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  return { next, int, pick, weighted };
}

/** Minutes that local time in `timeZone` is ahead of UTC at `at`. */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The local calendar day `daysBack` days before `end`'s local day, as UTC midnight of that date. */
function localDay(timeZone: string, end: Date, daysBack: number): Date {
  const local = new Date(end.getTime() + zoneOffsetMinutes(timeZone, end) * 60_000);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack),
  );
}

/** The instant of `minutes` after local midnight of `day` in `timeZone`. */
function atLocal(timeZone: string, day: Date, minutes: number): Date {
  const naive = new Date(day.getTime() + minutes * 60_000);
  return new Date(naive.getTime() - zoneOffsetMinutes(timeZone, naive) * 60_000);
}

type OrderRow = typeof t.orders.$inferInsert;
interface PlannedOrder {
  row: OrderRow;
  items: ResolvedItem[];
  discount: PricedDiscount | null;
  refundItem: boolean;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<{ id: number }[]>) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    ids.push(...(await insert(rows.slice(i, i + CHUNK))).map((row) => row.id));
  }
  return ids;
}

/** What the history's orders are drawn from: the live catalogue, order names and discounts. */
interface Choices {
  catalog: CatalogueSnapshot;
  menuItems: PricedMenuItem[];
  names: number[];
  discountRows: (typeof t.discounts.$inferSelect)[];
}

/** One shop's day as the orders see it: where, when, its tax, and who works it. */
interface ShopDay {
  shop: HistoryOptions['shops'][number];
  day: Date;
  tax: TaxSetting;
  cashier: number;
  barista: number;
}

const METHODS: PaymentMethod[] = ['card', 'card', 'card', 'cash', 'cash', 'other'];

export async function seedHistory(db: Db, opts: HistoryOptions): Promise<{ orders: number }> {
  const random = randomSource(opts.seed ?? 16);
  const catalog = await loadCatalogueSnapshot(db);
  const choices: Choices = {
    catalog,
    menuItems: [...catalog.menuItems.values()].filter((item) => !item.isArchived),
    names: (await db.select({ id: t.orderNames.id }).from(t.orderNames)).map((n) => n.id),
    discountRows: await db.select().from(t.discounts).where(eq(t.discounts.isArchived, false)),
  };
  const locations = await db.select().from(t.locations);
  let total = 0;
  let analyzeAt = FIRST_ANALYZE_AT;

  for (const shop of opts.shops) {
    const location = locations.find((l) => l.id === shop.id)!;
    const tax = {
      rateThousandths: location.taxRateThousandths,
      pricesIncludeTax: location.pricesIncludeTax,
    };
    for (let back = opts.days; back >= 0; back--) {
      const day = localDay(shop.timeZone, opts.end, back);
      const weekend = [0, 6].includes(day.getUTCDay());
      const count = Math.round(
        opts.ordersPerDay * (weekend ? 1.25 : 1) * (0.8 + random.next() * 0.4),
      );
      const cashier = random.pick(opts.staff);
      const barista = random.pick(opts.staff);
      const shopDay = { shop, day, tax, cashier, barista };
      const opened = atLocal(shop.timeZone, day, OPEN_HOUR * 60 - 15);
      if (opened >= opts.end) continue;
      const planned: PlannedOrder[] = [];
      for (let n = 0; n < count; n++) {
        const order = planOrder(random, choices, shopDay, opts);
        if (order) planned.push(order);
      }
      total += planned.length;
      await writeDay(db, shop.id, opts, {
        opened,
        cashier,
        planned,
        today: back === 0,
        first: back === opts.days,
        weekday: day.getUTCDay(),
      });
      // Each day's stock and rollup statements plan on the statistics of the tables as they are:
      // left at "nearly empty" while a million orders go in, a lookup by order becomes a scan per
      // order, and the seed slows with every day. Refreshed at each doubling: a few times in all.
      if (total >= analyzeAt) {
        await analyzeHistory(db);
        analyzeAt = total * 2;
      }
    }
  }
  // Fresh statistics, as autovacuum would gather them soon after: without them the planner
  // guesses the new rows' spread of paid times and locations, and a report's plan can be slow.
  await analyzeHistory(db);
  return { orders: total };
}

const FIRST_ANALYZE_AT = 1_000;

const analyzeHistory = (db: Db) =>
  db.execute(sql`analyze orders, order_items, order_item_flavors, refunds, refund_items,
    stock_movements, stock_levels`);

/**
 * One sale of the day, priced by src/shared/pricing.ts as checkout would (null when it would fall
 * after the history's end): its drinks, a discount now and then, the tender and tip, and
 * whether it is voided or has a drink refunded.
 */
function planOrder(
  random: ReturnType<typeof randomSource>,
  { catalog, menuItems, names, discountRows }: Choices,
  { shop, day, tax, cashier, barista }: ShopDay,
  opts: HistoryOptions,
): PlannedOrder | null {
  const minute = (OPEN_HOUR + random.weighted(HOUR_WEIGHTS)) * 60 + random.int(60);
  const paidAt = atLocal(shop.timeZone, day, minute);
  if (paidAt.getTime() > opts.end.getTime() - 30 * 60_000) return null;
  const items = Array.from({ length: 1 + random.weighted([6, 3, 1]) }, () =>
    resolveItem(catalog, {
      cupId: random.pick(catalog.cups).id,
      menuItemId: random.pick(menuItems).id,
      flavorIds: [],
    }),
  );
  const discountRow = random.next() < 0.1 && discountRows.length ? random.pick(discountRows) : null;
  const discount = discountRow ? pricedDiscount(discountRow) : null;
  const priced = items.map((item) => ({ priceCents: item.priceCents, cupId: item.cup.id }));
  const before = orderTotals({ items: priced, discount, tax, tipCents: 0 });
  const method = random.pick(METHODS);
  const tipped = method === 'card' && random.next() < 0.4;
  const tipCents = tipped
    ? tipPercentCents(before.subtotalCents - before.discountCents, random.pick([10, 15, 20]))
    : 0;
  const money = orderTotals({ items: priced, discount, tax, tipCents });
  const tendered =
    method === 'cash' ? Math.max(money.totalCents, Math.ceil(money.totalCents / 500) * 500) : null;
  const voided = random.next() < 0.01;
  const startedAt = new Date(paidAt.getTime() + (30 + random.int(240)) * 1000);
  const completedAt = new Date(startedAt.getTime() + (60 + random.int(240)) * 1000);
  return {
    items,
    discount,
    refundItem: !voided && random.next() < 0.01,
    row: {
      collectedBy: cashier,
      locationId: shop.id,
      orderNameId: names.length ? random.pick(names) : null,
      discountId: discountRow?.id ?? null,
      isPaid: true,
      isComplete: !voided,
      paidAmountCents: money.totalCents,
      createdAt: new Date(paidAt.getTime() - 60_000),
      paidAt,
      startedAt: voided ? null : startedAt,
      completedAt: voided ? null : completedAt,
      startedBy: voided ? null : barista,
      completedBy: voided ? null : barista,
      itemCount: items.length,
      subtotalCents: money.subtotalCents,
      discountCents: money.discountCents,
      taxCents: money.taxCents,
      tipCents: money.tipCents,
      taxRateThousandths: tax.rateThousandths,
      pricesIncludeTax: tax.pricesIncludeTax,
      paymentMethod: method,
      cashTenderedCents: tendered,
      changeDueCents: tendered === null ? null : tendered - money.totalCents,
      voidedAt: voided ? new Date(paidAt.getTime() + 90_000) : null,
      voidedBy: voided ? opts.admin : null,
      voidReason: voided ? 'Rung up twice' : null,
    },
  };
}

/** What refunding an order's first drink gives back, as the refund route computes it. */
function firstItemRefund(p: PlannedOrder) {
  const [share] = itemShares({
    items: p.items.map((item) => ({ priceCents: item.priceCents, cupId: item.cup.id })),
    discount: p.discount,
    stored: {
      subtotalCents: p.row.subtotalCents!,
      discountCents: p.row.discountCents!,
      taxCents: p.row.taxCents!,
    },
    pricesIncludeTax: p.row.pricesIncludeTax!,
  });
  return share.refundCents > 0 ? share : null;
}

/** One shop's day: its drawer, its orders with their items and flavors, and its refunds. */
async function writeDay(
  db: Db,
  shopId: number,
  opts: HistoryOptions,
  day: {
    opened: Date;
    cashier: number;
    planned: PlannedOrder[];
    today: boolean;
    first: boolean;
    weekday: number;
  },
) {
  const { planned } = day;
  const refunds = planned.map((p) => (p.refundItem ? firstItemRefund(p) : null));
  const cashIn = planned.reduce(
    (sum, p, i) =>
      p.row.paymentMethod !== 'cash' || p.row.voidedAt
        ? sum
        : sum + p.row.paidAmountCents! - (refunds[i]?.refundCents ?? 0),
    0,
  );
  const lastSale = planned.reduce((last, p) => Math.max(last, p.row.paidAt!.getTime()), 0);
  const closedAt = new Date(
    lastSale ? lastSale + 40 * 60_000 : day.opened.getTime() + 12 * 3_600_000,
  );
  const closed = !day.today;
  await db.transaction(async (tx) => {
    // The day's rollups in one statement at the end, not a trigger per order (decision 033).
    await tx.execute(sql`select set_config('sales_rollups.batched', 'on', true)`);
    const [drawer] = await tx
      .insert(t.drawers)
      .values({
        locationId: shopId,
        openedBy: day.cashier,
        openedAt: day.opened,
        openingFloatCents: 10_000,
        closedBy: closed ? day.cashier : null,
        closedAt: closed ? closedAt : null,
        countedCashCents: closed ? 10_000 + cashIn : null,
      })
      .returning({ id: t.drawers.id });
    const stockDay = { id: shopId, first: day.first, weekday: day.weekday };
    await opts.stock?.beforeSales(tx, { ...stockDay, at: day.opened });
    const { orderIds, itemIds } = await insertOrders(tx, planned, drawer.id);
    let firstItem = 0;
    for (const [i, p] of planned.entries()) {
      const refund = refunds[i];
      if (refund) {
        await writeRefund(tx, {
          orderId: orderIds[i],
          itemId: itemIds[firstItem],
          drawerId: p.row.paymentMethod === 'cash' ? drawer.id : null,
          order: p.row,
          refund,
          admin: opts.admin,
        });
      }
      firstItem += p.items.length;
    }
    await addBatchedOrders(tx, orderIds);
    if (closed) await opts.stock?.afterSales(tx, { ...stockDay, at: closedAt, staff: day.cashier });
  });
}

/** The day's orders with their drinks and flavors, in chunks; the ids in the order given. */
async function insertOrders(tx: Tx, planned: PlannedOrder[], drawerId: number) {
  const orderIds = await insertChunked(planned, (chunk) =>
    tx
      .insert(t.orders)
      .values(
        chunk.map((p) => ({
          ...p.row,
          drawerId,
          // Voided minutes after the sale, with the same drawer open.
          voidDrawerId: p.row.voidedAt ? drawerId : null,
        })),
      )
      .returning({ id: t.orders.id }),
  );
  const items = planned.flatMap((p, i) =>
    p.items.map((item) => ({ orderId: orderIds[i], item, createdAt: p.row.createdAt })),
  );
  const itemIds = await insertChunked(items, (chunk) =>
    tx
      .insert(t.orderItems)
      .values(
        chunk.map(({ orderId, item, createdAt }) => ({
          orderId,
          menuItemId: item.menuItem?.id ?? null,
          cupId: item.cup.id,
          sodaId: item.sodaId,
          menuItemName: item.menuItem?.name ?? null,
          priceCents: item.priceCents,
          createdAt,
        })),
      )
      .returning({ id: t.orderItems.id }),
  );
  const flavors = items.flatMap(({ item }, i) =>
    item.flavors.map((line) => ({
      orderItemId: itemIds[i],
      flavorId: line.flavorId,
      quantity: hundredthsToString(line.quantity),
    })),
  );
  for (let i = 0; i < flavors.length; i += CHUNK) {
    await tx.insert(t.orderItemFlavors).values(flavors.slice(i, i + CHUNK));
  }
  return { orderIds, itemIds };
}

async function writeRefund(
  tx: Tx,
  r: {
    orderId: number;
    itemId: number;
    drawerId: number | null;
    order: OrderRow;
    refund: { refundCents: number; taxCents: number };
    admin: number;
  },
) {
  const [refund] = await tx
    .insert(t.refunds)
    .values({
      orderId: r.orderId,
      amountCents: r.refund.refundCents,
      taxCents: r.refund.taxCents,
      method: r.order.paymentMethod!,
      reason: 'Wrong drink',
      createdBy: r.admin,
      approvedBy: r.admin,
      drawerId: r.drawerId,
      createdAt: new Date(r.order.completedAt!.getTime() + 5 * 60_000),
    })
    .returning({ id: t.refunds.id });
  await tx
    .insert(t.refundItems)
    .values({ orderItemId: r.itemId, refundId: refund.id, amountCents: r.refund.refundCents });
  await tx
    .update(t.orders)
    .set({ refundedCents: sql`${t.orders.refundedCents} + ${r.refund.refundCents}` })
    .where(eq(t.orders.id, r.orderId));
}
