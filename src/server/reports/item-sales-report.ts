import { sql, type SQL } from 'drizzle-orm';
import type { SalesReport } from '../../shared/report-schemas';
import type { Tx } from '../db/client';
import { withinLocalDays } from './report-keys';
import { centsRowsToReport, type CentsRow, type ItemSalesGroup } from './sales-figures';

/**
 * `total` cents split over the rows of one partition in proportion to `weight`, by cumulative
 * floors: each row gets floor(total x weights so far / all weights) less the same for the rows
 * before it, so the shares add up to `total` exactly (with equal weights when all are zero).
 * Window columns `upto`/`all`/`rank`/`n` must be computed by the stage before.
 */
const cumulativeShare = (total: string, prefix: string) =>
  sql.raw(`case when ${prefix}_all = 0
      then (${total}::bigint * ${prefix}_rank) / ${prefix}_n
        - (${total}::bigint * (${prefix}_rank - 1)) / ${prefix}_n
      else (${total}::bigint * ${prefix}_upto) / ${prefix}_all
        - (${total}::bigint * (${prefix}_upto - ${prefix}_weight)) / ${prefix}_all end`);

/** The window columns `cumulativeShare(…, prefix)` reads, for `weight` over `partition`. */
const shareWindow = (weight: string, prefix: string, partition: string, order: string) =>
  sql.raw(`${weight} as ${prefix}_weight,
      sum(${weight}) over (partition by ${partition} order by ${order}) as ${prefix}_upto,
      sum(${weight}) over (partition by ${partition}) as ${prefix}_all,
      row_number() over (partition by ${partition} order by ${order}) as ${prefix}_rank,
      count(*) over (partition by ${partition}) as ${prefix}_n`);

const GROUPINGS: Record<ItemSalesGroup, { key: SQL; label: SQL }> = {
  item: {
    key: sql`coalesce(e.menu_item_name, 'Custom drink')`,
    label: sql`coalesce(e.menu_item_name, 'Custom drink')`,
  },
  soda: {
    key: sql`e.soda_id::text`,
    label: sql`(select s.name from sodas s where s.id = e.soda_id)`,
  },
  cup: {
    key: sql`e.cup_id::text`,
    label: sql`(select c.size || ' oz' from cups c where c.id = e.cup_id)`,
  },
  flavor: {
    key: sql`f.flavor_id::text`,
    label: sql`(select fl.name from flavors fl where fl.id = f.flavor_id)`,
  },
};

/**
 * The sales report by what was sold (issue 16: item, soda, cup, flavor), in one statement. Each
 * sold item carries its share of its order's stored discount (by price), tax and tip (by what
 * it was charged); each refund is split over the items it refunded (by their refunded amounts)
 * or, for an amount refund, over all the order's items (by price). So the rows add up to the
 * same totals as the order groupings. A flavor row counts the drinks that had the flavor and
 * their figures (a drink has several flavors), so its totals are those of all drinks.
 */
export async function itemSalesReport(
  db: Tx,
  query: { from: string; to: string; location?: number; groupBy: ItemSalesGroup },
): Promise<SalesReport> {
  const atLocation =
    query.location === undefined ? sql`true` : sql`o.location_id = ${query.location}`;
  const grouping = GROUPINGS[query.groupBy];
  const byFlavor = query.groupBy === 'flavor';
  const figures = sql`count(distinct e.order_id) filter (where e.sale)::int as orders,
      count(distinct e.item_id) filter (where e.sale)::int as items,
      sum(e.gross)::int as gross, sum(e.discounts)::int as discounts,
      sum(e.refunds)::int as refunds, sum(e.tax)::int as tax, sum(e.tips)::int as tips`;
  const result = await db.execute(sql`with sold_items as (
      select i.id as item_id, i.order_id, i.menu_item_name, i.soda_id, i.cup_id, i.price_cents,
        o.discount_cents, o.tax_cents, o.tip_cents,
        ${shareWindow('i.price_cents', 'p', 'i.order_id', 'i.id')}
      from order_items i join orders o on o.id = i.order_id join locations l on l.id = o.location_id
      where o.is_paid and o.voided_at is null and ${atLocation}
        and ${withinLocalDays('o.paid_at', 'l.time_zone', query.from, query.to)}
    ), discounted as (
      select s.*, s.price_cents - ${cumulativeShare('s.discount_cents', 's.p')} as charged
      from sold_items s
    ), charged_items as (
      select d.*, ${shareWindow('d.charged', 'c', 'd.order_id', 'd.item_id')} from discounted d
    ), refunded_items as (
      select i.id as item_id, i.order_id, i.menu_item_name, i.soda_id, i.cup_id,
        r.amount_cents - r.tax_cents as refund_sales, r.tax_cents as refund_tax,
        ${shareWindow('coalesce(ri.amount_cents, i.price_cents)', 'r', 'r.id', 'i.id')}
      from refunds r join orders o on o.id = r.order_id join locations l on l.id = o.location_id
        join order_items i on i.order_id = o.id
        left join refund_items ri on ri.refund_id = r.id and ri.order_item_id = i.id
      where o.voided_at is null and ${atLocation}
        and ${withinLocalDays('r.created_at', 'l.time_zone', query.from, query.to)}
        and (ri.refund_id is not null
          or not exists (select 1 from refund_items x where x.refund_id = r.id))
    ), e as (
      select true as sale, c.item_id, c.order_id, c.menu_item_name, c.soda_id, c.cup_id,
        c.price_cents as gross, c.price_cents - c.charged as discounts, 0 as refunds,
        ${cumulativeShare('c.tax_cents', 'c.c')} as tax,
        ${cumulativeShare('c.tip_cents', 'c.c')} as tips
      from charged_items c
      union all
      select false, r.item_id, r.order_id, r.menu_item_name, r.soda_id, r.cup_id, 0, 0,
        ${cumulativeShare('r.refund_sales', 'r.r')}, -(${cumulativeShare('r.refund_tax', 'r.r')}), 0
      from refunded_items r
    )
    select ${grouping.key} as key, ${grouping.label} as label, ${figures}
      ${byFlavor ? sql`, sum(f.quantity) filter (where e.sale)::float8 as quantity` : sql``}
    from e ${byFlavor ? sql`join order_item_flavors f on f.order_item_id = e.item_id` : sql``}
    group by 1, 2
    ${
      byFlavor
        ? sql`union all
    select null, null, ${figures}, null
    from e`
        : sql``
    }`);
  return centsRowsToReport((result as unknown as { rows: CentsRow[] }).rows, false);
}
