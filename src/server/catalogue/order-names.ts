import { and, asc, eq, ilike, not, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  orderNameResponseSchema,
  orderNameUseSchema,
  resultsOf,
  searchQuerySchema,
} from '../../shared/catalogue-response-schemas';
import { orderNameSchema } from '../../shared/catalogue-schemas';
import { optionalRecordId } from '../../shared/ids';
import { currentUser } from '../auth/guards';
import { requireLocation } from '../orders/access';
import { orderNames, orders } from '../db/schema';
import { parse } from '../validate';
import { keepCatalogueResponse, serveCachedCatalogue } from './catalogue-cache';
import { crudResourceRoutes } from './crud-resource';
import { AUTOCOMPLETE_LIMIT, containsPattern, searchText } from './router';

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
 * GET /api/order-names/autocomplete: names containing `q`. With `location` (issue 13) each result
 * says whether a paid, not completed order of that location carries it (`in_use`), read in the
 * same query and never from the catalogue cache; without it the answer is cached as before.
 */
function autocompleteRoute(app: FastifyInstance) {
  const { db } = app.database;
  const cacheUnlessLive = async (request: FastifyRequest, reply: FastifyReply) => {
    const { location } = (request.query ?? {}) as { location?: unknown };
    if (location === undefined) return serveCachedCatalogue(request, reply);
  };
  app.route({
    method: 'GET',
    url: '/api/order-names/autocomplete',
    schema: {
      querystring: autocompleteQuerySchema,
      response: { 200: resultsOf(orderNameUseSchema) },
    },
    preHandler: cacheUnlessLive,
    onSend: keepCatalogueResponse,
    handler: async (request) => {
      const query = parse(autocompleteQuerySchema, request.query);
      const q = searchText(query);
      const location = query.location ?? undefined;
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
      // The location's waiting orders are read once (its queue), not once per name.
      const waiting = db
        .selectDistinct({ nameId: orders.orderNameId })
        .from(orders)
        .where(
          and(eq(orders.locationId, location), eq(orders.isPaid, true), not(orders.isComplete)),
        )
        .as('waiting');
      const rows = await db
        .select({ ...names, in_use: sql<boolean>`${waiting.nameId} is not null` })
        .from(orderNames)
        .leftJoin(waiting, eq(waiting.nameId, orderNames.id))
        .where(where)
        .orderBy(asc(orderNames.name))
        .limit(AUTOCOMPLETE_LIMIT);
      return { results: rows };
    },
  });
}
