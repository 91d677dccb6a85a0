import { asc, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  orderNameResponseSchema,
  orderNameUseSchema,
  resultsOf,
} from '../../shared/catalogue-response-schemas';
import { orderNameSchema } from '../../shared/catalogue-schemas';
import { optionalRecordId } from '../../shared/ids';
import { currentUser, requireLocation } from '../auth';
import { orderNames, orders } from '../db';
import { parsedRoutes } from '../platform';
import { keepCatalogueResponse, serveCachedCatalogue } from './catalogue-cache';
import { crudResourceRoutes } from './crud-resource';
import {
  AUTOCOMPLETE_LIMIT,
  CATALOGUE_TAGS,
  containsPattern,
  searchQuerySchema,
  searchText,
} from './router';

const autocompleteQuerySchema = searchQuerySchema.extend({ location: optionalRecordId() });

export async function orderNameRoutes(app: FastifyInstance) {
  crudResourceRoutes(app, {
    path: '/api/order-names',
    table: orderNames,
    what: 'order name',
    item: orderNameResponseSchema,
    orderBy: orderNames.name,
    body: orderNameSchema,
    values: ({ name }) => ({ name }),
    duplicate: {
      order_names_name_unique: ['name', 'An order name with this name already exists.'],
    },
    usages: [{ table: orders, column: orders.orderNameId, label: ['order', 'orders'] }],
  });
  autocompleteRoute(app);
}

/**
 * GET /api/order-names/autocomplete: names containing `q`. With `location` each result
 * says whether a paid, not completed (nor voided) order of that location carries it, or a typed
 * name equal to it ignoring case (`in_use`), read in the same query and never from the catalogue
 * cache; without it the answer is cached as before.
 */
function autocompleteRoute(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  // After validation: `location` is the parsed id (blank and 0 are none).
  const cacheUnlessLive = async (request: FastifyRequest, reply: FastifyReply) => {
    const { location } = request.query as { location?: number };
    if (location === undefined) return serveCachedCatalogue(request, reply);
  };
  app.route({
    method: 'GET',
    url: '/api/order-names/autocomplete',
    schema: {
      tags: CATALOGUE_TAGS,
      summary: 'Order names for a dropdown, by search text; with a location, which are in use',
      querystring: autocompleteQuerySchema,
      response: { 200: resultsOf(orderNameUseSchema) },
    },
    preHandler: cacheUnlessLive,
    onSend: keepCatalogueResponse,
    handler: async (request) => {
      const { query } = request;
      const q = searchText(query);
      const { location } = query;
      if (location !== undefined) await requireLocation(db, currentUser(request), location);
      const where: SQL | undefined = q ? ilike(orderNames.name, containsPattern(q)) : undefined;
      const names = { id: orderNames.id, name: orderNames.name };
      if (location === undefined) {
        const rows = await db
          .select(names)
          .from(orderNames)
          .where(where)
          .orderBy(asc(orderNames.name))
          .limit(AUTOCOMPLETE_LIMIT);
        return { results: rows };
      }
      // A name is in use when a waiting order of the location carries it, chosen from the list
      // or typed the same ignoring case: in the same statement, through the
      // location's partial index of waiting orders.
      // Spelled out: drizzle leaves columns of a one-table select unqualified, and a bare "id"
      // inside the subquery would be the order's.
      const inUse = sql<boolean>`exists (select 1 from orders o
        where o.location_id = ${location} and o.is_paid and not o.is_complete
          and o.voided_at is null
          and (o.order_name_id = order_names.id
            or lower(o.order_name_text) = lower(order_names.name)))`;
      const rows = await db
        .select({ ...names, in_use: inUse })
        .from(orderNames)
        .where(where)
        .orderBy(asc(orderNames.name))
        .limit(AUTOCOMPLETE_LIMIT);
      return { results: rows };
    },
  });
}
