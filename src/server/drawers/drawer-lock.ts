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

/**
 * The drawer that was open at the location at `at` (an offline sale's time), locked FOR SHARE
 * as lockOpenDrawer locks the open one; `closed` when it has been closed since. Null: none was.
 */
export async function lockDrawerOpenAt(
  tx: Tx,
  locationId: number,
  at: Date,
): Promise<{ id: number; closed: boolean } | null> {
  const [row] = await selectRows<{ id: number; closed: boolean }>(
    tx,
    sql`select id, closed_at is not null as closed from drawers
    where location_id = ${locationId} and opened_at <= ${at.toISOString()}::timestamptz
      and (closed_at is null or closed_at > ${at.toISOString()}::timestamptz)
    order by opened_at desc limit 1 for share`,
  );
  return row ?? null;
}
