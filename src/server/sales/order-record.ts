import { eq, sql } from 'drizzle-orm';
import { centsToDollars, formatMoney } from '../../shared/money';
import type { OrderRecord, RefundRecord, TimelineEvent } from '../../shared/order-record-schemas';
import type { PaymentMethod } from '../../shared/tenders';
import { readOrder, type UserRow } from '../auth';
import { isoUtc, orders, personJson, selectRows, type Tx } from '../db';
import { notFound } from '../platform';
import { loadOrders, orderStatus } from '../bar';

type Person = { id: number; name: string } | null;

interface Extras {
  status: OrderRecord['status'];
  location_name: string;
  /** Null for an online order until it is collected. */
  collector: Person;
  discount_name: string | null;
  starter: Person;
  completer: Person;
  voider: Person;
  voided_at: string | null;
  void_reason: string | null;
  void_drawer: number | null;
  refunded_cents: number;
  paid_cents: number | null;
  refunds: (Omit<RefundRecord, 'amount' | 'tax'> & { amount_cents: number; tax_cents: number })[];
}

/** Everything the record adds to the order display, in one statement. */
async function extrasOf(db: Tx, id: number): Promise<Extras> {
  const rows = await selectRows<Extras>(
    db,
    sql`select ${orderStatus('o')} as status,
      l.name as location_name, ${personJson('cu')} as collector, d.name as discount_name,
      ${personJson('su')} as starter, ${personJson('cp')} as completer, ${personJson('vu')} as voider,
      ${isoUtc('o.voided_at')} as voided_at, o.void_reason, o.void_drawer_id as void_drawer,
      o.refunded_cents,
      o.paid_amount_cents as paid_cents,
      (select coalesce(json_agg(json_build_object('id', r.id, 'amount_cents', r.amount_cents,
          'tax_cents', r.tax_cents, 'method', r.method, 'reason', r.reason, 'drawer', r.drawer_id,
          'items', (select coalesce(json_agg(ri.order_item_id order by ri.order_item_id), '[]'::json)
            from refund_items ri where ri.refund_id = r.id),
          'created_at', ${isoUtc('r.created_at')},
          'created_by', ${personJson('ru')}, 'approved_by', ${personJson('ra')})
          order by r.created_at, r.id), '[]'::json)
        from refunds r join users ru on ru.id = r.created_by
        left join users ra on ra.id = r.approved_by
        where r.order_id = o.id) as refunds
    from orders o
    join locations l on l.id = o.location_id
    left join users cu on cu.id = o.collected_by
    left join discounts d on d.id = o.discount_id
    left join users su on su.id = o.started_by
    left join users cp on cp.id = o.completed_by
    left join users vu on vu.id = o.voided_by
    where o.id = ${id}`,
  );
  return rows[0];
}

const money = (dollars: number) => `$${formatMoney(dollars)}`;

function timeline(order: OrderRecordBase, extras: Extras, refunds: RefundRecord[]) {
  const events: TimelineEvent[] = [
    { event: 'created', at: order.created_at, by: extras.collector, details: '' },
  ];
  const add = (event: TimelineEvent['event'], at: string | null, by: Person, details = '') => {
    if (at) events.push({ event, at, by, details });
  };
  add('paid', order.paid_at, extras.collector, order.total === null ? '' : money(order.total));
  add('started', order.started_at, extras.starter);
  add('completed', order.completed_at, extras.completer);
  add('voided', extras.voided_at, extras.voider, extras.void_reason ?? '');
  for (const refund of refunds) {
    add(
      'refunded',
      refund.created_at,
      refund.created_by,
      `${money(refund.amount)}: ${refund.reason}`,
    );
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

type OrderRecordBase = Awaited<ReturnType<typeof loadOrders>>[number];

/**
 * GET /api/orders/{id}: the order as the queue shows it, with its status, names, void,
 * refunds and timeline. An order an admin removed from the queue answers 404 there, as the spec
 * has it, unless `includeRemoved` (the history's own record route).
 */
export async function loadOrderRecord(
  db: Tx,
  id: number,
  user: UserRow,
  opts: { includeRemoved?: boolean } = {},
): Promise<OrderRecord> {
  const row = await readOrder(db, id, user);
  if (row.removedByAdmin && !opts.includeRemoved) throw notFound('Order not found.');
  const [order] = await loadOrders(db, eq(orders.id, id));
  const extras = await extrasOf(db, id);
  const refunds: RefundRecord[] = extras.refunds.map(({ amount_cents, tax_cents, ...r }) => ({
    ...r,
    method: r.method as PaymentMethod,
    amount: centsToDollars(amount_cents),
    tax: centsToDollars(tax_cents),
  }));
  const paid = extras.paid_cents ?? 0;
  return {
    ...order,
    status: extras.status,
    location_name: extras.location_name,
    // An online order is nobody's until collected.
    collected_by_name: extras.collector?.name ?? 'Online',
    discount_name: extras.discount_name,
    voided_at: extras.voided_at,
    voided_by: extras.voider,
    void_reason: extras.void_reason,
    void_drawer: extras.void_drawer,
    refunds,
    refunded_total: centsToDollars(extras.refunded_cents),
    refundable:
      order.is_paid && !extras.voided_at ? centsToDollars(paid - extras.refunded_cents) : 0,
    timeline: timeline(order, extras, refunds),
  };
}
