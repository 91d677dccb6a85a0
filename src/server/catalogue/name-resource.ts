import { asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from '../../shared/validation';
import { saveUnique } from '../db/pg-errors';
import { orderNames, sodas } from '../db/schema';
import { notFound } from '../errors';
import { idParam, parse } from '../validate';
import { deleteUnlessUsed, type Usage } from './delete-guard';
import { AUTOCOMPLETE_LIMIT, catalogueRouter, containsPattern, searchText } from './router';
import { crudSchemas } from './route-schemas';

/** The catalogue tables whose rows are just an id and a unique name. */
type NamedTable = typeof sodas | typeof orderNames;

export interface NameResource {
  /** The URL, e.g. '/api/sodas'. */
  path: string;
  table: NamedTable;
  /** Singular, lower case, for messages: 'soda' gives 'Soda not found.'. */
  what: string;
  item: z.ZodType;
  body: z.ZodType<{ name: string }>;
  /** The unique index and the message naming a duplicate. */
  duplicate: Record<string, [string, string]>;
  /** Records that keep a row from being deleted. */
  usages: Usage[];
}

/**
 * List, autocomplete, get, create, update and delete-unless-used of a name-only resource: the
 * routes each such resource would otherwise copy.
 */
export function nameResourceRoutes(app: FastifyInstance, resource: NameResource) {
  const { path, table, what } = resource;
  const { db } = app.database;
  // Every named table has exactly the columns of sodas; drizzle's writes are typed per table.
  const writable = table as typeof sodas;
  const route = catalogueRouter(app);
  const schemas = crudSchemas(resource.item, resource.body);
  const columns = { id: table.id, name: table.name };
  const missing = () => notFound(`${what[0].toUpperCase()}${what.slice(1)} not found.`);

  route.get(path, schemas.list, async () =>
    db.select(columns).from(table).orderBy(asc(table.name)),
  );

  route.get(`${path}/autocomplete`, schemas.autocomplete, async (request) => {
    const q = searchText(request.query);
    const results = await db
      .select(columns)
      .from(table)
      .where(q ? ilike(table.name, containsPattern(q)) : undefined)
      .orderBy(asc(table.name))
      .limit(AUTOCOMPLETE_LIMIT);
    return { results };
  });

  route.get(`${path}/:id`, schemas.get, async (request) => {
    const [row] = await db
      .select(columns)
      .from(table)
      .where(eq(table.id, idParam(request.params)));
    if (!row) throw missing();
    return row;
  });

  route.post(path, schemas.create, async (request, reply) => {
    const { name } = parse(resource.body, request.body);
    const row = await saveUnique(
      () => db.insert(writable).values({ name }).returning(columns),
      resource.duplicate,
    );
    return reply.code(201).send(row);
  });

  route.put(`${path}/:id`, schemas.update, async (request) => {
    const id = idParam(request.params);
    const { name } = parse(resource.body, request.body);
    const row = await saveUnique(
      () => db.update(writable).set({ name }).where(eq(table.id, id)).returning(columns),
      resource.duplicate,
    );
    if (!row) throw missing();
    return row;
  });

  route.delete(`${path}/:id`, schemas.remove, async (request, reply) => {
    await deleteUnlessUsed(db, {
      table,
      idColumn: table.id,
      id: idParam(request.params),
      what,
      usages: resource.usages,
    });
    return reply.code(204).send();
  });
}
