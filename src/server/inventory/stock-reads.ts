import { sql } from 'drizzle-orm';
import { cupSizeDisplay } from '../../shared/catalogue';
import type { InventoryRow, StockKind } from '../../shared/inventory-schemas';
import { selectRows, type Tx } from '../db';
import { foldPendingStock } from './stock-fold';

/** The stock items of a location: every flavor not archived (its group's unit), then every cup. */
const STOCK_ITEMS = sql`(
  select 'flavor' as kind, f.id, f.name, g.uom, 0 as size
  from flavors f join flavor_groups g on g.id = f.flavor_group_id where not f.is_archived
  union all
  select 'cup', c.id, '', 'cup', c.size from cups c)`;

interface LevelRow {
  kind: StockKind;
  id: number;
  name: string;
  uom: string;
  size: number;
  on_hand: number;
  par: number;
  reorder_at: number | null;
  unit_cost: number;
  used: number;
}

/** Each item's level at the location (0 where none was ever kept) and its use over 7 days. */
async function levelRows(db: Tx, locationId: number, only?: { kind: StockKind; id: number }) {
  await foldPendingStock(db);
  return selectRows<LevelRow>(
    db,
    sql`select i.kind, i.id, i.name, i.uom, i.size,
      coalesce(s.on_hand, 0)::float8 as on_hand, coalesce(s.par, 0)::float8 as par,
      s.reorder_at::float8 as reorder_at, coalesce(s.unit_cost, 0)::float8 as unit_cost,
      coalesce(u.used, 0)::float8 as used
    from ${STOCK_ITEMS} i
    left join stock_levels s on s.location_id = ${locationId} and s.kind = i.kind
      and s.item_id = i.id
    left join (select m.kind, m.item_id, -sum(m.quantity) as used from stock_movements m
      where m.location_id = ${locationId} and m.type in ('sale', 'void')
        and m.created_at > now() - interval '7 days'
      group by m.kind, m.item_id) u on u.kind = i.kind and u.item_id = i.id
    where ${only ? sql`i.kind = ${only.kind} and i.id = ${only.id}` : sql`true`}
    order by i.kind = 'cup', i.size, lower(i.name), i.id`,
  );
}

/** Days the level lasts at the last week's pace, to a tenth; null when nothing was used. */
export function daysLeft(onHand: number, usedInWeek: number): number | null {
  if (usedInWeek <= 0) return null;
  return Math.max(0, Math.round((onHand / (usedInWeek / 7)) * 10) / 10);
}

const rowOf = (row: LevelRow): InventoryRow => ({
  kind: row.kind,
  id: row.id,
  name: row.kind === 'cup' ? cupSizeDisplay(row.size) : row.name,
  uom: row.uom,
  on_hand: row.on_hand,
  par: row.par,
  reorder_at: row.reorder_at,
  unit_cost: row.unit_cost,
  low: row.reorder_at !== null && row.on_hand <= row.reorder_at,
  used_last_7_days: row.used,
  days_left: daysLeft(row.on_hand, row.used),
});

/** GET /api/inventory's rows: flavors by name, then cups by size. */
export async function inventoryRows(db: Tx, locationId: number): Promise<InventoryRow[]> {
  return (await levelRows(db, locationId)).map(rowOf);
}

/** One item's row, or undefined when the catalogue has no such flavor or cup. */
export async function inventoryRow(
  db: Tx,
  locationId: number,
  item: { kind: StockKind; id: number },
): Promise<InventoryRow | undefined> {
  const [row] = await levelRows(db, locationId, item);
  return row && rowOf(row);
}
