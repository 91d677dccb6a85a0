import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db';
import { repeatWhileOpen } from '../platform';

/**
 * Sales append their rollup changes to sales_rollup_pending, paid orders their make-time changes
 * to make_time_pending, and stock movements their usage changes to stock_usage_pending; these move
 * them into sales_rollups, make_time_sketch and the usage rows of each shop and of the chain
 * (drizzle/0018, 0019, 0031). Each runs before its report's reads, so a report counts every change
 * committed before it, and all every FOLD_EVERY_MS, so the pending rows stay few.
 */
export async function foldPendingRollups(db: Tx): Promise<void> {
  await db.execute(sql`select fold_sales_rollups()`);
}

export async function foldPendingMakeTimes(db: Tx): Promise<void> {
  await db.execute(sql`select fold_make_time_sketch()`);
}

export async function foldPendingUsage(db: Tx): Promise<void> {
  await db.execute(sql`select fold_stock_usage()`);
}

/**
 * Orders written in one transaction with `sales_rollups.batched` on (the demo and bench history, a
 * day at a time): their rollups and make times added in one statement each, at its end. Their
 * stock goes first, in one statement too (drizzle/0025: `stock.batched` skips the deferred stock
 * trigger of each order at commit; idempotent, an order already sold from stock is left), since
 * the rollups read the drinks' costs it stores.
 */
export async function addBatchedOrders(tx: Tx, orderIds: number[]): Promise<void> {
  const ids = `{${orderIds.join(',')}}`;
  await tx.execute(sql`select set_config('stock.batched', 'on', true),
    stock_follow_orders(${ids}::int[])`);
  await tx.execute(sql`select sales_rollups_add_orders(${ids}::int[]),
    make_time_add_orders(${ids}::int[])`);
}

export const FOLD_EVERY_MS = 2_000;

/**
 * Folds every `everyMs` (0: never) while the app runs; a failed fold (the database away) is
 * logged, and the next one takes its rows.
 */
export function foldRollupsWhileOpen(app: FastifyInstance, db: Tx, everyMs = FOLD_EVERY_MS) {
  repeatWhileOpen(
    app,
    everyMs,
    () => Promise.all([foldPendingRollups(db), foldPendingMakeTimes(db), foldPendingUsage(db)]),
    (error) => app.log.warn({ err: error }, 'folding the rollups failed'),
  );
}
