import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db';
import { repeatWhileOpen } from '../platform';

/**
 * A sale or a void only notes its order at commit; fold_stock() (drizzle/0035) then costs its
 * drinks, writes its movements, adds them to the levels and follows sold-out, for every order
 * noted since the last fold, in one transaction (decision 048). Whatever reads or changes a level
 * folds first, in its own transaction, so it sees every sale committed before it.
 */
export async function foldPendingStock(db: Tx): Promise<void> {
  await db.execute(sql`select fold_stock()`);
}

/** Often enough that a flavor run out is sold out on every till well within a second. */
export const STOCK_FOLD_EVERY_MS = 200;

/** Folds every `everyMs` (0: only when a level is read) while the app runs. */
export function foldStockWhileOpen(app: FastifyInstance, db: Tx, everyMs = STOCK_FOLD_EVERY_MS) {
  repeatWhileOpen(
    app,
    everyMs,
    () => foldPendingStock(db),
    (error) => app.log.warn({ err: error }, 'folding the stock failed'),
  );
}
