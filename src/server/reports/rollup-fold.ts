import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db';

/**
 * Sales append their rollup changes to sales_rollup_pending; this moves them into sales_rollups
 * (drizzle/0018_rollup_pending.sql). Run before every report read, so a report counts every sale
 * committed before it, and every FOLD_EVERY_MS, so the pending rows stay few.
 */
export async function foldPendingRollups(db: Tx): Promise<void> {
  await db.execute(sql`select fold_sales_rollups()`);
}

export const FOLD_EVERY_MS = 2_000;

/**
 * Folds every `everyMs` (0: never) while the app runs; a failed fold (the database away) is
 * logged, and the next one takes its rows.
 */
export function foldRollupsWhileOpen(app: FastifyInstance, db: Tx, everyMs = FOLD_EVERY_MS) {
  if (everyMs <= 0) return;
  let folding = false;
  const timer = setInterval(() => {
    if (folding) return;
    folding = true;
    foldPendingRollups(db)
      .catch((error: unknown) => app.log.warn({ err: error }, 'folding the sales rollups failed'))
      .finally(() => (folding = false));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
