import { asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { promotionResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { promotionSchema, promotionUpdateSchema } from '../../shared/catalogue-schemas';
import { z } from '../../shared/validation';
import { limitedTimeMenuItems, limitedTimePromotions } from '../db/schema';
import { notFound } from '../errors';
import { idParam, parse } from '../validate';
import { deleteUnlessUsed } from './delete-guard';
import { AUTOCOMPLETE_LIMIT, catalogueRouter, containsPattern, searchText } from './router';
import { booleanParam } from './query-params';
import { saveUnique } from '../db/pg-errors';

const DUPLICATE: Record<string, [string, string]> = {
  limited_time_promotions_name_unique: [
    'name',
    'A limited time promo with this name already exists.',
  ],
};
const columns = {
  id: limitedTimePromotions.id,
  name: limitedTimePromotions.name,
  is_archived: limitedTimePromotions.isArchived,
};
const listQuery = z.object({ is_archived: booleanParam.optional() });

export async function promotionRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas(promotionResponseSchema, promotionSchema);
  const base = '/api/limited-time-promotions';

  route.get(base, { ...schemas.list, querystring: listQuery }, async (request) => {
    const { is_archived } = parse(listQuery, request.query);
    return db
      .select(columns)
      .from(limitedTimePromotions)
      .where(
        is_archived === undefined ? undefined : eq(limitedTimePromotions.isArchived, is_archived),
      )
      .orderBy(asc(limitedTimePromotions.name));
  });

  route.get(`${base}/autocomplete`, schemas.autocomplete, async (request) => {
    const q = searchText(request.query);
    const results = await db
      .select(columns)
      .from(limitedTimePromotions)
      .where(q ? ilike(limitedTimePromotions.name, containsPattern(q)) : undefined)
      .orderBy(asc(limitedTimePromotions.name))
      .limit(AUTOCOMPLETE_LIMIT);
    return { results };
  });

  route.get(`${base}/:id`, schemas.get, async (request) => {
    const [row] = await db
      .select(columns)
      .from(limitedTimePromotions)
      .where(eq(limitedTimePromotions.id, idParam(request.params)));
    if (!row) throw notFound('Limited time promo not found.');
    return row;
  });

  route.post(base, schemas.create, async (request, reply) => {
    const { name } = parse(promotionSchema, request.body);
    const row = await saveUnique(
      () => db.insert(limitedTimePromotions).values({ name }).returning(columns),
      DUPLICATE,
    );
    return reply.code(201).send(row);
  });

  route.put(`${base}/:id`, { ...schemas.update, body: promotionUpdateSchema }, async (request) => {
    const id = idParam(request.params);
    const body = parse(promotionUpdateSchema, request.body);
    const row = await saveUnique(
      () =>
        db
          .update(limitedTimePromotions)
          .set({ name: body.name, isArchived: body.is_archived })
          .where(eq(limitedTimePromotions.id, id))
          .returning(columns),
      DUPLICATE,
    );
    if (!row) throw notFound('Limited time promo not found.');
    return row;
  });

  route.delete(`${base}/:id`, schemas.remove, async (request, reply) => {
    await deleteUnlessUsed(db, {
      table: limitedTimePromotions,
      idColumn: limitedTimePromotions.id,
      id: idParam(request.params),
      what: 'limited time promo',
      usages: [
        {
          table: limitedTimeMenuItems,
          column: limitedTimeMenuItems.promoId,
          label: ['menu item', 'menu items'],
        },
      ],
    });
    return reply.code(204).send();
  });
}
