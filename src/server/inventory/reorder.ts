import { sql } from 'drizzle-orm';
import { centsToDollars } from '../../shared/money';
import { selectRows, type Tx } from '../db';
import { foldPendingStock } from './stock-fold';
import { inventoryRows } from './stock-reads';

/**
 * GET /api/inventory/reorder: every item below par, the quantity that brings it up to par and
 * what that costs at its unit cost (to the cent, half up), in the inventory's order.
 */
export async function reorderList(db: Tx, locationId: number) {
  await foldPendingStock(db);
  const short = await selectRows<{
    kind: string;
    item_id: number;
    quantity: number;
    cents: number;
  }>(
    db,
    sql`select kind, item_id, (par - on_hand)::float8 as quantity,
      round((par - on_hand) * unit_cost * 100)::bigint::int as cents
    from stock_levels where location_id = ${locationId} and on_hand < par`,
  );
  const byKey = new Map(short.map((row) => [`${row.kind}:${row.item_id}`, row]));
  const rows = (await inventoryRows(db, locationId)).flatMap((row) => {
    const need = byKey.get(`${row.kind}:${row.id}`);
    if (!need) return [];
    return [
      {
        kind: row.kind,
        id: row.id,
        name: row.name,
        uom: row.uom,
        on_hand: row.on_hand,
        par: row.par,
        quantity: need.quantity,
        unit_cost: row.unit_cost,
        estimated_cost: centsToDollars(need.cents),
      },
    ];
  });
  const cents = rows.reduce((sum, row) => sum + byKey.get(`${row.kind}:${row.id}`)!.cents, 0);
  return { rows, estimated_cost: centsToDollars(cents) };
}
