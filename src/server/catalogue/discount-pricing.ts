import { eq, sql } from 'drizzle-orm';
import { toScaledInt } from '../../shared/money';
import type { PricedDiscount } from '../../shared/pricing';
import { discounts, type Tx } from '../db';
import { badRequest } from '../platform';

/** A discount in the pricing module's form; an unknown id is a 400 on `field`. */
export async function loadDiscount(
  db: Tx,
  id: number | undefined | null,
  field = 'discount',
): Promise<PricedDiscount | null> {
  if (!id) return null;
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  if (!row) throw badRequest(field, 'Unknown discount.');
  return pricedDiscount(row);
}

export type DiscountRow = Pick<
  typeof discounts.$inferSelect,
  'percentOrPrice' | 'percent' | 'priceCents' | 'isCupSpecific' | 'cupId'
>;

export const pricedDiscount = (row: DiscountRow): PricedDiscount => ({
  percentOrPrice: row.percentOrPrice === 'percent' ? 'percent' : 'price',
  percent: row.percent === null ? null : toScaledInt(row.percent, 4),
  priceCents: row.priceCents,
  cupId: row.isCupSpecific ? row.cupId : null,
});

/** A discount as a DiscountRow in JSON (null when unknown), for a read that gathers several things. */
export const discountJson = (id: number) =>
  sql`(select json_build_object('percentOrPrice', percent_or_price, 'percent', percent::text,
    'priceCents', price_cents, 'isCupSpecific', is_cup_specific, 'cupId', cup_id)
    from discounts where id = ${id})`;
