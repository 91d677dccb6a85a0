import { and, asc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { centsToDollars } from '../../shared/money';
import { QUEUE_LIMIT, type OrderDisplay, type OrderItemDisplay } from '../../shared/order-types';
import { orderItems, orderNames, orders, preparedPerDatabase, type Tx, users } from '../db';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../platform';
import { loadItemDisplays, loadItemDisplaysOfOrders } from './item-display';
import { saleMoney } from './sale-money';

/**
 * The answer to a write, read once it is committed (the locks are released sooner). Access was
 * decided on the locked row, and a write only makes an order more readable (paid).
 */
export async function orderAfterWrite(db: Tx, id: number) {
  const [order] = await loadOrders(db, eq(orders.id, id));
  if (!order) throw notFound('Order not found.');
  return order;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Orders matching `where` with their items, in a constant number of queries. */
export async function loadOrders(
  db: Tx,
  where: SQL | undefined,
  opts: { orderBy?: SQL[]; limit?: number } = {},
): Promise<OrderDisplay[]> {
  return (await readOrders(db, where, opts)).map((entry) => entry.order);
}

/**
 * An order of the queue with the exact key it is sorted on (microseconds since the epoch of
 * paid_at while waiting, of completed_at once complete): the ISO times in the display keep only
 * milliseconds, too coarse to place an order among others as the database orders them.
 */
export interface QueueEntry {
  order: OrderDisplay;
  key: bigint | null;
  /** Paid, or online and due, and neither cancelled nor voided. */
  inQueue: boolean;
}

/** How the bar names a user: their first name, else the part of their email before @. */
export const shortName = (user: { firstName: SQLWrapper; email: SQLWrapper }) =>
  sql<string>`coalesce(nullif(${user.firstName}, ''), split_part(${user.email}, '@', 1))`;

const starter = alias(users, 'starter');
const starterName = shortName(starter);

const micros = (column: SQLWrapper) =>
  sql<string | null>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

const orderFields = {
  order: orders,
  orderName: orderNames.name,
  startedByName: starterName,
  paidUs: micros(orders.paidAt),
  queuedUs: micros(orders.queuedAt),
  completedUs: micros(orders.completedAt),
};

const ordersOf = (db: Tx) =>
  db
    .select(orderFields)
    .from(orders)
    .leftJoin(orderNames, eq(orderNames.id, orders.orderNameId))
    .leftJoin(starter, eq(starter.id, orders.startedBy));

type OrderRows = Awaited<ReturnType<ReturnType<typeof ordersOf>['execute']>>;

async function readOrders(
  db: Tx,
  where: SQL | undefined,
  opts: { orderBy?: SQL[]; limit?: number },
): Promise<QueueEntry[]> {
  const query = ordersOf(db)
    .where(where)
    .orderBy(...(opts.orderBy ?? [asc(orders.id)]));
  const rows = opts.limit ? await query.limit(opts.limit) : await query;
  if (rows.length === 0) return [];
  const items = await loadItemDisplays(
    db,
    inArray(
      orderItems.orderId,
      rows.map((r) => r.order.id),
    ),
  );
  return entriesOf(rows, items);
}

/** The orders with their items and queue keys. */
function entriesOf(rows: OrderRows, items: OrderItemDisplay[]): QueueEntry[] {
  const itemsByOrder = new Map<number, OrderItemDisplay[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.order__id) ?? [];
    list.push(item);
    itemsByOrder.set(item.order__id, list);
  }
  return rows.map((row) => {
    const { order, orderName, startedByName } = row;
    const key = order.isComplete ? row.completedUs : (row.queuedUs ?? row.paidUs);
    const display = orderDisplay(order, { orderName, startedByName }, itemsByOrder);
    const inQueue =
      (order.isPaid || order.queuedAt !== null) && !order.cancelledAt && !order.voidedAt;
    return { order: display, key: key ? BigInt(key) : null, inQueue };
  });
}

/** The queue's reads: statements prepared once, the items read by the same prepared statements. */
async function readPrepared(db: Tx, rows: Promise<OrderRows>): Promise<QueueEntry[]> {
  const found = await rows;
  if (found.length === 0) return [];
  const items = await loadItemDisplaysOfOrders(
    db,
    found.map((r) => r.order.id),
  );
  return entriesOf(found, items);
}

const onlineTicket = (order: typeof orders.$inferSelect) => ({
  code: order.pickupCode ?? '',
  customer_name: order.customerName ?? '',
  pickup_at: iso(order.pickupAt),
  due_at: iso(order.dueAt),
});

function orderDisplay(
  order: typeof orders.$inferSelect,
  names: { orderName: string | null; startedByName: string | null },
  itemsByOrder: Map<number, OrderItemDisplay[]>,
): OrderDisplay {
  return {
    id: order.id,
    collected_by: order.collectedBy,
    location: order.locationId,
    order_name: order.orderNameId,
    // A typed call-out name is the name shown; order_name (the list id) is then null.
    order_name__name: order.orderNameText ?? names.orderName,
    online: order.onlineToken ? onlineTicket(order) : null,
    discount: order.discountId,
    is_paid: order.isPaid,
    is_in_progress: order.isInProgress,
    is_complete: order.isComplete,
    paid_amount: order.paidAmountCents === null ? null : centsToDollars(order.paidAmountCents),
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    started_at: iso(order.startedAt),
    completed_at: iso(order.completedAt),
    started_by: order.startedBy,
    started_by_name: order.startedBy === null ? null : names.startedByName,
    completed_by: order.completedBy,
    order_items: itemsByOrder.get(order.id) ?? [],
    ...saleMoney(order),
  };
}

/**
 * The queue of a location (docs/BUSINESS_RULES.md "Orders"): its paid orders and its due online
 * ones, incomplete ones in the order they were paid or fell due, then completed ones newest first,
 * at most QUEUE_LIMIT. Each part is read through its partial index with its own limit, so the cost
 * follows the queue, not the history.
 */
export async function loadQueue(db: Tx, locationId: number): Promise<OrderDisplay[]> {
  const window = queueWindow(db).execute({
    location: locationId,
    size: QUEUE_LIMIT,
    limit: QUEUE_LIMIT,
  });
  return (await readPrepared(db, window)).map((entry) => entry.order);
}

const QUEUE_ORDER = [
  asc(orders.isComplete),
  sql`case when ${orders.isComplete} then null
    else coalesce(${orders.queuedAt}, ${orders.paidAt}) end asc nulls last`,
  sql`${orders.completedAt} desc nulls last`,
  asc(orders.id),
];

/** The first `size` waiting orders of the location and its `size` most recently completed ones. */
function queueHalves(locationId: SQL | number, size: SQL | number): SQL {
  const waiting = sql`(select ${orders.id} from ${orders}
    where ${orders.locationId} = ${locationId} and ${orders.isPaid} and not ${orders.isComplete}
      and ${orders.voidedAt} is null
    order by ${orders.paidAt} asc nulls last, ${orders.id} limit ${size})`;
  const completed = sql`(select ${orders.id} from ${orders}
    where ${orders.locationId} = ${locationId} and ${orders.isPaid} and ${orders.isComplete}
      and ${orders.voidedAt} is null
    order by ${orders.completedAt} desc nulls last, ${orders.id} limit ${size})`;
  // Online orders wait unpaid; a collected one is in both parts of its half (the outer sort and
  // limit keep it once, in its place).
  const online = sql`${orders.locationId} = ${locationId} and ${orders.queuedAt} is not null
    and ${orders.cancelledAt} is null and ${orders.voidedAt} is null`;
  const onlineWaiting = sql`(select ${orders.id} from ${orders}
    where ${online} and not ${orders.isComplete}
    order by ${orders.queuedAt} asc, ${orders.id} limit ${size})`;
  const onlineCompleted = sql`(select ${orders.id} from ${orders}
    where ${online} and ${orders.isComplete}
    order by ${orders.completedAt} desc nulls last, ${orders.id} limit ${size})`;
  return sql`${orders.id} in (${waiting} union all ${completed} union all ${onlineWaiting}
    union all ${onlineCompleted})`;
}

const queueWindow = preparedPerDatabase((db) =>
  ordersOf(db)
    .where(
      queueHalves(sql`${sql.placeholder('location')}::int`, sql`${sql.placeholder('size')}::int`),
    )
    .orderBy(...QUEUE_ORDER)
    .limit(sql.placeholder('limit'))
    .prepare('queue-window'),
);

const queueOrders = preparedPerDatabase((db) =>
  ordersOf(db)
    .where(and(sql`${orders.id} = any(${sql.placeholder('ids')}::int[])`, isNull(orders.voidedAt)))
    .orderBy(asc(orders.id))
    .prepare('queue-orders'),
);

/** Both halves of the queue, each up to `size` orders long and in queue order, with their keys. */
export async function loadQueueWindow(
  db: Tx,
  locationId: number,
  size: number,
): Promise<{ waiting: QueueEntry[]; completed: QueueEntry[] }> {
  // Up to `size` of each of the four parts: the halves are cut to size once sorted.
  const entries = await readPrepared(
    db,
    queueWindow(db).execute({ location: locationId, size, limit: 4 * size }),
  );
  return {
    waiting: entries.filter((e) => !e.order.is_complete).slice(0, size),
    completed: entries.filter((e) => e.order.is_complete).slice(0, size),
  };
}

/** The orders with these ids as the queue shows them, with their keys (deleted and voided ones are absent). */
export function loadQueueEntries(db: Tx, ids: number[]): Promise<QueueEntry[]> {
  return readPrepared(db, queueOrders(db).execute({ ids }));
}
