import { sql } from 'drizzle-orm';
import { RECEIPT_SHOP_NAME, type Receipt } from '../../shared/order-record-schemas';
import { TAX_RATE_SCALE } from '../../shared/pricing';
import type { UserRow } from '../auth';
import { selectRows, type Tx } from '../db';
import { conflict } from '../platform';
import { loadOrderRecord } from './order-record';
import { NOT_PAID } from './refunds';

interface ReceiptFacts {
  cashier_id: number;
  cashier_first: string;
  cashier_last: string;
  address: string;
  phone: string;
  tax_rate_thousandths: number | null;
  prices_include_tax: boolean | null;
  time_zone: string;
  date: string;
  time: string;
  refunds: { id: number; date: string; time: string }[];
}

const LOCAL_DATE = `'Mon DD, YYYY'`;
const LOCAL_TIME = `'FMHH12:MI AM'`;

/** The order's tax setting as sold, and its payment and refund times on the shop's clock. */
async function receiptFacts(db: Tx, id: number): Promise<ReceiptFacts> {
  const local = (column: string, format: string) =>
    sql.raw(`to_char(${column} at time zone l.time_zone, ${format})`);
  const rows = await selectRows<ReceiptFacts>(
    db,
    sql`select l.time_zone, l.address, l.phone, o.tax_rate_thousandths, o.prices_include_tax,
      u.id as cashier_id, u.first_name as cashier_first, u.last_name as cashier_last,
      ${local('o.paid_at', LOCAL_DATE)} as date, ${local('o.paid_at', LOCAL_TIME)} as time,
      (select coalesce(json_agg(json_build_object('id', r.id,
          'date', ${local('r.created_at', LOCAL_DATE)}, 'time', ${local('r.created_at', LOCAL_TIME)})
          order by r.created_at, r.id), '[]'::json)
        from refunds r where r.order_id = o.id) as refunds
    from orders o join locations l on l.id = o.location_id join users u on u.id = o.collected_by
    where o.id = ${id}`,
  );
  return rows[0];
}

/**
 * How a receipt, which the customer takes away, names the cashier: first name and last initial
 * ('Maya R.'), else what name there is, else the staff number; never any part of an email.
 */
export function receiptCashierName(first: string, last: string, id: number): string {
  const given = first.trim();
  const initial = Array.from(last.trim())[0]?.toUpperCase();
  if (given) return initial ? `${given} ${initial}.` : given;
  return last.trim() || `Staff #${id}`;
}

/** GET /api/orders/{id}/receipt: a paid order's receipt, voided or refunded ones too. */
export async function loadReceipt(db: Tx, id: number, user: UserRow): Promise<Receipt> {
  const record = await loadOrderRecord(db, id, user, { includeRemoved: true });
  if (record.status === 'unpaid' || record.paid_at === null) throw conflict(NOT_PAID);
  const times = await receiptFacts(db, id);
  const timesOf = new Map(times.refunds.map((r) => [r.id, r]));
  return {
    shop_name: RECEIPT_SHOP_NAME,
    location: {
      id: record.location,
      name: record.location_name,
      address: times.address,
      phone: times.phone,
    },
    order_id: record.id,
    order_name: record.order_name__name,
    date: times.date,
    time: times.time,
    time_zone: times.time_zone,
    paid_at: record.paid_at,
    cashier: record.collected_by_name,
    cashier_name: receiptCashierName(times.cashier_first, times.cashier_last, times.cashier_id),
    items: record.order_items.map((item) => ({
      id: item.id,
      name: item.order_item_name,
      description: item.changes.join(', '),
      price: item.price,
    })),
    subtotal: record.subtotal ?? 0,
    discount_name: record.discount_name,
    discount: record.discount_amount ?? 0,
    tax: record.tax ?? 0,
    tax_rate: (times.tax_rate_thousandths ?? 0) / TAX_RATE_SCALE,
    prices_include_tax: times.prices_include_tax ?? false,
    tip: record.tip ?? 0,
    total: record.total ?? 0,
    payment_method: record.payment_method ?? 'cash',
    cash_tendered: record.cash_tendered,
    change_due: record.change_due,
    refunds: record.refunds.map((refund) => ({
      amount: refund.amount,
      method: refund.method,
      reason: refund.reason,
      at: refund.created_at,
      date: timesOf.get(refund.id)?.date ?? '',
      time: timesOf.get(refund.id)?.time ?? '',
    })),
    refunded_total: record.refunded_total,
    status: record.status,
  };
}
