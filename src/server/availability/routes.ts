import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  availabilityChangeSchema,
  availabilityListSchema,
  availabilityQuerySchema,
  availabilityUpdateSchema,
  type AvailabilityKind,
} from '../../shared/availability';
import { cupSizeDisplay } from '../../shared/catalogue';
import { recordChange } from '../audit';
import { currentUser, requireKnownLocation, requireStaff } from '../auth';
import { cups, flavors, menuItems, sodas, type Tx, unavailableItems } from '../db';
import { badRequest } from '../platform';
import { parsedRoutes } from '../platform';
import { availabilityOf } from './availability';

const UNKNOWN: Record<AvailabilityKind, string> = {
  menu_item: 'Unknown menu item.',
  soda: 'Unknown soda.',
  flavor: 'Unknown flavor.',
  cup: 'Unknown cup size.',
};

/** The name of the thing, read from the database (a row created a moment ago on another instance counts). */
async function nameOf(db: Tx, kind: AvailabilityKind, id: number): Promise<string | undefined> {
  const named = { menu_item: menuItems, soda: sodas, flavor: flavors } as const;
  if (kind === 'cup') {
    const [cup] = await db.select({ size: cups.size }).from(cups).where(eq(cups.id, id));
    return cup && cupSizeDisplay(cup.size);
  }
  const table = named[kind];
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name;
}

/** GET and PUT /api/availability: what a location has sold out of ("86"), staff of the location. */
export async function availabilityRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  app.addHook('preValidation', requireStaff);
  const tags = ['availability'];

  const listSchema = {
    tags,
    summary: 'What a location has sold out of',
    querystring: availabilityQuerySchema,
    response: { 200: availabilityListSchema },
  };
  app.get('/api/availability', { schema: listSchema }, async (request) => {
    const { location } = request.query;
    await requireKnownLocation(db, currentUser(request), location);
    return availabilityOf(await app.catalogueSnapshot(), location);
  });

  const updateSchema = {
    tags,
    summary: 'Mark a menu item, soda, flavor or cup sold out or available again',
    body: availabilityUpdateSchema,
    response: { 200: availabilityChangeSchema },
  };
  app.put('/api/availability', { schema: updateSchema }, async (request) => {
    const { body } = request;
    await requireKnownLocation(db, currentUser(request), body.location);
    const name = await nameOf(db, body.kind, body.id);
    if (name === undefined) throw badRequest('id', UNKNOWN[body.kind]);
    const key = { locationId: body.location, kind: body.kind, itemId: body.id };
    const user = currentUser(request);
    await db.transaction(async (tx) => {
      // What the statement changed tells the state before: a row deleted was sold out, a row
      // inserted was available. Nothing changed (it was already so): nothing to audit.
      const changed = body.available
        ? await tx
            .delete(unavailableItems)
            .where(
              and(
                eq(unavailableItems.locationId, key.locationId),
                eq(unavailableItems.kind, key.kind),
                eq(unavailableItems.itemId, key.itemId),
              ),
            )
            .returning({ id: unavailableItems.itemId })
        : // Marking it again keeps who marked it first and when.
          await tx
            .insert(unavailableItems)
            .values({ ...key, changedBy: user.id })
            .onConflictDoNothing()
            .returning({ id: unavailableItems.itemId });
      if (changed.length === 0) return;
      await recordChange(tx, {
        action: 'availability_change',
        userId: user.id,
        target: `${body.kind.replace('_', ' ')} ${body.id}`,
        locationId: body.location,
        before: { available: !body.available },
        after: { available: body.available },
        context: { name },
      });
    });
    return {
      location: body.location,
      kind: body.kind,
      id: body.id,
      name,
      available: body.available,
    };
  });
}
