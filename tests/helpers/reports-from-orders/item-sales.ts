import { sql, type SQL } from 'drizzle-orm';
import type { SalesReport } from '../../../src/shared/report-schemas';
import { selectRows, type Tx } from '../../../src/server/db';
import { centShares } from './cent-shares';
import { withinLocalDays } from '../../../src/server/reports/report-keys';
import {
  centsRowsToReport,
  type CentsRow,
  type ItemSalesGroup,
} from '../../../src/server/reports/sales-figures';

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

/** A group's figures over the relation `e` of sales and refunds. */
const saleFigures = () => sql`count(distinct e.order_id) filter (where e.sale)::int as orders,
      count(distinct e.item_id) filter (where e.sale)::int as items,
      sum(e.gross)::bigint as gross, sum(e.discounts)::bigint as discounts,
      sum(e.refunds)::bigint as refunds, sum(e.tax)::bigint as tax, sum(e.tips)::bigint as tips,
      sum(e.cost)::bigint as cost`;

/**
 * The sales report by what was sold (item, soda, cup, flavor), in one statement. Each
 * sold item carries its share of its order's stored discount (by price), tax and tip (by what
 * it was charged); each refund is split over the items it refunded (by their refunded amounts)
 * or, for an amount refund, over all the order's items (by price). Every share is whole cents by
 * the largest remainder method (`centShares`), so an order's shares add up to its stored figures
 * and every grouping has the same money totals as the order groupings, to the cent. A
 * flavor row counts the drinks that had the flavor and their figures (a drink has several
 * flavors), so its totals are those of all drinks. `cost` is the sum of the sold items' stored
 * costs (order_items.cost_cents); a refund gives no cost back.
 */
export async function itemSalesFromOrders(
  db: Tx,
  query: { from: string; to: string; location?: number; groupBy: ItemSalesGroup },
): Promise<SalesReport> {
  const atLocation =
    query.location === undefined ? sql`true` : sql`o.location_id = ${query.location}`;
  const grouping = GROUPINGS[query.groupBy];
  const byFlavor = query.groupBy === 'flavor';
  const figures = saleFigures();
  const drink = ['item_id', 'order_id', 'menu_item_name', 'soda_id', 'cup_id'];
  const rows = await selectRows<CentsRow>(
    db,
    sql`with sold_items as (
      select i.id as item_id, i.order_id, i.menu_item_name, i.soda_id, i.cup_id, i.price_cents,
        coalesce(i.cost_cents, 0) as cost_cents, coalesce(o.discount_cents, 0) as discount_cents, coalesce(o.tax_cents, 0) as tax_cents,
        coalesce(o.tip_cents, 0) as tip_cents
      from order_items i join orders o on o.id = i.order_id join locations l on l.id = o.location_id
      where o.is_paid and o.voided_at is null and ${atLocation}
        and ${withinLocalDays('o.paid_at', 'l.time_zone', query.from, query.to)}
    ), discounted as (
      ${centShares({
        from: 'sold_items',
        columns: [...drink, 'price_cents', 'cost_cents', 'tax_cents', 'tip_cents'],
        group: 'order_id',
        tieBreak: 'item_id',
        weight: 's.price_cents',
        shares: { discount: 'discount_cents' },
      })}
    ), charged as (
      ${centShares({
        from: 'discounted',
        columns: [...drink, 'price_cents', 'cost_cents', 'discount'],
        group: 'order_id',
        tieBreak: 'item_id',
        weight: 's.price_cents - s.discount',
        shares: { tax: 'tax_cents', tip: 'tip_cents' },
      })}
    ), refunded_items as (
      select r.id as refund_id, i.id as item_id, i.order_id, i.menu_item_name, i.soda_id, i.cup_id,
        coalesce(ri.amount_cents, i.price_cents) as refund_weight,
        r.amount_cents - r.tax_cents as refund_sales, r.tax_cents as refund_tax
      from refunds r join orders o on o.id = r.order_id join locations l on l.id = o.location_id
        join order_items i on i.order_id = o.id
        left join refund_items ri on ri.refund_id = r.id and ri.order_item_id = i.id
      where o.voided_at is null and ${atLocation}
        and ${withinLocalDays('r.created_at', 'l.time_zone', query.from, query.to)}
        and (ri.refund_id is not null
          or not exists (select 1 from refund_items x where x.refund_id = r.id))
    ), refunded as (
      ${centShares({
        from: 'refunded_items',
        columns: drink,
        group: 'refund_id',
        tieBreak: 'item_id',
        weight: 's.refund_weight',
        shares: { sales: 'refund_sales', tax: 'refund_tax' },
      })}
    ), e as (
      select true as sale, c.item_id, c.order_id, c.menu_item_name, c.soda_id, c.cup_id,
        c.price_cents as gross, c.discount as discounts, 0 as refunds, c.tax, c.tip as tips,
        c.cost_cents as cost
      from charged c
      union all
      select false, r.item_id, r.order_id, r.menu_item_name, r.soda_id, r.cup_id, 0, 0, r.sales,
        -r.tax, 0, 0
      from refunded r
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
    }`,
  );
  return centsRowsToReport(rows, false, true);
}
