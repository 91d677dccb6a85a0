import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { cupSizeDisplay } from '../../shared/catalogue';
import { centsToDollars } from '../../shared/money';
import type { OnlineStatus } from '../../shared/online-order-schemas';
import { orderTotals } from '../../shared/pricing';
import { cups, locations, orderItems, orders, sodas, type Tx } from '../db';

export type OrderRow = typeof orders.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

/** Where an online order is, as its customer sees it. */
export function onlineStatus(order: OrderRow): OnlineStatus {
  if (order.cancelledAt) return 'cancelled';
  if (order.isPaid) return 'collected';
  if (order.isComplete) return 'ready';
  if (order.isInProgress) return 'in_progress';
  return 'received';
}

/** The drinks of these orders as a customer reads them (name, size, price), by order, in one query. */
export async function drinksOfOrders(db: Tx, orderIds: number[]) {
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.menuItemName,
      soda: sodas.name,
      size: cups.size,
      priceCents: orderItems.priceCents,
      cupId: orderItems.cupId,
    })
    .from(orderItems)
    .innerJoin(cups, eq(cups.id, orderItems.cupId))
    .innerJoin(sodas, eq(sodas.id, orderItems.sodaId))
    .where(inArray(orderItems.orderId, orderIds.length ? orderIds : [0]))
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, Drink[]>(orderIds.map((id) => [id, []]));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

type Drink = { name: string | null; soda: string; size: number; priceCents: number; cupId: number };

/** An online order's figures: its drinks' prices, the tax at its location, no discount or tip. */
export function figuresOf(drinks: Drink[], location: LocationRow) {
  const totals = orderTotals({
    items: drinks,
    discount: null,
    tax: {
      rateThousandths: location.taxRateThousandths,
      pricesIncludeTax: location.pricesIncludeTax,
    },
    tipCents: 0,
  });
  return {
    items: drinks.map((drink) => ({
      name: drink.name ?? `Custom ${drink.soda}`,
      size: cupSizeDisplay(drink.size),
      price: centsToDollars(drink.priceCents),
    })),
    subtotal: centsToDollars(totals.subtotalCents),
    tax: centsToDollars(totals.taxCents),
    total: centsToDollars(totals.totalCents),
  };
}

/** The figures of one order, its drinks read. */
export async function onlineOrderFigures(db: Tx, order: OrderRow, location: LocationRow) {
  const drinks = await drinksOfOrders(db, [order.id]);
  return figuresOf(drinks.get(order.id) ?? [], location);
}

/** GET /api/public/orders/{token} and its websocket: what the customer follows. */
export async function customerView(db: Tx, order: OrderRow, location: LocationRow) {
  const { items, total } = await onlineOrderFigures(db, order, location);
  return {
    code: order.pickupCode ?? '',
    status: onlineStatus(order),
    pickup_at: order.pickupAt?.toISOString() ?? null,
    items,
    total,
    location: { name: location.name },
  };
}

/** The order matching `where`, with its location (undefined: none). */
export async function orderWithLocation(db: Tx, where: SQL) {
  const [row] = await db
    .select({ order: orders, location: locations })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(where);
  return row;
}

/** What a token can be (URL-safe base64, place-order.ts): anything else names no order. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** The order and its location by the customer's token (undefined: no such order). */
export const orderByToken = async (db: Tx, token: string) =>
  TOKEN_SHAPE.test(token) ? orderWithLocation(db, eq(orders.onlineToken, token)) : undefined;
