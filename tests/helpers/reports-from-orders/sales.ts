import { sql, type SQL } from 'drizzle-orm';
import type { SalesReport } from '../../../src/shared/report-schemas';
import { selectRows, type Tx, userFullName } from '../../../src/server/db';
import { itemSalesFromOrders } from './item-sales';
import {
  LOCATION_GROUPING,
  TIME_GROUPINGS,
  withinLocalDays,
  type Grouping,
} from '../../../src/server/reports/report-keys';
import {
  centsRowsToReport,
  isItemGroup,
  type CentsRow,
  type ItemSalesGroup,
  type SalesGroup,
} from '../../../src/server/reports/sales-figures';

const METHOD_LABELS = sql`case e.payment_method when 'cash' then 'Cash' when 'card' then 'Card'
  when 'other' then 'Other' else 'Unknown' end`;

const GROUPINGS: Record<Exclude<SalesGroup, ItemSalesGroup>, Grouping> = {
  ...TIME_GROUPINGS,
  location: LOCATION_GROUPING,
  cashier: {
    key: sql`e.collected_by::text`,
    label: sql`(select ${userFullName('u')} from users u where u.id = e.collected_by)`,
    timeOrdered: false,
  },
  discount: {
    key: sql`coalesce(e.discount_id::text, 'none')`,
    label: sql`coalesce((select d.name from discounts d where d.id = e.discount_id), 'No discount')`,
    timeOrdered: false,
  },
  payment_method: {
    key: sql`coalesce(e.payment_method, 'unknown')`,
    label: METHOD_LABELS,
    timeOrdered: false,
  },
  channel: {
    key: sql`e.channel`,
    label: sql`case e.channel when 'online' then 'Online' else 'Counter' end`,
    timeOrdered: false,
  },
};

/**
 * The sales report as GET /api/reports/sales answered it before rollups, in one statement whatever the number of orders: every paid,
 * unvoided order paid in the range, and every refund made in the range (on the day of the refund,
 * as a negative amount less its tax), each on its shop's local days, grouped by `groupBy`.
 */
export async function salesReportFromOrders(
  db: Tx,
  query: { from: string; to: string; location?: number; groupBy: SalesGroup },
): Promise<SalesReport> {
  const { groupBy } = query;
  if (isItemGroup(groupBy)) return itemSalesFromOrders(db, { ...query, groupBy });
  const grouping = GROUPINGS[groupBy];
  const atLocation = (column: string): SQL =>
    query.location === undefined ? sql`true` : sql`${sql.raw(column)} = ${query.location}`;
  const rows = await selectRows<CentsRow>(
    db,
    sql`with e as (
      select o.location_id, l.name as location_name, l.time_zone, o.collected_by, o.discount_id,
        o.payment_method, o.channel, o.paid_at as at, 1 as orders, o.item_count as items,
        o.subtotal_cents as gross, o.discount_cents as discounts, 0 as refunds,
        o.tax_cents as tax, o.tip_cents as tips
      from orders o join locations l on l.id = o.location_id
      where o.is_paid and o.voided_at is null and ${atLocation('o.location_id')}
        and ${withinLocalDays('o.paid_at', 'l.time_zone', query.from, query.to)}
      union all
      select o.location_id, l.name, l.time_zone, o.collected_by, o.discount_id, o.payment_method,
        o.channel, r.created_at, 0, 0, 0, 0, r.amount_cents - r.tax_cents, -r.tax_cents, 0
      from refunds r join orders o on o.id = r.order_id join locations l on l.id = o.location_id
      where o.voided_at is null and ${atLocation('o.location_id')}
        and ${withinLocalDays('r.created_at', 'l.time_zone', query.from, query.to)}
    )
    select ${grouping.key} as key, ${grouping.label} as label,
      sum(e.orders)::bigint as orders, sum(e.items)::bigint as items,
      sum(e.gross)::bigint as gross, sum(e.discounts)::bigint as discounts,
      sum(e.refunds)::bigint as refunds, sum(e.tax)::bigint as tax, sum(e.tips)::bigint as tips
    from e
    group by 1, 2
    order by 1`,
  );
  return centsRowsToReport(rows, grouping.timeOrdered);
}
