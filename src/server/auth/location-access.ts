import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { userLocations } from '../db/schema';
import type { UserRow } from './users-repo';

export const LOCATION_FORBIDDEN = 'You are not assigned to this location.';

/** The locations assigned to a user; an empty list means every location. */
export async function assignedLocations(db: Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(eq(userLocations.userId, userId));
  return rows.map((r) => r.locationId).sort((a, b) => a - b);
}

/** Admins act everywhere; staff with no assignment at every location, otherwise only at theirs. */
export async function mayUseLocation(db: Tx, user: UserRow, locationId: number): Promise<boolean> {
  if (user.isAdmin) return true;
  const assigned = await assignedLocations(db, user.id);
  return assigned.length === 0 || assigned.includes(locationId);
}
