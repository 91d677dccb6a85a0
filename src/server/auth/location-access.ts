import { eq, inArray } from 'drizzle-orm';
import { locations, type Tx, userLocations } from '../db';
import { badRequest } from '../platform';
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

/** The user's assignments: those read with the user when there are, else from the database. */
export async function assignmentsOfUser(db: Tx, user: UserRow): Promise<readonly number[]> {
  return user.assignedLocations ?? assignedLocations(db, user.id);
}

/** Staff with no assignment work at every location, otherwise only at theirs. */
const assignmentsAllow = (assigned: readonly number[], locationId: number) =>
  assigned.length === 0 || assigned.includes(locationId);

/** Admins act everywhere; staff as their assignments allow. */
export async function mayUseLocation(db: Tx, user: UserRow, locationId: number): Promise<boolean> {
  return user.isAdmin || assignmentsAllow(await assignmentsOfUser(db, user), locationId);
}

/**
 * mayUseLocation from what the session read with the user alone, without a query: false when
 * the assignments were not read with it, so the caller takes its slower path, which asks.
 */
export function knownToUseLocation(user: UserRow, locationId: number): boolean {
  if (user.isAdmin) return true;
  return (
    user.assignedLocations !== undefined && assignmentsAllow(user.assignedLocations, locationId)
  );
}

/** The assignments of many users at once (the Users tab), by user id. */
export async function assignmentsOf(db: Tx, userIds: number[]): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(userLocations)
    .where(inArray(userLocations.userId, userIds))
    .orderBy(userLocations.locationId);
  for (const row of rows) byUser.get(row.userId)?.push(row.locationId);
  return byUser;
}

/** Replaces a user's assignments (400 for an unknown location); part of the caller's transaction. */
export async function assignLocations(tx: Tx, userId: number, locationIds: number[]) {
  const wanted = [...new Set(locationIds)];
  if (wanted.length) {
    const known = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(inArray(locations.id, wanted));
    if (known.length !== wanted.length) throw badRequest('locations', 'Unknown location.');
  }
  await tx.delete(userLocations).where(eq(userLocations.userId, userId));
  if (wanted.length)
    await tx.insert(userLocations).values(wanted.map((locationId) => ({ userId, locationId })));
}
