import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { locationResponseSchema as location } from '../../shared/catalogue-response-schemas';
import { idFromText } from '../../shared/ids';
import { locationSchema, setLocationCookieSchema, z } from '../../shared/validation';
import { currentUser, requireAdmin, requireStaff } from '../auth/guards';
import { LOCATION_FORBIDDEN, assignedLocations, mayUseLocation } from '../auth/location-access';
import type { UserRow } from '../auth/users-repo';
import { locations } from '../db/schema';
import { HttpError, badRequest, notFound } from '../errors';
import { idParam, parse } from '../validate';
import { crudSchemas } from './route-schemas';
import { containsPattern, searchText } from './router';
import { insertUnique } from '../db/pg-errors';

export const LOCATION_COOKIE = 'location_id';
const schemas = crudSchemas(location, locationSchema);
const cookieSchema = z.object({ locationId: z.string() });

export async function locationRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.post(
    '/api/locations',
    { preHandler: requireAdmin, schema: schemas.create },
    async (request, reply) => {
      const { name } = parse(locationSchema, request.body);
      const row = await insertUnique(
        () => db.insert(locations).values({ name }).returning(),
        'name',
        'A location with this name already exists.',
      );
      return reply.code(201).send(row);
    },
  );

  app.register(async (staff) => {
    staff.addHook('preHandler', requireStaff);

    // Staff assigned to locations see and choose only theirs; admins see every location.
    const visible = async (user: UserRow) => {
      const assigned = user.isAdmin ? [] : await assignedLocations(db, user.id);
      return assigned.length ? inArray(locations.id, assigned) : undefined;
    };

    staff.get('/api/locations', { schema: schemas.list }, async (request) =>
      db
        .select()
        .from(locations)
        .where(await visible(currentUser(request)))
        .orderBy(asc(locations.name)),
    );

    staff.get('/api/locations/autocomplete', { schema: schemas.autocomplete }, async (request) => {
      const q = searchText(request.query);
      const rows = await db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(
          and(
            q ? ilike(locations.name, containsPattern(q)) : undefined,
            await visible(currentUser(request)),
          ),
        )
        .orderBy(asc(locations.name))
        .limit(50);
      return { results: rows };
    });

    const setCookieSchema = { body: setLocationCookieSchema, response: { 200: cookieSchema } };
    staff.patch(
      '/api/locations/set-cookie',
      { schema: setCookieSchema },
      async (request, reply) => {
        const { locationId } = parse(setLocationCookieSchema, request.body);
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
      },
    );

    staff.get(
      '/api/locations/get-cookie',
      { schema: { response: { 200: cookieSchema } } },
      async (request, reply) => {
        const id = idFromText(request.cookies[LOCATION_COOKIE]);
        const [row] = id ? await db.select().from(locations).where(eq(locations.id, id)) : [];
        // A location that is gone or that the user no longer works at is forgotten: the client asks again.
        if (!row || !(await mayUseLocation(db, currentUser(request), row.id))) {
          if (request.cookies[LOCATION_COOKIE]) reply.clearCookie(LOCATION_COOKIE, { path: '/' });
          throw notFound('No location selected.');
        }
        return { locationId: String(row.id) };
      },
    );

    staff.get('/api/locations/:id', { schema: schemas.get }, async (request) => {
      const [row] = await db
        .select()
        .from(locations)
        .where(eq(locations.id, idParam(request.params)));
      if (!row) throw notFound('Location not found.');
      return row;
    });
  });
}
