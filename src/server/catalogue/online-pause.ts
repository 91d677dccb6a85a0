import { eq } from 'drizzle-orm';
import { onlinePauseSchema } from '../../shared/location-schemas';
import { z } from '../../shared/validation';
import { recordAudit } from '../audit';
import { currentUser, LOCATION_FORBIDDEN, mayUseLocation } from '../auth';
import { locations, type Tx } from '../db';
import { HttpError, idParams, notFound, type parsedRoutes } from '../platform';
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
  if (!(await mayUseLocation(tx, currentUser(request), id))) {
    throw new HttpError(403, LOCATION_FORBIDDEN);
  }
  return row;
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
export function onlinePauseRoutes(staff: Routes) {
  const { db } = staff.database;
  staff.post(
    '/api/locations/:id/online-pause',
    {
      schema: {
        tags,
        summary: 'Pause online ordering at a location (its staff)',
        params: idParams,
        body: onlinePauseSchema,
        response: pauseAnswer,
      },
    },
    async (request) => {
      const { id } = request.params;
      return db.transaction(async (tx) => {
        await lockedLocation(tx, request, id);
        const until = new Date(Date.now() + request.body.minutes * 60_000);
        const [row] = await tx
          .update(locations)
          .set({ onlinePausedUntil: until })
          .where(eq(locations.id, id))
          .returning();
        await recordAudit(tx, {
          action: 'online_pause',
          userId: currentUser(request).id,
          target: `location ${id}`,
          locationId: id,
          details: { minutes: request.body.minutes, until: until.toISOString() },
        });
        return answer(row);
      });
    },
  );

  staff.delete(
    '/api/locations/:id/online-pause',
    {
      schema: {
        tags,
        params: idParams,
        summary: 'Resume online ordering at a location (its staff)',
        response: pauseAnswer,
      },
    },
    async (request) => {
      const { id } = request.params;
      return db.transaction(async (tx) => {
        const before = await lockedLocation(tx, request, id);
        const [row] = await tx
          .update(locations)
          .set({ onlinePausedUntil: null })
          .where(eq(locations.id, id))
          .returning();
        await recordAudit(tx, {
          action: 'online_resume',
          userId: currentUser(request).id,
          target: `location ${id}`,
          locationId: id,
          details: { was_paused_until: before.onlinePausedUntil?.toISOString() ?? null },
        });
        return answer(row);
      });
    },
  );
}
