import { asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { flavorGroupResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { flavorGroupSchema } from '../../shared/catalogue-schemas';
import { flavorGroups, flavors } from '../db/schema';
import { notFound } from '../errors';
import { idParam, parse } from '../validate';
import { deleteUnlessUsed } from './delete-guard';
import { AUTOCOMPLETE_LIMIT, catalogueRouter, containsPattern, searchText } from './router';
import { saveUnique } from '../db/pg-errors';
import { flavorGroupWire } from './wire';

const DUPLICATE: Record<string, [string, string]> = {
  flavor_groups_name_unique: ['name', 'A flavor group with this name already exists.'],
};

export async function flavorGroupRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas(flavorGroupResponseSchema, flavorGroupSchema);

  route.get('/api/flavor-groups', schemas.list, async () => {
    const rows = await db.select().from(flavorGroups).orderBy(asc(flavorGroups.name));
    return rows.map(flavorGroupWire);
  });

  route.get('/api/flavor-groups/autocomplete', schemas.autocomplete, async (request) => {
    const q = searchText(request.query);
    const rows = await db
      .select()
      .from(flavorGroups)
      .where(q ? ilike(flavorGroups.name, containsPattern(q)) : undefined)
      .orderBy(asc(flavorGroups.name))
      .limit(AUTOCOMPLETE_LIMIT);
    return { results: rows.map(flavorGroupWire) };
  });

  route.get('/api/flavor-groups/:id', schemas.get, async (request) => {
    const [row] = await db
      .select()
      .from(flavorGroups)
      .where(eq(flavorGroups.id, idParam(request.params)));
    if (!row) throw notFound('Flavor group not found.');
    return flavorGroupWire(row);
  });

  route.post('/api/flavor-groups', schemas.create, async (request, reply) => {
    const body = parse(flavorGroupSchema, request.body);
    const row = await saveUnique(
      () =>
        db
          .insert(flavorGroups)
          .values({ name: body.name, uom: body.uom, priceCents: body.price })
          .returning(),
      DUPLICATE,
    );
    return reply.code(201).send(flavorGroupWire(row));
  });

  route.put('/api/flavor-groups/:id', schemas.update, async (request) => {
    const id = idParam(request.params);
    const body = parse(flavorGroupSchema, request.body);
    const row = await saveUnique(
      () =>
        db
          .update(flavorGroups)
          .set({ name: body.name, uom: body.uom, priceCents: body.price })
          .where(eq(flavorGroups.id, id))
          .returning(),
      DUPLICATE,
    );
    if (!row) throw notFound('Flavor group not found.');
    return flavorGroupWire(row);
  });

  route.delete('/api/flavor-groups/:id', schemas.remove, async (request, reply) => {
    await deleteUnlessUsed(db, {
      table: flavorGroups,
      idColumn: flavorGroups.id,
      id: idParam(request.params),
      what: 'flavor group',
      usages: [{ table: flavors, column: flavors.flavorGroupId, label: ['flavor', 'flavors'] }],
    });
    return reply.code(204).send();
  });
}
