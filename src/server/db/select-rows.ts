import type { SQL } from 'drizzle-orm';
import type { Tx } from './client';

const hasRows = (result: unknown): result is { rows: unknown[] } =>
  typeof result === 'object' && result !== null && Array.isArray(Reflect.get(result, 'rows'));

/**
 * The rows of a raw SQL read, typed by the caller (the SQL text decides their shape). Both drivers
 * answer `execute` with an object holding `rows` (PGlite's Results, node-postgres's QueryResult),
 * but the driver-neutral Db type cannot say so: this is the one place that looks.
 */
export async function selectRows<Row>(db: Tx, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (!hasRows(result)) throw new Error('The database answered a read without rows.');
  return result.rows as Row[];
}
