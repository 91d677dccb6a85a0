import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { menuResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { menuSchema } from '../../shared/catalogue-schemas';
import { menus } from '../db/schema';
import { notFound } from '../errors';
import { idParam, parse } from '../validate';
import { deleteUnlessUsed } from './delete-guard';
import { catalogueRouter } from './router';
import { saveUnique } from '../db/pg-errors';

const DUPLICATE: Record<string, [string, string]> = {
  menus_version_unique: ['version', 'A menu with this version already exists.'],
  menus_date_unique: ['date', 'A menu with this date already exists.'],
};

export async function menuRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas(menuResponseSchema, menuSchema);

  route.get('/api/menus', schemas.list, async () =>
    db.select().from(menus).orderBy(asc(menus.version)),
  );

  route.get('/api/menus/:id', schemas.get, async (request) => {
    const [row] = await db
      .select()
      .from(menus)
      .where(eq(menus.id, idParam(request.params)));
    if (!row) throw notFound('Menu not found.');
    return row;
  });

  route.post('/api/menus', schemas.create, async (request, reply) => {
    const body = parse(menuSchema, request.body);
    const row = await saveUnique(() => db.insert(menus).values(body).returning(), DUPLICATE);
    return reply.code(201).send(row);
  });

  route.put('/api/menus/:id', schemas.update, async (request) => {
    const id = idParam(request.params);
    const body = parse(menuSchema, request.body);
    const row = await saveUnique(
      () => db.update(menus).set(body).where(eq(menus.id, id)).returning(),
      DUPLICATE,
    );
    if (!row) throw notFound('Menu not found.');
    return row;
  });

  route.delete('/api/menus/:id', schemas.remove, async (request, reply) => {
    await deleteUnlessUsed(db, {
      table: menus,
      idColumn: menus.id,
      id: idParam(request.params),
      what: 'menu',
      usages: [],
    });
    return reply.code(204).send();
  });
}
