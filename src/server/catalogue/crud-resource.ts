import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '../../shared/audit-schemas';
import { z } from '../../shared/validation';
import { recordChange } from '../audit';
import { currentUser } from '../auth';
import { type Db, saveUnique, type Tx } from '../db';
import { type HttpError, notFound } from '../platform';
import { deleteRoute, type Usage } from './delete-guard';
import {
  AUTOCOMPLETE_LIMIT,
  type CatalogueRouter,
  catalogueRouter,
  containsPattern,
  searchText,
} from './router';
import { crudSchemas } from './route-schemas';
import { archiveFilter, archiveQuerySchema, archiveSearchQuerySchema } from './archive';

/** A catalogue table with a serial `id`. */
type CatalogueTable = PgTable & { id: PgColumn };
type Row<T extends CatalogueTable> = T['$inferSelect'];

interface CrudResource<T extends CatalogueTable, B, U, Q> {
  /** The URL, e.g. '/api/sodas'. */
  path: string;
  table: T;
  /** Singular, lower case, for messages: 'soda' gives 'Soda not found.'. */
  what: string;
  item: z.ZodType;
  /** The row as sent; the row itself when absent. */
  wire?: (row: Row<T>) => unknown;
  /** The column lists and autocomplete results are ordered by. */
  orderBy: PgColumn;
  /** The list's query-string filters: its schema, and the condition a query (parsed) gives. */
  filter?: { querystring: z.ZodType<Q>; where: (query: Q) => SQL | undefined };
  /**
   * The archive flag column, when rows can be archived: lists and autocompletes then hide archived
   * rows unless asked (archive.ts). Not combined with `filter`.
   */
  archived?: PgColumn;
  /**
   * The autocomplete route, when there is one: rows whose `search` column contains the search
   * text (at most AUTOCOMPLETE_LIMIT), or every row without `search`; each row as `choice` gives
   * it when the choices differ from the items.
   */
  autocomplete?: {
    search?: PgColumn;
    choice?: { schema: z.ZodType; of: (row: Row<T>) => unknown };
  };
  /** The create body and the row it writes. */
  body: z.ZodType<B>;
  values: (body: B) => PgInsertValue<T>;
  /** The update body and what it writes, when they differ from create's. */
  update?: { body: z.ZodType<U>; values: (body: U) => PgUpdateSetSource<T> };
  /** The unique indexes and the message naming a duplicate. */
  duplicate: Record<string, [string, string]>;
  /** Records that keep a row from being deleted. */
  usages: Usage[];
  /**
   * Creates, and updates that change these fields, are audited with the fields before and after
   * (recordChange), in the write's transaction; `name` is shown beside them.
   */
  audit?: {
    action: AuditAction;
    fields: (row: Row<T>) => Record<string, unknown>;
    name: (row: Row<T>) => string;
  };
}

/** What the route steps of one resource share. */
interface Crud<T extends CatalogueTable, B, U, Q> {
  resource: CrudResource<T, B, U, Q>;
  db: Db;
  route: CatalogueRouter;
  schemas: ReturnType<typeof crudSchemas>;
  /** The row as sent. */
  wire: (row: Row<T>) => unknown;
  /** The 404 of an unknown id: 'Soda not found.'. */
  missing: () => HttpError;
  /** Rows in the resource's order, filtered and at most `limit` of them. */
  select: (where?: SQL, limit?: number) => Promise<Row<T>[]>;
}

/**
 * List, autocomplete, get, create, update and delete-unless-used of a catalogue resource stored
 * in one table: the routes each such resource would otherwise copy. Fastify validates each
 * route's input with the schemas given here; the handlers read the parsed values.
 */
export function crudResourceRoutes<T extends CatalogueTable, B, U = B, Q = unknown>(
  app: FastifyInstance,
  resource: CrudResource<T, B, U, Q>,
) {
  const { path, table, what, autocomplete } = resource;
  const { db } = app.database;
  const crud: Crud<T, B, U, Q> = {
    resource,
    db,
    route: catalogueRouter(app),
    schemas: crudSchemas(what, resource.item, resource.body, autocomplete?.choice?.schema),
    wire: resource.wire ?? ((row: Row<T>) => row),
    missing: () => notFound(`${what[0].toUpperCase()}${what.slice(1)} not found.`),
    select: (where, limit) => {
      const from: PgTable = table;
      const query = db.select().from(from).where(where).orderBy(asc(resource.orderBy));
      return (limit ? query.limit(limit) : query) as Promise<Row<T>[]>;
    },
  };
  listRoute(crud);
  if (autocomplete) autocompleteRoute(crud, autocomplete);
  getRoute(crud);
  createRoute(crud);
  const { update } = resource;
  if (update) updateRoute(crud, update.body, update.values);
  else updateRoute(crud, resource.body, resource.values);
  deleteRoute(crud.route, db, path, { table, what, usages: resource.usages });
}

// The casts below only restate a generic schema's output, which Fastify's request types cannot
// follow through a type parameter: Fastify has parsed each value with that very schema.

/** GET path: every row, or those the resource's filter or the archive flags ask for. */
function listRoute<T extends CatalogueTable, B, U, Q>(crud: Crud<T, B, U, Q>) {
  const { route, schemas, select, wire } = crud;
  const { path, filter, archived } = crud.resource;
  if (filter) {
    const list = { ...schemas.list, querystring: filter.querystring };
    route.get(path, list, async (request) =>
      (await select(filter.where(request.query as Q))).map(wire),
    );
  } else if (archived) {
    const list = { ...schemas.list, querystring: archiveQuerySchema };
    route.get(path, list, async (request) =>
      (await select(archiveFilter(archived, request.query))).map(wire),
    );
  } else {
    route.get(path, schemas.list, async () => (await select()).map(wire));
  }
}

/** GET path/autocomplete: the rows whose search column contains the text, as choices. */
function autocompleteRoute<T extends CatalogueTable, B, U, Q>(
  crud: Crud<T, B, U, Q>,
  { search, choice }: NonNullable<CrudResource<T, B, U, Q>['autocomplete']>,
) {
  const { route, schemas, select, wire } = crud;
  const { path, archived } = crud.resource;
  const querystring = archived ? archiveSearchQuerySchema : schemas.autocomplete.querystring;
  route.get(`${path}/autocomplete`, { ...schemas.autocomplete, querystring }, async (request) => {
    // Without an archive column the archive flags are absent, and not read.
    const query = request.query as z.output<typeof archiveSearchQuerySchema>;
    const q = search ? searchText(query) : '';
    const shown = archived && archiveFilter(archived, query);
    const rows = search
      ? await select(
          and(shown, q ? ilike(search, containsPattern(q)) : undefined),
          AUTOCOMPLETE_LIMIT,
        )
      : await select(shown || undefined);
    return { results: rows.map(choice ? choice.of : wire) };
  });
}

/** GET path/:id: one row, or a 404. */
function getRoute<T extends CatalogueTable, B, U, Q>(crud: Crud<T, B, U, Q>) {
  const { route, schemas, select, wire, missing, resource } = crud;
  route.get(`${resource.path}/:id`, schemas.get, async (request) => {
    const [row] = await select(eq(resource.table.id, request.params.id));
    if (!row) throw missing();
    return wire(row);
  });
}

/** The row as it was (null for a new one) and is now, audited in the write's transaction. */
async function audited<T extends CatalogueTable, B, U, Q>(
  { resource }: Crud<T, B, U, Q>,
  tx: Tx,
  change: { userId: number; before: Row<T> | null; after: Row<T> },
) {
  const { audit } = resource;
  if (!audit) return;
  const { userId, before, after } = change;
  await recordChange(tx, {
    action: audit.action,
    userId,
    target: `${resource.what} ${(after as { id: number }).id}`,
    before: before && audit.fields(before),
    after: audit.fields(after),
    context: { name: audit.name(after) },
  });
}

/** POST path: a new row (201), audited; a duplicate is the resource's 400. */
function createRoute<T extends CatalogueTable, B, U, Q>(crud: Crud<T, B, U, Q>) {
  const { route, schemas, db, wire, resource } = crud;
  route.post(resource.path, schemas.create, async (request, reply) => {
    const body = request.body as B;
    const userId = currentUser(request).id;
    const row = await saveUnique(
      () =>
        db.transaction(async (tx) => {
          const rows = (await tx
            .insert(resource.table)
            .values(resource.values(body))
            .returning()) as Row<T>[];
          await audited(crud, tx, { userId, before: null, after: rows[0] });
          return rows;
        }),
      resource.duplicate,
    );
    return reply.code(201).send(wire(row));
  });
}

/** PUT path/:id: the update body and values when the resource has them, else create's. */
function updateRoute<T extends CatalogueTable, B, U, Q, P>(
  crud: Crud<T, B, U, Q>,
  body: z.ZodType<P>,
  values: (body: P) => PgUpdateSetSource<T> | PgInsertValue<T>,
) {
  const { route, schemas, db, wire, missing, resource } = crud;
  const { table } = resource;
  route.put(`${resource.path}/:id`, { ...schemas.update, body }, async (request) => {
    const { id } = request.params;
    const set = values(request.body as P);
    const userId = currentUser(request).id;
    const row = await saveUnique(
      () =>
        db.transaction(async (tx) => {
          const from: PgTable = table;
          // Locked, so that the audited `before` is what this update replaces.
          const [before] = resource.audit
            ? ((await tx.select().from(from).where(eq(table.id, id)).for('update')) as Row<T>[])
            : [];
          const rows = (await tx
            .update(table)
            .set(set)
            .where(eq(table.id, id))
            .returning()) as Row<T>[];
          if (rows[0] && before) await audited(crud, tx, { userId, before, after: rows[0] });
          return rows;
        }),
      resource.duplicate,
    );
    if (!row) throw missing();
    return wire(row);
  });
}
