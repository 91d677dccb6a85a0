import { asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sodaResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { sodaSchema } from '../../shared/catalogue-schemas';
import { menuItems, orderItems, sodas } from '../db/schema';
import { notFound } from '../errors';
import { idParam, parse } from '../validate';
import { deleteUnlessUsed } from './delete-guard';
import { AUTOCOMPLETE_LIMIT, catalogueRouter, containsPattern, searchText } from './router';
import { saveUnique } from '../db/pg-errors';

const DUPLICATE: Record<string, [string, string]> = {
  sodas_name_unique: ['name', 'A soda with this name already exists.'],
};
const columns = { id: sodas.id, name: sodas.name };

export async function sodaRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas(sodaResponseSchema, sodaSchema);

  route.get('/api/sodas', schemas.list, async () =>
    db.select(columns).from(sodas).orderBy(asc(sodas.name)),
  );

  route.get('/api/sodas/autocomplete', schemas.autocomplete, async (request) => {
    const q = searchText(request.query);
    const results = await db
      .select(columns)
      .from(sodas)
      .where(q ? ilike(sodas.name, containsPattern(q)) : undefined)
      .orderBy(asc(sodas.name))
      .limit(AUTOCOMPLETE_LIMIT);
    return { results };
  });

  route.get('/api/sodas/:id', schemas.get, async (request) => {
    const [row] = await db
      .select(columns)
      .from(sodas)
      .where(eq(sodas.id, idParam(request.params)));
    if (!row) throw notFound('Soda not found.');
    return row;
  });

  route.post('/api/sodas', schemas.create, async (request, reply) => {
    const { name } = parse(sodaSchema, request.body);
    const row = await saveUnique(
      () => db.insert(sodas).values({ name }).returning(columns),
      DUPLICATE,
    );
    return reply.code(201).send(row);
  });

  route.put('/api/sodas/:id', schemas.update, async (request) => {
    const id = idParam(request.params);
    const { name } = parse(sodaSchema, request.body);
    const row = await saveUnique(
      () => db.update(sodas).set({ name }).where(eq(sodas.id, id)).returning(columns),
      DUPLICATE,
    );
    if (!row) throw notFound('Soda not found.');
    return row;
  });

  route.delete('/api/sodas/:id', schemas.remove, async (request, reply) => {
    await deleteUnlessUsed(db, {
      table: sodas,
      idColumn: sodas.id,
      id: idParam(request.params),
      what: 'soda',
      usages: [
        { table: menuItems, column: menuItems.sodaId, label: ['menu item', 'menu items'] },
        {
          table: orderItems,
          column: orderItems.sodaId,
          label: ['order item', 'order items'],
        },
      ],
    });
    return reply.code(204).send();
  });
}
