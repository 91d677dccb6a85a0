import { sql, type SQL } from 'drizzle-orm';
import { centsToDollars } from '../../shared/money';
import type { DrawerReport } from '../../shared/drawer-schemas';
import { isoUtc, personJson, selectRows, type Tx } from '../db';

interface ReportRow {
  id: number;
  location: number;
  location_name: string;
  opened_at: string;
  opened_by: { id: number; name: string };
  closed_at: string | null;
  closed_by: { id: number; name: string } | null;
  opening_float_cents: number;
  counted_cash_cents: number | null;
  note: string;
  sales: {
    orders: number;
    gross: number;
    discounts: number;
    tax: number;
    tips: number;
    cash: number;
    card: number;
    other: number;
  };
  late_sales: { order: number; total_cents: number; synced_at: string }[];
  paid_in: number;
  paid_out: number;
  cash_refunds: number;
  other_voids: {
    order: number;
    total_cents: number;
    payment_method: 'cash' | 'card' | 'other';
    paid_drawer: number | null;
    paid_weekday: string | null;
  }[];
  movements: {
    id: number;
    kind: 'paid_in' | 'paid_out';
    amount_cents: number;
    reason: string;
    created_at: string;
    created_by: { id: number; name: string };
  }[];
}

const person = personJson;

/**
 * A sale of `o` made while drawer `d` was open but synced after it closed (an offline till): it
 * stays out of the figures counted at the close and shows on a line of its own.
 */
const lateSale = sql.raw(`(d.closed_at is not null and o.synced_at is not null
  and o.synced_at > d.closed_at)`);

/**
 * The drawers matching `where` (on `d`, the drawers table) with their figures, newest first, in
 * one statement whatever the number of sales: each drawer's sales are summed through the index
 * on orders.drawer_id.
 */
export async function drawerReports(db: Tx, where: SQL, limit = 100): Promise<DrawerReport[]> {
  const rows = await selectRows<ReportRow>(
    db,
    sql`select d.id, d.location_id as location,
      l.name as location_name, ${isoUtc('d.opened_at')} as opened_at, ${person('opener')} as opened_by,
      ${isoUtc('d.closed_at')} as closed_at,
      ${person('closer')} as closed_by,
      d.opening_float_cents, d.counted_cash_cents, d.note,
      (select json_build_object('orders', count(*),
          'gross', coalesce(sum(o.subtotal_cents), 0),
          'discounts', coalesce(sum(o.discount_cents), 0),
          'tax', coalesce(sum(o.tax_cents), 0),
          'tips', coalesce(sum(o.tip_cents), 0),
          'cash', coalesce(sum(o.paid_amount_cents) filter (where o.payment_method = 'cash'), 0),
          'card', coalesce(sum(o.paid_amount_cents) filter (where o.payment_method = 'card'), 0),
          'other', coalesce(sum(o.paid_amount_cents) filter (where o.payment_method = 'other'), 0))
        from orders o where o.drawer_id = d.id and o.is_paid and not ${lateSale}
          and (o.voided_at is null or o.void_drawer_id is distinct from d.id)) as sales,
      (select coalesce(json_agg(json_build_object('order', o.id, 'total_cents', o.paid_amount_cents,
          'synced_at', ${isoUtc('o.synced_at')}) order by o.synced_at, o.id), '[]'::json)
        from orders o where o.drawer_id = d.id and o.is_paid and o.payment_method = 'cash'
          and o.voided_at is null and ${lateSale}) as late_sales,
      (select coalesce(json_agg(json_build_object('order', o.id, 'total_cents', o.paid_amount_cents,
          'payment_method', o.payment_method, 'paid_drawer', o.drawer_id,
          'paid_weekday', to_char(paid.opened_at at time zone l.time_zone, 'FMDay'))
          order by o.voided_at, o.id), '[]'::json)
        from orders o left join drawers paid on paid.id = o.drawer_id
        where o.void_drawer_id = d.id and o.drawer_id is distinct from d.id) as other_voids,
      (select coalesce(sum(r.amount_cents), 0) from refunds r
        where r.drawer_id = d.id)::bigint as cash_refunds,
      (select coalesce(sum(m.amount_cents), 0) from drawer_movements m
        where m.drawer_id = d.id and m.kind = 'paid_in')::bigint as paid_in,
      (select coalesce(sum(m.amount_cents), 0) from drawer_movements m
        where m.drawer_id = d.id and m.kind = 'paid_out')::bigint as paid_out,
      (select coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind,
          'amount_cents', m.amount_cents, 'reason', m.reason,
          'created_at', ${isoUtc('m.created_at')}, 'created_by', ${person('mover')})
          order by m.created_at, m.id), '[]'::json)
        from drawer_movements m join users mover on mover.id = m.created_by
        where m.drawer_id = d.id) as movements
    from drawers d
    join locations l on l.id = d.location_id
    join users opener on opener.id = d.opened_by
    left join users closer on closer.id = d.closed_by
    where ${where}
    order by d.opened_at desc, d.id desc
    limit ${limit}`,
  );
  return rows.map(report);
}

/**
 * The figures of one drawer row: expected cash is the float, plus cash sales and paid in, less
 * paid out, cash refunds and cash voids of sales made outside it (a closed drawer keeps its
 * figures, so a late void counts where the cash left). A sale
 * voided while its own drawer is open counts nowhere; voided later, it stays in its drawer's
 * figures and the void counts in the drawer open at the time.
 */
function report(row: ReportRow): DrawerReport {
  const dollars = centsToDollars;
  const { sales } = row;
  const cashVoids = row.other_voids
    .filter((v) => v.payment_method === 'cash')
    .reduce((sum, v) => sum + v.total_cents, 0);
  const expectedCents =
    row.opening_float_cents +
    sales.cash +
    row.paid_in -
    row.paid_out -
    row.cash_refunds -
    cashVoids;
  return {
    id: row.id,
    location: row.location,
    location_name: row.location_name,
    status: row.closed_at === null ? 'open' : 'closed',
    opened_at: row.opened_at,
    opened_by: row.opened_by,
    closed_at: row.closed_at,
    closed_by: row.closed_by,
    opening_float: dollars(row.opening_float_cents),
    orders: sales.orders,
    gross_sales: dollars(sales.gross),
    discounts: dollars(sales.discounts),
    net_sales: dollars(sales.gross - sales.discounts),
    tax: dollars(sales.tax),
    tips: dollars(sales.tips),
    payment_methods: {
      cash: dollars(sales.cash),
      card: dollars(sales.card),
      other: dollars(sales.other),
    },
    paid_in: dollars(row.paid_in),
    paid_out: dollars(row.paid_out),
    cash_refunds: dollars(row.cash_refunds),
    voids_from_other_drawers: row.other_voids.map((v) => ({
      order: v.order,
      label: voidLabel(v.order, v.paid_weekday),
      total: dollars(v.total_cents),
      payment_method: v.payment_method,
      paid_drawer: v.paid_drawer,
    })),
    cash_voids: dollars(cashVoids),
    expected_cash: dollars(expectedCents),
    counted_cash: row.counted_cash_cents === null ? null : dollars(row.counted_cash_cents),
    over_short:
      row.counted_cash_cents === null ? null : dollars(row.counted_cash_cents - expectedCents),
    ...lateSales(row, expectedCents),
    note: row.note,
    movements: row.movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      amount: dollars(m.amount_cents),
      reason: m.reason,
      created_at: m.created_at,
      created_by: m.created_by,
    })),
  };
}

/**
 * Cash sales synced after the drawer closed: each on its line, their cash, and the over/short
 * once they are counted in (null while no late sale or no count).
 */
function lateSales(row: ReportRow, expectedCents: number) {
  const lateCents = row.late_sales.reduce((sum, sale) => sum + sale.total_cents, 0);
  return {
    late_sales: row.late_sales.map((sale) => ({
      order: sale.order,
      amount: centsToDollars(sale.total_cents),
      synced_at: sale.synced_at,
    })),
    late_cash: centsToDollars(lateCents),
    over_short_after_late:
      row.counted_cash_cents === null || row.late_sales.length === 0
        ? null
        : centsToDollars(row.counted_cash_cents - expectedCents - lateCents),
  };
}

/** 'Void of order 123 from Tuesday's drawer' (the weekday it opened, on the shop's clock). */
const voidLabel = (order: number, paidWeekday: string | null) =>
  paidWeekday === null
    ? `Void of order ${order} (paid outside a drawer)`
    : `Void of order ${order} from ${paidWeekday}'s drawer`;
