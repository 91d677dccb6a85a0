import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './client';
import { repeatWhileOpen } from '../platform';
import { selectRows } from './select-rows';

/**
 * The tables a sale rewrites: its order and drinks (each updated after its insert), its stock
 * movements (written pending, then marked applied), the shop's stock levels and queue version
 * (one row each, updated by every sale there), the orders and rollup changes waiting for a fold
 * (appended, then deleted by the folds) and the rollups they fold into. The rest change at the
 * pace of an admin.
 */
export const CHURN_TABLES = [
  'orders',
  'order_items',
  'stock_movements',
  'stock_levels',
  'queue_versions',
  'stock_pending_orders',
  'sales_rollup_pending',
  'make_time_pending',
  'stock_usage_pending',
  'sales_rollups',
  'make_time_sketch',
  'stock_usage_rollups',
  'stock_usage_chain_rollups',
  'idempotency_keys',
] as const;

export const VACUUM_EVERY_MS = 5_000;

/**
 * One pass over the churn tables. Only the pages changed since the last pass are read (the
 * visibility map), so a pass costs what the sales since the last one wrote, not the size of the
 * history. SKIP_LOCKED: a table another instance is vacuuming is left to it. TRUNCATE false: giving
 * empty end pages back would lock the table against every sale for a moment, and the next sales
 * fill them again anyway.
 */
export async function vacuumChurnTables(database: Database): Promise<void> {
  const tables = CHURN_TABLES.join(', ');
  await database.db.execute(sql.raw(`vacuum (skip_locked, truncate false) ${tables}`));
}

/** Whether this connection's role may vacuum the tables: it owns them (decision 044). */
async function ownsTables(database: Database): Promise<boolean> {
  const [row] = await selectRows<{ owns: boolean }>(
    database.db,
    sql`select pg_has_role(current_user, relowner, 'MEMBER') as owns
      from pg_class where oid = 'public.orders'::regclass`,
  );
  return Boolean(row?.owns);
}

/**
 * Vacuums the churn tables every `everyMs` (0: never) while the app runs, when its role owns
 * them (decision 044: PGlite has no autovacuum, and PostgreSQL's wakes once a minute at most). A
 * failed pass (the database away) is logged and the next one tries again.
 */
export async function vacuumWhileOpen(
  app: FastifyInstance,
  database: Database,
  everyMs = VACUUM_EVERY_MS,
) {
  if (everyMs <= 0 || !(await ownsTables(database))) return;
  repeatWhileOpen(
    app,
    everyMs,
    () => vacuumChurnTables(database),
    (error) => app.log.warn({ err: error }, 'vacuuming the churn tables failed'),
  );
}
