import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sodaCupPriceResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { sodaCupPricesSchema } from '../../shared/catalogue-schemas';
import type { SodaCupPrice } from '../../shared/catalogue-types';
import { centsToDollars } from '../../shared/money';
import { z } from '../../shared/validation';
import { baseCents, sodaCupKey } from '../../shared/pricing';
import type { Tx } from '../db/client';
import { cups, sodaCupPrices, sodas } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { loadPricingCatalog } from '../pricing-data';
import { idParam, parse } from '../validate';
import { catalogueRouter } from './router';
import { sizeChoice } from './wire';

/** The base price of a soda in each cup: its own price (the water soda) or the cup's. */
async function sodaCupPriceList(db: Tx, sodaId: number): Promise<SodaCupPrice[]> {
  const [soda] = await db.select({ id: sodas.id }).from(sodas).where(eq(sodas.id, sodaId));
  if (!soda) throw notFound('Soda not found.');
  const catalog = await loadPricingCatalog(db);
  return catalog.cups.map((cup) => ({
    cup: cup.id,
    size: sizeChoice(cup.size),
    price: centsToDollars(baseCents(cup, sodaId, catalog.overrides)),
    is_soda_price: catalog.overrides.has(sodaCupKey(sodaId, cup.id)),
  }));
}

export async function sodaCupPriceRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas(z.array(sodaCupPriceResponseSchema), sodaCupPricesSchema);

  route.get('/api/sodas/:id/cup-prices', schemas.get, async (request) =>
    sodaCupPriceList(db, idParam(request.params)),
  );

  route.put('/api/sodas/:id/cup-prices', schemas.update, async (request) => {
    const sodaId = idParam(request.params);
    const { cup_prices } = parse(sodaCupPricesSchema, request.body);
    await db.transaction(async (tx) => {
      await sodaCupPriceList(tx, sodaId); // 404 for an unknown soda
      const cupIds = cup_prices.map((p) => p.cup);
      const known = new Set(
        cupIds.length
          ? (await tx.select({ id: cups.id }).from(cups).where(inArray(cups.id, cupIds))).map(
              (c) => c.id,
            )
          : [],
      );
      const unknown = cupIds.filter((id) => !known.has(id));
      if (unknown.length) throw badRequest('cup_prices', `Cup not found: ${unknown.join(', ')}.`);
      for (const { cup, price } of cup_prices) {
        await tx
          .delete(sodaCupPrices)
          .where(and(eq(sodaCupPrices.sodaId, sodaId), eq(sodaCupPrices.cupId, cup)));
        if (price !== null)
          await tx.insert(sodaCupPrices).values({ sodaId, cupId: cup, priceCents: price });
      }
    });
    return sodaCupPriceList(db, sodaId);
  });
}
