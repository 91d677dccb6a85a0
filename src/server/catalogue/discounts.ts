import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { discountResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { discountSchema, discountUpdateSchema } from '../../shared/catalogue-schemas';
import type { Discount } from '../../shared/catalogue-types';
import { centsToDollars, toScaledInt } from '../../shared/money';
import { recordChange } from '../audit';
import { currentUser } from '../auth';
import type { z } from '../../shared/validation';
import { cups, discounts, orders, saveUnique, type Tx } from '../db';
import { badRequest, notFound } from '../platform';
import { deleteRoute } from './delete-guard';
import { AUTOCOMPLETE_LIMIT, catalogueRouter, containsPattern, searchText } from './router';
import { sizeChoice } from './wire';
import {
  archiveFilter,
  archiveQuerySchema,
  archiveSearchQuerySchema,
  archivedValue,
} from './archive';

const DUPLICATE: Record<string, [string, string]> = {
  discounts_code_unique: ['code', 'A discount with this code already exists.'],
};

/** Discounts with their cup size in one query, ordered by name. */
async function selectDiscounts(db: Tx, where?: SQL, limit?: number): Promise<Discount[]> {
  const query = db
    .select({ discount: discounts, cupSize: cups.size })
    .from(discounts)
    .leftJoin(cups, eq(cups.id, discounts.cupId))
    .where(where)
    .orderBy(asc(discounts.name), asc(discounts.id));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map(({ discount: d, cupSize }) => ({
    id: d.id,
    name: d.name,
    code: d.code,
    percent_or_price: d.percentOrPrice as Discount['percent_or_price'],
    percent: d.percent === null ? null : toScaledInt(d.percent, 4) / 10_000,
    price: d.priceCents === null ? null : centsToDollars(d.priceCents),
    is_cup_specific: d.isCupSpecific,
    cup: d.cupId,
    cup_size: cupSize === null ? null : sizeChoice(cupSize),
    is_archived: d.isArchived,
  }));
}

async function findDiscount(db: Tx, id: number) {
  const [row] = await selectDiscounts(db, eq(discounts.id, id));
  if (!row) throw notFound('Discount not found.');
  return row;
}

async function values(db: Tx, body: ReturnType<typeof discountUpdateSchema.parse>) {
  if (body.cup !== null) {
    const [cup] = await db.select({ id: cups.id }).from(cups).where(eq(cups.id, body.cup));
    if (!cup) throw badRequest('cup', 'Cup not found.');
  }
  return {
    name: body.name,
    code: body.code,
    percentOrPrice: body.percent_or_price,
    percent: body.percent === null ? null : (body.percent / 10_000).toFixed(4),
    priceCents: body.price,
    isCupSpecific: body.is_cup_specific,
    cupId: body.cup,
    ...archivedValue(body.is_archived),
  };
}

/** A discount's terms, audited as a discount change when any of them changes. */
const terms = (d: Discount) => ({
  name: d.name,
  code: d.code,
  percent_or_price: d.percent_or_price,
  percent: d.percent,
  price: d.price,
  is_cup_specific: d.is_cup_specific,
  cup: d.cup_size?.display ?? null,
  is_archived: d.is_archived,
});

const auditDiscount = (tx: Tx, userId: number, before: Discount | null, after: Discount) =>
  recordChange(tx, {
    action: 'discount_change',
    userId,
    target: `discount ${after.id}`,
    before: before && terms(before),
    after: terms(after),
    context: { name: after.name },
  });

export async function discountRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas('discount', discountResponseSchema, discountSchema);

  const shown = (query: z.output<typeof archiveQuerySchema>) =>
    archiveFilter(discounts.isArchived, query);
  const list = { ...schemas.list, querystring: archiveQuerySchema };
  route.get('/api/discounts', list, async (request) => selectDiscounts(db, shown(request.query)));

  const autocomplete = { ...schemas.autocomplete, querystring: archiveSearchQuerySchema };
  route.get('/api/discounts/autocomplete', autocomplete, async (request) => {
    const q = searchText(request.query);
    const where = and(
      shown(request.query),
      q
        ? or(ilike(discounts.name, containsPattern(q)), ilike(discounts.code, containsPattern(q)))
        : undefined,
    );
    return { results: await selectDiscounts(db, where, AUTOCOMPLETE_LIMIT) };
  });

  route.get('/api/discounts/:id', schemas.get, async (request) =>
    findDiscount(db, request.params.id),
  );

  route.post('/api/discounts', schemas.create, async (request, reply) => {
    const { body } = request;
    const userId = currentUser(request).id;
    const id = await save(async (tx) => {
      const v = await values(tx, body);
      const [row] = await tx.insert(discounts).values(v).returning({ id: discounts.id });
      await auditDiscount(tx, userId, null, await findDiscount(tx, row.id));
      return row.id;
    });
    return reply.code(201).send(await findDiscount(db, id));
  });

  route.put(
    '/api/discounts/:id',
    { ...schemas.update, body: discountUpdateSchema },
    async (request) => {
      const { id } = request.params;
      const { body } = request;
      const userId = currentUser(request).id;
      await save(async (tx) => {
        const v = await values(tx, body);
        // Locked, so that the audited `before` is what this update replaces.
        const [row] = await tx
          .select({ id: discounts.id })
          .from(discounts)
          .where(eq(discounts.id, id))
          .for('update');
        if (!row) throw notFound('Discount not found.');
        const before = await findDiscount(tx, id);
        await tx.update(discounts).set(v).where(eq(discounts.id, id));
        await auditDiscount(tx, userId, before, await findDiscount(tx, id));
        return id;
      });
      return findDiscount(db, id);
    },
  );

  /** One transaction for the write and its audit entry; a duplicate code is a 400. */
  const save = (write: (tx: Tx) => Promise<number>) =>
    saveUnique(async () => [await db.transaction(write)], DUPLICATE);

  deleteRoute(route, db, '/api/discounts', {
    table: discounts,
    what: 'discount',
    usages: [{ table: orders, column: orders.discountId, label: ['order', 'orders'] }],
  });
}
