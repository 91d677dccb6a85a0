import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sodaCupPriceResponseSchema } from '../../shared/catalogue-response-schemas';
import { crudSchemas } from './route-schemas';
import { sodaCupPricesSchema } from '../../shared/catalogue-schemas';
import type { SodaCupPrice } from '../../shared/catalogue-types';
import { centsToDollars } from '../../shared/money';
import { z } from '../../shared/validation';
import { baseCents, sodaCupKey } from '../../shared/pricing';
import { recordChange } from '../audit';
import { currentUser } from '../auth';
import { cups, sodaCupPrices, sodas, type Tx } from '../db';
import { badRequest, notFound } from '../platform';
import { loadPricingCatalog } from './pricing-data';
import { catalogueRouter } from './router';
import { sizeChoice } from './wire';

type PricingCatalog = Awaited<ReturnType<typeof loadPricingCatalog>>;

/** The base price of a soda in each cup: its own price (the water soda) or the cup's. */
const pricesOf = (catalog: PricingCatalog, sodaId: number): SodaCupPrice[] =>
  catalog.cups.map((cup) => ({
    cup: cup.id,
    size: sizeChoice(cup.size),
    price: centsToDollars(baseCents(cup, sodaId, catalog.overrides)),
    is_soda_price: catalog.overrides.has(sodaCupKey(sodaId, cup.id)),
  }));

async function sodaCupPriceList(db: Tx, sodaId: number): Promise<SodaCupPrice[]> {
  const [soda] = await db.select({ id: sodas.id }).from(sodas).where(eq(sodas.id, sodaId));
  if (!soda) throw notFound('Soda not found.');
  return pricesOf(await loadPricingCatalog(db), sodaId);
}

/** Every soda's base price in each cup, in one answer (what a till keeps to sell offline). */
async function allSodaCupPrices(db: Tx) {
  const ids = await db.select({ id: sodas.id }).from(sodas).orderBy(sodas.id);
  const catalog = await loadPricingCatalog(db);
  return ids.map(({ id }) => ({ soda: id, prices: pricesOf(catalog, id) }));
}

/** The soda's own price in each cup (null: the cup's price applies), by cup size. */
const ownPrices = (list: SodaCupPrice[]) => ({
  cup_prices: Object.fromEntries(
    list.map((p) => [p.size.display, p.is_soda_price ? p.price : null]),
  ),
});

export async function sodaCupPriceRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const route = catalogueRouter(app);
  const schemas = crudSchemas(
    'soda cup price',
    z.array(sodaCupPriceResponseSchema),
    sodaCupPricesSchema,
  );
  const get = { ...schemas.get, summary: "A soda's base price in each cup" };
  route.get('/api/sodas/:id/cup-prices', get, async (request) =>
    sodaCupPriceList(db, request.params.id),
  );

  const all = {
    summary: "Every soda's base price in each cup",
    response: { 200: z.array(z.object({ soda: z.number(), prices: schemas.get.response[200] })) },
  };
  route.get('/api/soda-cup-prices', all, async () => allSodaCupPrices(db));

  const update = {
    ...schemas.update,
    summary: "Set or remove a soda's own price per cup (admins)",
  };
  route.put('/api/sodas/:id/cup-prices', update, async (request) => {
    const sodaId = request.params.id;
    const { cup_prices } = request.body;
    const userId = currentUser(request).id;
    await db.transaction(async (tx) => {
      // Locked, so that the audited prices before are those this request replaces.
      const [soda] = await tx
        .select({ name: sodas.name })
        .from(sodas)
        .where(eq(sodas.id, sodaId))
        .for('update');
      if (!soda) throw notFound('Soda not found.');
      const before = await sodaCupPriceList(tx, sodaId);
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
      await recordChange(tx, {
        action: 'price_change',
        userId,
        target: `soda ${sodaId}`,
        before: ownPrices(before),
        after: ownPrices(await sodaCupPriceList(tx, sodaId)),
        context: { name: soda.name },
      });
    });
    return sodaCupPriceList(db, sodaId);
  });
}
