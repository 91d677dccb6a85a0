import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cupChoiceSchema, cupResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { cupSchema } from '../../shared/catalogue-schemas';
import { hundredthsToString } from '../../shared/money';
import { cups, discounts, orderItems } from '../db/schema';
import { notFound } from '../errors';
import { idParam, parse } from '../validate';
import { deleteUnlessUsed } from './delete-guard';
import { catalogueRouter } from './router';
import { saveUnique } from '../db/pg-errors';
import { cupWire } from './wire';

const DUPLICATE: Record<string, [string, string]> = {
  cups_size_unique: ['size', 'A cup of this size already exists.'],
};

const values = (body: ReturnType<typeof cupSchema.parse>) => ({
  size: body.size,
  priceCents: body.price,
  conversionFactor: hundredthsToString(body.conversion_factor),
});

export async function cupRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas(cupResponseSchema, cupSchema, cupChoiceSchema);
  const all = () => db.select().from(cups).orderBy(asc(cups.size));

  route.get('/api/cups', schemas.list, async () => (await all()).map(cupWire));

  // Cups have no name of their own: the size display ('16 oz') is their name.
  route.get('/api/cups/autocomplete', schemas.autocomplete, async () => ({
    results: (await all()).map((c) => ({ ...cupWire(c), name: cupWire(c).size.display })),
  }));

  route.get('/api/cups/:id', schemas.get, async (request) => {
    const [row] = await db
      .select()
      .from(cups)
      .where(eq(cups.id, idParam(request.params)));
    if (!row) throw notFound('Cup not found.');
    return cupWire(row);
  });

  route.post('/api/cups', schemas.create, async (request, reply) => {
    const body = parse(cupSchema, request.body);
    const row = await saveUnique(() => db.insert(cups).values(values(body)).returning(), DUPLICATE);
    return reply.code(201).send(cupWire(row));
  });

  route.put('/api/cups/:id', schemas.update, async (request) => {
    const id = idParam(request.params);
    const body = parse(cupSchema, request.body);
    const row = await saveUnique(
      () => db.update(cups).set(values(body)).where(eq(cups.id, id)).returning(),
      DUPLICATE,
    );
    if (!row) throw notFound('Cup not found.');
    return cupWire(row);
  });

  route.delete('/api/cups/:id', schemas.remove, async (request, reply) => {
    await deleteUnlessUsed(db, {
      table: cups,
      idColumn: cups.id,
      id: idParam(request.params),
      what: 'cup',
      usages: [
        { table: orderItems, column: orderItems.cupId, label: ['order item', 'order items'] },
        { table: discounts, column: discounts.cupId, label: ['discount', 'discounts'] },
      ],
    });
    return reply.code(204).send();
  });
}
