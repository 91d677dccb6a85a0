import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { flavorRowResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { optionalRecordId } from '../../shared/ids';
import { flavorSchema, flavorUpdateSchema } from '../../shared/catalogue-schemas';
import { z } from '../../shared/validation';
import {
  flavorGroups,
  flavors,
  menuItemFlavors,
  orderItemFlavors,
  saveUnique,
  type Tx,
} from '../db';
import { badRequest, notFound } from '../platform';
import { deleteRoute } from './delete-guard';
import { AUTOCOMPLETE_LIMIT, catalogueRouter, containsPattern, searchText } from './router';
import { flavorWire } from './wire';
import {
  archiveFilter,
  archiveQuerySchema,
  archiveSearchQuerySchema,
  archivedValue,
} from './archive';

const DUPLICATE: Record<string, [string, string]> = {
  flavors_group_name_unique: ['name', 'A flavor with this name already exists in this group.'],
};

const ORDERINGS = {
  name: [asc(flavors.name), asc(flavors.id)],
  '-name': [desc(flavors.name), desc(flavors.id)],
  id: [asc(flavors.id)],
  '-id': [desc(flavors.id)],
} as const;

const listQuery = archiveQuerySchema.extend({
  ordering: z.enum(Object.keys(ORDERINGS) as (keyof typeof ORDERINGS)[]).default('name'),
  flavor_group: optionalRecordId(),
});

/** Flavors with their groups in one query. */
async function selectFlavors(
  db: Tx,
  where: SQL | undefined,
  order: readonly SQL[] = ORDERINGS.name,
  limit?: number,
) {
  const query = db
    .select({ flavor: flavors, group: flavorGroups })
    .from(flavors)
    .innerJoin(flavorGroups, eq(flavorGroups.id, flavors.flavorGroupId))
    .where(where)
    .orderBy(...order);
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map(({ flavor, group }) => ({
    ...flavorWire({ ...flavor, group }),
    is_archived: flavor.isArchived,
  }));
}

async function findFlavor(db: Tx, id: number) {
  const [row] = await selectFlavors(db, eq(flavors.id, id));
  if (!row) throw notFound('Flavor not found.');
  return row;
}

const values = (body: z.output<typeof flavorSchema>) => ({
  name: body.name,
  flavorGroupId: body.flavor_group,
  sugarFreeAvailable: body.sugar_free_available,
});

async function assertGroupExists(db: Tx, id: number) {
  const [row] = await db
    .select({ id: flavorGroups.id })
    .from(flavorGroups)
    .where(eq(flavorGroups.id, id));
  if (!row) throw badRequest('flavor_group', 'Flavor group not found.');
}

export async function flavorRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas('flavor', flavorRowResponseSchema, flavorSchema);
  const shown = (query: z.output<typeof archiveQuerySchema>) =>
    archiveFilter(flavors.isArchived, query);

  route.get('/api/flavors', { ...schemas.list, querystring: listQuery }, async (request) => {
    const { query } = request;
    const where = and(
      shown(query),
      query.flavor_group ? eq(flavors.flavorGroupId, query.flavor_group) : undefined,
    );
    return selectFlavors(db, where, ORDERINGS[query.ordering]);
  });

  const autocomplete = { ...schemas.autocomplete, querystring: archiveSearchQuerySchema };
  route.get('/api/flavors/autocomplete', autocomplete, async (request) => {
    const q = searchText(request.query);
    const where = and(
      shown(request.query),
      q ? ilike(flavors.name, containsPattern(q)) : undefined,
    );
    return { results: await selectFlavors(db, where, ORDERINGS.name, AUTOCOMPLETE_LIMIT) };
  });

  route.get('/api/flavors/:id', schemas.get, async (request) => findFlavor(db, request.params.id));

  route.post('/api/flavors', schemas.create, async (request, reply) => {
    const { body } = request;
    await assertGroupExists(db, body.flavor_group);
    const row = await saveUnique(
      () => db.insert(flavors).values(values(body)).returning({ id: flavors.id }),
      DUPLICATE,
    );
    return reply.code(201).send(await findFlavor(db, row.id));
  });

  const update = { ...schemas.update, body: flavorUpdateSchema };
  route.put('/api/flavors/:id', update, async (request) => {
    const { id } = request.params;
    const { body } = request;
    await assertGroupExists(db, body.flavor_group);
    const row = await saveUnique(
      () =>
        db
          .update(flavors)
          .set({ ...values(body), ...archivedValue(body.is_archived) })
          .where(eq(flavors.id, id))
          .returning({ id: flavors.id }),
      DUPLICATE,
    );
    if (!row) throw notFound('Flavor not found.');
    return findFlavor(db, id);
  });

  deleteRoute(route, db, '/api/flavors', {
    table: flavors,
    what: 'flavor',
    usages: [
      {
        table: menuItemFlavors,
        column: menuItemFlavors.flavorId,
        label: ['menu item recipe', 'menu item recipes'],
      },
      {
        table: orderItemFlavors,
        column: orderItemFlavors.flavorId,
        label: ['order item', 'order items'],
      },
    ],
  });
}
