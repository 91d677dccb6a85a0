import { sql } from 'drizzle-orm';
import { type locations, selectRows, type Tx } from '../db';

type LocationRow = typeof locations.$inferSelect;

export interface Slot {
  start: string;
  end: string;
  /** Online orders the slot still takes. */
  available: number;
}

/**
 * Today's pickup slots at the location from now on, in its time zone: slots of
 * `online_slot_minutes` from local midnight, the first one starting at or after `now`, the last
 * ending at the next midnight; each with the orders it still takes (its capacity less the online
 * orders not cancelled that are to be picked up then).
 */
export async function pickupSlots(
  db: Tx,
  location: LocationRow,
  now = new Date(),
): Promise<Slot[]> {
  const zone = location.timeZone;
  const length = `${location.onlineSlotMinutes} minutes`;
  const rows = await selectRows<{ start: Date; end: Date; taken: number }>(
    db,
    sql`with day as (select date_trunc('day', ${now}::timestamptz at time zone ${zone}) as midnight),
      slots as (
        select (s at time zone ${zone}) as start, ((s + ${length}::interval) at time zone ${zone}) as "end"
        from day, generate_series(day.midnight, day.midnight + interval '1 day' - ${length}::interval,
          ${length}::interval) s
      )
      select slots.start, slots."end", (select count(*)::int from orders o
        where o.location_id = ${location.id} and o.channel = 'online' and o.cancelled_at is null
          and o.pickup_at = slots.start) as taken
      from slots where slots.start >= ${now}::timestamptz order by slots.start`,
  );
  return rows.map((row) => ({
    start: new Date(row.start).toISOString(),
    end: new Date(row.end).toISOString(),
    available: Math.max(0, location.onlineOrdersPerSlot - Number(row.taken)),
  }));
}
