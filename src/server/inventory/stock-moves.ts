import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { stockText, type StockKind, type StockMovementType } from '../../shared/inventory-schemas';
import { selectRows, type Tx } from '../db';
import { badRequest } from '../platform';
import { foldPendingStock } from './stock-fold';

/**
 * Receipts, waste, counts and transfers: each line changes one level, locked, and leaves one
 * movement row with what it changed. Levels are locked in (location, kind, item) order, the order
 * a sale's upsert locks them in (drizzle/0025), so a count and a sale never wait on each other in
 * a circle.
 */

export interface StockItem {
  kind: StockKind;
  id: number;
}

/** One line to apply at a location; quantities are ten-thousandths. */
export interface MoveLine extends StockItem {
  locationId: number;
  type: StockMovementType;
  /** What it adds to on_hand (negative takes away); for a count, the level counted instead. */
  quantity: number;
  counted?: boolean;
  /** A delivery's cost a unit, folded into the level's cost as a weighted average. */
  unitCost?: number | null;
  reason?: string | null;
  transferId?: string | null;
}

const itemKey = (line: { locationId: number; kind: string; id: number }) =>
  `${line.locationId}:${line.kind}:${line.id}`;

const idsOf = (items: StockItem[], kind: StockKind) =>
  items.filter((item) => item.kind === kind).map((item) => item.id);

/** 400 on `field` unless every item is a flavor or cup of the catalogue, named once. */
export async function requireStockItems(db: Tx, items: StockItem[], field = 'lines') {
  const seen = new Set(items.map((item) => `${item.kind}:${item.id}`));
  if (seen.size !== items.length) throw badRequest(field, 'Name each item once.');
  const found = await selectRows<{ key: string }>(
    db,
    sql`select 'flavor:' || id as key from flavors where not is_archived
        and id = any(${sql.param(idsOf(items, 'flavor'))}::int[])
      union all
      select 'cup:' || id from cups
        where id = any(${sql.param(idsOf(items, 'cup'))}::int[])`,
  );
  const known = new Set(found.map((row) => row.key));
  const missing = items.find((item) => !known.has(`${item.kind}:${item.id}`));
  if (missing) throw badRequest(field, `No ${missing.kind} has id ${missing.id}.`);
}

/**
 * Makes the levels the lines need and locks them, in key order, once every sale before is in them
 * (a count must see them, a delivery's weighted cost must weigh them).
 */
async function lockLevels(tx: Tx, lines: MoveLine[]) {
  await foldPendingStock(tx);
  const sorted = [...new Map(lines.map((line) => [itemKey(line), line])).values()].sort(
    (a, b) => a.locationId - b.locationId || a.kind.localeCompare(b.kind) || a.id - b.id,
  );
  const locs = sorted.map((line) => line.locationId);
  const kinds = sorted.map((line) => line.kind);
  const ids = sorted.map((line) => line.id);
  await tx.execute(sql`insert into stock_levels (location_id, kind, item_id)
    select * from unnest(${sql.param(locs)}::int[], ${sql.param(kinds)}::text[], ${sql.param(ids)}::int[])
    on conflict do nothing`);
  await tx.execute(sql`select 1 from stock_levels s
    join unnest(${sql.param(locs)}::int[], ${sql.param(kinds)}::text[], ${sql.param(ids)}::int[]) as k(location_id, kind, item_id)
      on s.location_id = k.location_id and s.kind = k.kind and s.item_id = k.item_id
    order by s.location_id, s.kind, s.item_id
    for update of s`);
}

/** Applies one line to its locked level and records its movement; returns the movement id. */
async function applyLine(tx: Tx, line: MoveLine, userId: number): Promise<number> {
  const amount = stockText(line.quantity);
  const cost = line.unitCost == null ? null : stockText(line.unitCost);
  const tracks = line.type !== 'waste';
  const [moved] = await selectRows<{ id: number }>(
    tx,
    sql`with before as (
        select on_hand from stock_levels
        where location_id = ${line.locationId} and kind = ${line.kind} and item_id = ${line.id}),
      after as (
        update stock_levels s set
          on_hand = ${line.counted ? sql`${amount}::numeric` : sql`s.on_hand + ${amount}::numeric`},
          tracked = s.tracked or ${tracks},
          unit_cost = case when ${cost}::numeric is null or ${amount}::numeric <= 0 then s.unit_cost
            else round((greatest(s.on_hand, 0) * s.unit_cost + ${amount}::numeric * ${cost}::numeric)
              / (greatest(s.on_hand, 0) + ${amount}::numeric), 4) end
        where s.location_id = ${line.locationId} and s.kind = ${line.kind}
          and s.item_id = ${line.id}
        returning s.on_hand)
      insert into stock_movements (location_id, kind, item_id, type, quantity, unit_cost,
        expected, counted, reason, transfer_id, created_by)
      select ${line.locationId}, ${line.kind}, ${line.id}, ${line.type},
        after.on_hand - before.on_hand, ${cost}::numeric,
        ${line.counted ? sql`before.on_hand` : sql`null`},
        ${line.counted ? sql`after.on_hand` : sql`null`},
        ${line.reason ?? null}, ${line.transferId ?? null}::uuid, ${userId}
      from before, after
      returning id`,
  );
  return moved.id;
}

/**
 * Applies the lines in one transaction and lets each touched flavor follow its level's sold-out
 * (stock_follow_sold_out, the rule sales use too). Returns the movement ids in line order.
 */
export async function applyMoves(tx: Tx, lines: MoveLine[], userId: number): Promise<number[]> {
  await lockLevels(tx, lines);
  const ids: number[] = [];
  for (const line of lines) ids.push(await applyLine(tx, line, userId));
  for (const locationId of new Set(lines.map((line) => line.locationId))) {
    const flavors = lines
      .filter((line) => line.locationId === locationId && line.kind === 'flavor')
      .map((line) => line.id);
    if (flavors.length)
      await tx.execute(
        sql`select stock_follow_sold_out(${locationId}, ${sql.param(flavors)}::int[])`,
      );
  }
  return ids;
}

/** The two sides of a transfer: out of `from` at its cost, into `to` at the same cost. */
export async function transferLines(
  tx: Tx,
  from: number,
  to: number,
  lines: (StockItem & { quantity: number })[],
): Promise<MoveLine[]> {
  const transferId = randomUUID();
  await foldPendingStock(tx);
  const costs = await selectRows<{ kind: string; item_id: number; cost: string }>(
    tx,
    sql`select kind, item_id, unit_cost::text as cost from stock_levels where location_id = ${from}`,
  );
  const costOf = new Map(costs.map((row) => [`${row.kind}:${row.item_id}`, row.cost]));
  return lines.flatMap((line) => {
    const cost = Math.round(Number(costOf.get(`${line.kind}:${line.id}`) ?? 0) * 10_000);
    const side = { kind: line.kind, id: line.id, type: 'transfer' as const, transferId };
    return [
      { ...side, locationId: from, quantity: -line.quantity },
      { ...side, locationId: to, quantity: line.quantity, unitCost: cost || null },
    ];
  });
}
