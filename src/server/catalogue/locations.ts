import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  locationChoiceSchema,
  locationResponseSchema as location,
} from '../../shared/catalogue-response-schemas';
import { idFromText } from '../../shared/ids';
import { TAX_RATE_SCALE } from '../../shared/pricing';
import { locationSchema, setLocationCookieSchema, z } from '../../shared/validation';
import {
  locationUpdateSchema,
  TICKET_RED_AFTER_YELLOW,
  type LocationUpdate,
} from '../../shared/location-schemas';
import { recordChange } from '../audit';
import { type Db, insertUnique, locations, type Tx } from '../db';
import {
  assignedLocations,
  currentUser,
  LOCATION_FORBIDDEN,
  mayUseLocation,
  requireAdmin,
  requireStaff,
  type UserRow,
} from '../auth';
import { badRequest, HttpError, notFound, parsedRoutes } from '../platform';
import { onlinePauseRoutes } from './online-pause';
import { crudSchemas } from './route-schemas';
import { CATALOGUE_TAGS as tags, containsPattern, searchText } from './router';

export const LOCATION_COOKIE = 'location_id';
const schemas = crudSchemas('location', location, locationSchema, locationChoiceSchema);
const cookieSchema = z.object({ locationId: z.string() });

type LocationRow = typeof locations.$inferSelect;
const wire = (row: LocationRow) => ({
  id: row.id,
  name: row.name,
  ticket_yellow_seconds: row.ticketYellowSeconds,
  ticket_red_seconds: row.ticketRedSeconds,
  tax_rate: row.taxRateThousandths / TAX_RATE_SCALE,
  prices_include_tax: row.pricesIncludeTax,
  time_zone: row.timeZone,
  address: row.address,
  phone: row.phone,
  online_ordering: row.onlineOrdering,
  online_slot_minutes: row.onlineSlotMinutes,
  online_orders_per_slot: row.onlineOrdersPerSlot,
  online_max_drinks: row.onlineMaxDrinks,
  auto_sold_out: row.autoSoldOut,
  paused_until: pausedUntil(row),
});

/** When a pause from the bar screen ends, while it lasts (an ended pause is no pause). */
export const pausedUntil = (row: Pick<LocationRow, 'onlinePausedUntil'>, now = new Date()) =>
  row.onlinePausedUntil && row.onlinePausedUntil > now ? row.onlinePausedUntil.toISOString() : null;

const DUPLICATE_NAME = 'A location with this name already exists.';

/**
 * Renames a location and sets its ticket thresholds and tax; a setting not sent keeps its value,
 * and red must still come after yellow (400 on the threshold sent, red first), decided on the
 * locked row. A new tax rate applies to later sales only: paid orders keep the figures they stored.
 */
async function updateLocation(
  tx: Tx,
  id: number,
  body: LocationUpdate,
): Promise<{ before: LocationRow; after: LocationRow }> {
  // Not FOR UPDATE: the rows that reference the location (a sale's, a rollup fold's) would wait
  // on it, and a new zone's triggers wait for the folds' locks: a deadlock.
  const [current] = await tx
    .select()
    .from(locations)
    .where(eq(locations.id, id))
    .for('no key update');
  if (!current) throw notFound('Location not found.');
  const yellow = body.ticket_yellow_seconds ?? current.ticketYellowSeconds;
  const red = body.ticket_red_seconds ?? current.ticketRedSeconds;
  if (red <= yellow) {
    const field =
      body.ticket_red_seconds !== undefined ? 'ticket_red_seconds' : 'ticket_yellow_seconds';
    throw badRequest(field, TICKET_RED_AFTER_YELLOW);
  }
  const values = {
    name: body.name,
    ticketYellowSeconds: yellow,
    ticketRedSeconds: red,
    taxRateThousandths: body.tax_rate ?? current.taxRateThousandths,
    pricesIncludeTax: body.prices_include_tax ?? current.pricesIncludeTax,
    timeZone: body.time_zone ?? current.timeZone,
    address: body.address ?? current.address,
    phone: body.phone ?? current.phone,
    onlineOrdering: body.online_ordering ?? current.onlineOrdering,
    onlineSlotMinutes: body.online_slot_minutes ?? current.onlineSlotMinutes,
    onlineOrdersPerSlot: body.online_orders_per_slot ?? current.onlineOrdersPerSlot,
    onlineMaxDrinks: body.online_max_drinks ?? current.onlineMaxDrinks,
    autoSoldOut: body.auto_sold_out ?? current.autoSoldOut,
  };
  const after = await insertUnique(
    () => tx.update(locations).set(values).where(eq(locations.id, id)).returning(),
    'name',
    DUPLICATE_NAME,
  );
  return { before: current, after };
}

/** A location's settings (tax included) before and after, audited at the location. */
function auditLocation(tx: Tx, userId: number, before: LocationRow | null, after: LocationRow) {
  const settings = (row: LocationRow) => {
    const { id: _id, ...rest } = wire(row);
    return rest;
  };
  return recordChange(tx, {
    action: 'location_change',
    userId,
    target: `location ${after.id}`,
    locationId: after.id,
    before: before && settings(before),
    after: settings(after),
    context: { name: after.name },
  });
}

type Routes = ReturnType<typeof parsedRoutes>;

/**
 * The locations: admins create and change them; staff list, search and read the ones they work
 * at, and choose the one a device works at (a cookie).
 */
export async function locationRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  locationWriteRoutes(app);
  app.register(async (instance) => {
    const staff = parsedRoutes(instance);
    staff.addHook('preValidation', requireStaff);
    locationReadRoutes(staff);
    locationCookieRoutes(staff);
    onlinePauseRoutes(staff);
  });
}

/** POST and PUT, for admins, audited at the location. */
function locationWriteRoutes(app: Routes) {
  const { db } = app.database;
  app.post(
    '/api/locations',
    {
      preValidation: requireAdmin,
      schema: { tags, ...schemas.create, response: { 201: locationChoiceSchema } },
    },
    async (request, reply) => {
      const { name } = request.body;
      const userId = currentUser(request).id;
      const row = await insertUnique(
        () =>
          db.transaction(async (tx) => {
            const rows = await tx.insert(locations).values({ name }).returning();
            await auditLocation(tx, userId, null, rows[0]);
            return rows;
          }),
        'name',
        DUPLICATE_NAME,
      );
      return reply.code(201).send(row);
    },
  );

  app.put(
    '/api/locations/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        ...schemas.update,
        summary: "Change a location's name, ticket timings, tax and contact details (admins)",
        body: locationUpdateSchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { body } = request;
      const userId = currentUser(request).id;
      const row = await db.transaction(async (tx) => {
        const { before, after } = await updateLocation(tx, id, body);
        await auditLocation(tx, userId, before, after);
        return after;
      });
      return wire(row);
    },
  );
}

/** Staff assigned to locations see and choose only theirs; admins see every location. */
async function visibleLocations(db: Db, user: UserRow) {
  const assigned = user.isAdmin ? [] : await assignedLocations(db, user.id);
  return assigned.length ? inArray(locations.id, assigned) : undefined;
}

/** The list, the autocomplete and one location, of the locations the user may see. */
function locationReadRoutes(staff: Routes) {
  const { db } = staff.database;
  const listSchema = { tags, ...schemas.list, summary: 'The locations the user works at' };
  staff.get('/api/locations', { schema: listSchema }, async (request) => {
    const rows = await db
      .select()
      .from(locations)
      .where(await visibleLocations(db, currentUser(request)))
      .orderBy(asc(locations.name));
    return rows.map(wire);
  });

  const choices = { tags, ...schemas.autocomplete };
  staff.get('/api/locations/autocomplete', { schema: choices }, async (request) => {
    const q = searchText(request.query);
    const rows = await db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(
        and(
          q ? ilike(locations.name, containsPattern(q)) : undefined,
          await visibleLocations(db, currentUser(request)),
        ),
      )
      .orderBy(asc(locations.name))
      .limit(50);
    return { results: rows };
  });

  staff.get('/api/locations/:id', { schema: { tags, ...schemas.get } }, async (request) => {
    const [row] = await db.select().from(locations).where(eq(locations.id, request.params.id));
    if (!row) throw notFound('Location not found.');
    return wire(row);
  });
}

/** The location a device works at, kept in an httpOnly cookie: chosen, and read back. */
function locationCookieRoutes(staff: Routes) {
  const { db } = staff.database;
  const setCookieSchema = {
    tags,
    summary: 'Choose the location this device works at (a cookie)',
    body: setLocationCookieSchema,
    response: { 200: cookieSchema },
  };
  staff.patch('/api/locations/set-cookie', { schema: setCookieSchema }, async (request, reply) => {
    const { locationId } = request.body;
    const [row] = await db.select().from(locations).where(eq(locations.id, locationId));
    if (!row) throw badRequest('locationId', 'Unknown location.');
    if (!(await mayUseLocation(db, currentUser(request), row.id)))
      throw new HttpError(403, LOCATION_FORBIDDEN);
    reply.setCookie(LOCATION_COOKIE, String(row.id), {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: request.protocol === 'https',
      maxAge: 365 * 24 * 60 * 60,
    });
    return { locationId: String(row.id) };
  });

  const getCookieSchema = {
    tags,
    summary: 'The location this device works at',
    response: { 200: cookieSchema },
  };
  staff.get('/api/locations/get-cookie', { schema: getCookieSchema }, async (request, reply) => {
    const id = idFromText(request.cookies[LOCATION_COOKIE]);
    const [row] = id ? await db.select().from(locations).where(eq(locations.id, id)) : [];
    // A location that is gone or that the user no longer works at is forgotten: the client asks again.
    if (!row || !(await mayUseLocation(db, currentUser(request), row.id))) {
      if (request.cookies[LOCATION_COOKIE]) reply.clearCookie(LOCATION_COOKIE, { path: '/' });
      throw notFound('No location selected.');
    }
    return { locationId: String(row.id) };
  });
}
