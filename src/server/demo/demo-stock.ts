import { sql } from 'drizzle-orm';
import type { Tx } from '../db';

/**
 * The demo shops' shelves, kept through their history as a shop would: an opening delivery with
 * every flavor and cup at its cost, a delivery each Monday morning up to a par set from the week
 * before's use, and a count each Sunday evening that finds a little less than expected (spills,
 * over-pours). Movements carry the history's own times, so usage, days left and the margins in
 * the reports read as if the app had been in use for the four weeks.
 */

/** Dollars a unit, by flavor group (a pump of syrup, a wedge of fruit) and by cup size (oz). */
const GROUP_COSTS: Record<string, string> = {
  Syrup: '0.0450',
  Puree: '0.1100',
  Fruit: '0.0900',
  Cream: '0.1200',
  'Half & Half': '0.2200',
  Spice: '0.0100',
};
const CUP_COSTS: Record<number, string> = { 16: '0.1100', 24: '0.1400', 32: '0.1700' };
const OPENING_UNITS = 400;

const groupCost = sql.raw(
  `case g.name ${Object.entries(GROUP_COSTS)
    .map(([name, cost]) => `when '${name.replaceAll("'", "''")}' then ${cost}`)
    .join(' ')} else 0.05 end`,
);
const cupCost = sql.raw(
  `case c.size ${Object.entries(CUP_COSTS)
    .map(([size, cost]) => `when ${size} then ${cost}`)
    .join(' ')} else 0.12 end`,
);

/** Every flavor and cup on the shelf at its cost, received before the first day's sales. */
async function openingDelivery(tx: Tx, shopId: number, at: Date, admin: number) {
  await tx.execute(sql`insert into stock_levels as s
      (location_id, kind, item_id, on_hand, par, reorder_at, unit_cost, tracked)
    select ${shopId}::int, 'flavor', f.id, ${OPENING_UNITS}::numeric, ${OPENING_UNITS}::numeric,
      ${OPENING_UNITS / 4}::numeric, ${groupCost}, true
    from flavors f join flavor_groups g on g.id = f.flavor_group_id where not f.is_archived
    union all
    select ${shopId}::int, 'cup', c.id, ${OPENING_UNITS}::numeric, ${OPENING_UNITS}::numeric,
      ${OPENING_UNITS / 4}::numeric, ${cupCost}, true
    from cups c
    on conflict do nothing`);
  await tx.execute(sql`insert into stock_movements (location_id, kind, item_id, type, quantity,
      unit_cost, created_by, created_at)
    select location_id, kind, item_id, 'receipt', on_hand, unit_cost, ${admin}::int,
      ${at}::timestamptz
    from stock_levels where location_id = ${shopId} order by kind, item_id`);
}

/** Monday's delivery: each par set to one and a half weeks of the last week's use, then filled. */
async function weeklyDelivery(tx: Tx, shopId: number, at: Date, admin: number) {
  await tx.execute(sql`update stock_levels s set
      par = greatest(40, ceil(u.used * 1.5 / 10) * 10),
      reorder_at = greatest(10, ceil(u.used * 0.4 / 10) * 10)
    from (select l.kind, l.item_id, coalesce(-sum(m.quantity), 0) as used
      from stock_levels l left join stock_movements m on m.location_id = l.location_id
        and m.kind = l.kind and m.item_id = l.item_id and m.type in ('sale', 'void')
        and m.created_at > ${at}::timestamptz - interval '7 days'
      where l.location_id = ${shopId} group by l.kind, l.item_id) u
    where s.location_id = ${shopId} and s.kind = u.kind and s.item_id = u.item_id`);
  await tx.execute(sql`with short as (
      select kind, item_id, par - on_hand as quantity, unit_cost from stock_levels
      where location_id = ${shopId} and on_hand < par),
    filled as (
      update stock_levels s set on_hand = s.par from short
      where s.location_id = ${shopId} and s.kind = short.kind and s.item_id = short.item_id)
    insert into stock_movements (location_id, kind, item_id, type, quantity, unit_cost,
      created_by, created_at)
    select ${shopId}::int, kind, item_id, 'receipt', quantity, unit_cost, ${admin}::int,
      ${at}::timestamptz
    from short order by kind, item_id`);
}

/** Sunday's count: up to 3% less than expected of what is on the shelf, the same each run. */
async function weeklyCount(tx: Tx, shopId: number, at: Date, staff: number) {
  await tx.execute(sql`with counted as (
      select kind, item_id, on_hand as expected,
        round(on_hand * (1 - 0.01 * ((item_id * 13 + ${at.getUTCDate()}::int) % 4))) as counted
      from stock_levels where location_id = ${shopId} and on_hand > 0),
    set_count as (
      update stock_levels s set on_hand = counted.counted from counted
      where s.location_id = ${shopId} and s.kind = counted.kind and s.item_id = counted.item_id)
    insert into stock_movements (location_id, kind, item_id, type, quantity, expected, counted,
      created_by, created_at)
    select ${shopId}::int, kind, item_id, 'count', counted - expected, expected, counted,
      ${staff}::int, ${at}::timestamptz
    from counted order by kind, item_id`);
}

const followSoldOut = (tx: Tx, shopId: number) =>
  tx.execute(sql`select stock_follow_sold_out(${shopId},
    array(select item_id from stock_levels where location_id = ${shopId} and kind = 'flavor'))`);

/** The stock work of a shop's day in the demo history, around its sales. */
export const demoStock = (admin: number) => ({
  async beforeSales(tx: Tx, shop: { id: number; first: boolean; weekday: number; at: Date }) {
    if (shop.first) await openingDelivery(tx, shop.id, shop.at, admin);
    else if (shop.weekday === 1) await weeklyDelivery(tx, shop.id, shop.at, admin);
    else return;
    await followSoldOut(tx, shop.id);
  },
  async afterSales(tx: Tx, shop: { id: number; weekday: number; at: Date; staff: number }) {
    if (shop.weekday !== 0) return;
    await weeklyCount(tx, shop.id, shop.at, shop.staff);
    await followSoldOut(tx, shop.id);
  },
});
export type DemoStock = ReturnType<typeof demoStock>;
