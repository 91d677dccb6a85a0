import { asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderNameResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { orderNameSchema } from '../../shared/catalogue-schemas';
import { orderNames, orders } from '../db/schema';
import { notFound } from '../errors';
import { idParam, parse } from '../validate';
import { deleteUnlessUsed } from './delete-guard';
import { AUTOCOMPLETE_LIMIT, catalogueRouter, containsPattern, searchText } from './router';
import { saveUnique } from '../db/pg-errors';

const DUPLICATE: Record<string, [string, string]> = {
  order_names_name_unique: ['name', 'An order name with this name already exists.'],
};
const columns = { id: orderNames.id, name: orderNames.name };

export async function orderNameRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas(orderNameResponseSchema, orderNameSchema);

  route.get('/api/order-names', schemas.list, async () =>
    db.select(columns).from(orderNames).orderBy(asc(orderNames.name)),
  );

  route.get('/api/order-names/autocomplete', schemas.autocomplete, async (request) => {
    const q = searchText(request.query);
    const results = await db
      .select(columns)
      .from(orderNames)
      .where(q ? ilike(orderNames.name, containsPattern(q)) : undefined)
      .orderBy(asc(orderNames.name))
      .limit(AUTOCOMPLETE_LIMIT);
    return { results };
  });

  route.get('/api/order-names/:id', schemas.get, async (request) => {
    const [row] = await db
      .select(columns)
      .from(orderNames)
      .where(eq(orderNames.id, idParam(request.params)));
    if (!row) throw notFound('Order name not found.');
    return row;
  });

  route.post('/api/order-names', schemas.create, async (request, reply) => {
    const { name } = parse(orderNameSchema, request.body);
    const row = await saveUnique(
      () => db.insert(orderNames).values({ name }).returning(columns),
      DUPLICATE,
    );
    return reply.code(201).send(row);
  });

  route.put('/api/order-names/:id', schemas.update, async (request) => {
    const id = idParam(request.params);
    const { name } = parse(orderNameSchema, request.body);
    const row = await saveUnique(
      () => db.update(orderNames).set({ name }).where(eq(orderNames.id, id)).returning(columns),
      DUPLICATE,
    );
    if (!row) throw notFound('Order name not found.');
    return row;
  });

  route.delete('/api/order-names/:id', schemas.remove, async (request, reply) => {
    await deleteUnlessUsed(db, {
      table: orderNames,
      idColumn: orderNames.id,
      id: idParam(request.params),
      what: 'order name',
      usages: [{ table: orders, column: orders.orderNameId, label: ['order', 'orders'] }],
    });
    return reply.code(204).send();
  });
}
