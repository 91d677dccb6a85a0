import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { centsToDollars } from '../../shared/money';
import { QUEUE_LIMIT, type OrderDisplay, type OrderItemDisplay } from '../../shared/order-types';
import type { Tx } from '../db/client';
import { orderItems, orderNames, orders } from '../db/schema';
import { loadItemDisplays } from './item-display';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Orders matching `where` with their items, in a constant number of queries. */
export async function loadOrders(
  db: Tx,
  where: SQL | undefined,
  opts: { orderBy?: SQL[]; limit?: number } = {},
): Promise<OrderDisplay[]> {
  const query = db
    .select({ order: orders, orderName: orderNames.name })
    .from(orders)
    .leftJoin(orderNames, eq(orderNames.id, orders.orderNameId))
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
  const itemsByOrder = new Map<number, OrderItemDisplay[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.order__id) ?? [];
    list.push(item);
    itemsByOrder.set(item.order__id, list);
  }
  return rows.map(({ order, orderName }) => ({
    id: order.id,
    collected_by: order.collectedBy,
    location: order.locationId,
    order_name: order.orderNameId,
    order_name__name: orderName,
    discount: order.discountId,
    is_paid: order.isPaid,
    is_in_progress: order.isInProgress,
    is_complete: order.isComplete,
    paid_amount: order.paidAmountCents === null ? null : centsToDollars(order.paidAmountCents),
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    started_at: iso(order.startedAt),
    completed_at: iso(order.completedAt),
    order_items: itemsByOrder.get(order.id) ?? [],
  }));
}

/**
 * The queue of a location (docs/BUSINESS_RULES.md "Orders"): its paid orders, incomplete ones in
 * the order they were paid, then completed ones newest first, at most QUEUE_LIMIT. Each half is
 * read through its partial index with its own limit, so the cost follows the queue, not the history.
 */
export function loadQueue(db: Tx, locationId: number): Promise<OrderDisplay[]> {
  const waiting = sql`(select ${orders.id} from ${orders}
    where ${orders.locationId} = ${locationId} and ${orders.isPaid} and not ${orders.isComplete}
    order by ${orders.paidAt} asc nulls last, ${orders.id} limit ${QUEUE_LIMIT})`;
  const completed = sql`(select ${orders.id} from ${orders}
    where ${orders.locationId} = ${locationId} and ${orders.isPaid} and ${orders.isComplete}
    order by ${orders.completedAt} desc nulls last, ${orders.id} limit ${QUEUE_LIMIT})`;
  return loadOrders(db, sql`${orders.id} in (${waiting} union all ${completed})`, {
    orderBy: [
      asc(orders.isComplete),
      sql`case when ${orders.isComplete} then null else ${orders.paidAt} end asc nulls last`,
      sql`${orders.completedAt} desc nulls last`,
      asc(orders.id),
    ],
    limit: QUEUE_LIMIT,
  });
}
