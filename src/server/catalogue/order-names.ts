import { asc, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  orderNameResponseSchema,
  orderNameUseSchema,
  resultsOf,
  searchQuerySchema,
} from '../../shared/catalogue-response-schemas';
import { orderNameSchema } from '../../shared/catalogue-schemas';
import { optionalRecordId } from '../../shared/ids';
import { currentUser } from '../auth/guards';
import { orderNames, orders } from '../db/schema';
import { LOCATION_FORBIDDEN, mayUseLocation } from '../auth/location-access';
import { HttpError } from '../errors';
import { parse } from '../validate';
import { crudResourceRoutes } from './crud-resource';
import { AUTOCOMPLETE_LIMIT, containsPattern, searchText } from './router';

const autocompleteQuerySchema = searchQuerySchema.extend({ location: optionalRecordId() });

/**
 * True when a paid, not completed order of the location carries the name (it waits in the queue).
 * The outer column is qualified by hand: drizzle leaves columns of a one-table select unqualified,
 * and an unqualified "id" inside the subquery would name the order's id.
 */
const inUseAt = (locationId: number) => sql<boolean>`exists (
  select 1 from ${orders} as waiting where waiting.order_name_id = ${orderNames}.id
    and waiting.location_id = ${locationId} and waiting.is_paid and not waiting.is_complete)`;

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

  // Not from the catalogue cache: with a location it marks the names waiting in its queue now
  // (`in_use`); without one the results are the plain names, as before.
  const schema = {
    querystring: autocompleteQuerySchema,
    response: { 200: resultsOf(orderNameUseSchema) },
  };
  app.get('/api/order-names/autocomplete', { schema }, async (request) => {
    const { location } = parse(autocompleteQuerySchema, request.query);
    const { db } = app.database;
    if (location !== undefined && !(await mayUseLocation(db, currentUser(request), location)))
      throw new HttpError(403, LOCATION_FORBIDDEN);
    const q = searchText(request.query);
    const results = await db
      .select({
        id: orderNames.id,
        name: orderNames.name,
        ...(location !== undefined && { in_use: inUseAt(location) }),
      })
      .from(orderNames)
      .where(q ? ilike(orderNames.name, containsPattern(q)) : undefined)
      .orderBy(asc(orderNames.name))
      .limit(AUTOCOMPLETE_LIMIT);
    return { results };
  });
}
