import { eq } from 'drizzle-orm';
import { onlinePauseSchema } from '../../shared/location-schemas';
import { z } from '../../shared/validation';
import { recordAudit } from '../audit';
import { currentUser, requireLocation } from '../auth';
import { locations, type Tx } from '../db';
import { idParams, notFound, type parsedRoutes } from '../platform';
import { CATALOGUE_TAGS as tags } from './router';

type Routes = ReturnType<typeof parsedRoutes>;
const pauseAnswer = {
  200: z.object({ online_ordering: z.boolean(), paused_until: z.string().nullable() }),
};
type LocationRow = typeof locations.$inferSelect;

/** The location, locked, if the signed-in staff member works there. */
async function lockedLocation(tx: Tx, request: Parameters<typeof currentUser>[0], id: number) {
  const [row] = await tx.select().from(locations).where(eq(locations.id, id)).for('update');
  if (!row) throw notFound('Location not found.');
  await requireLocation(tx, currentUser(request), id);
  return row;
}

/** Sets (or lifts, with null) the location's pause and audits it, in the caller's transaction. */
async function setPause(
  tx: Tx,
  change: { id: number; userId: number; until: Date | null; details: Record<string, unknown> },
) {
  const [row] = await tx
    .update(locations)
    .set({ onlinePausedUntil: change.until })
    .where(eq(locations.id, change.id))
    .returning();
  await recordAudit(tx, {
    action: change.until ? 'online_pause' : 'online_resume',
    userId: change.userId,
    target: `location ${change.id}`,
    locationId: change.id,
    details: change.details,
  });
  return answer(row);
}

const answer = (row: LocationRow) => ({
  online_ordering: row.onlineOrdering,
  paused_until: row.onlinePausedUntil?.toISOString() ?? null,
});

/**
 * Staff of a location pause online ordering there from the bar screen for 5 minutes to 4 hours,
 * and resume it; both audited. The change reaches every live screen (the `locations_online_changed`
 * trigger notifies as a catalogue change, drizzle/0020).
 */
const routeSchema = (what: string) => ({
  tags,
  params: idParams,
  summary: `${what} at a location (its staff)`,
  response: pauseAnswer,
});

export function onlinePauseRoutes(staff: Routes) {
  const { db } = staff.database;
  staff.post(
    '/api/locations/:id/online-pause',
    { schema: { ...routeSchema('Pause online ordering'), body: onlinePauseSchema } },
    async (request) => {
      const { id } = request.params;
      return db.transaction(async (tx) => {
        await lockedLocation(tx, request, id);
        const until = new Date(Date.now() + request.body.minutes * 60_000);
        const details = { minutes: request.body.minutes, until: until.toISOString() };
        return setPause(tx, { id, userId: currentUser(request).id, until, details });
      });
    },
  );

  staff.delete(
    '/api/locations/:id/online-pause',
    { schema: routeSchema('Resume online ordering') },
    async (request) =>
      db.transaction(async (tx) => {
        const { id } = request.params;
        const before = await lockedLocation(tx, request, id);
        const details = { was_paused_until: before.onlinePausedUntil?.toISOString() ?? null };
        return setPause(tx, { id, userId: currentUser(request).id, until: null, details });
      }),
  );
}
