import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../db';

/**
 * The open drawer of a location, locked FOR SHARE until the transaction ends (null when none is
 * open): sales may go into it side by side, while a close (FOR UPDATE) waits for them, so its
 * report never misses a sale that was attached to it.
 */
export async function lockOpenDrawer(tx: Tx, locationId: number): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`select id from drawers
    where location_id = ${locationId} and closed_at is null for share`,
  );
  return row?.id ?? null;
}

/**
 * The time of a cash event (a sale, a void, a refund, a drawer's close): the clock when the
 * statement runs, not the transaction's start that now() gives. An event that waited for a close
 * (its FOR SHARE behind the close's FOR UPDATE) is then stamped after that close, so "cash outside
 * a drawer since the last close" always includes it.
 */
export const cashEventTime = () => sql`clock_timestamp()`;
