import { asc, eq, type SQL } from 'drizzle-orm';
import type { MenuItem } from '../../shared/catalogue-types';
import { centsToDollars } from '../../shared/money';
import { menuItemCupPriceCents } from '../../shared/pricing';
import { limitedTimeMenuItems, limitedTimePromotions, menuItems, sodas, type Tx } from '../db';
import { notFound } from '../platform';
import { loadPricingCatalog, loadRecipes } from './pricing-data';
import { decimalNumber, flavorWire, sizeChoice } from './wire';

/**
 * Menu items matching `where`, ordered by name, with recipes and cup prices. A constant number of
 * queries whatever the number of items: the items, their recipes, the cups and soda cup prices.
 */
export async function selectMenuItems(db: Tx, where?: SQL): Promise<MenuItem[]> {
  const rows = await db
    .select({
      item: menuItems,
      soda: { id: sodas.id, name: sodas.name },
      promo: limitedTimePromotions,
    })
    .from(menuItems)
    .innerJoin(sodas, eq(sodas.id, menuItems.sodaId))
    .leftJoin(limitedTimeMenuItems, eq(limitedTimeMenuItems.menuItemId, menuItems.id))
    .leftJoin(limitedTimePromotions, eq(limitedTimePromotions.id, limitedTimeMenuItems.promoId))
    .where(where)
    .orderBy(asc(menuItems.name), asc(menuItems.id));
  if (rows.length === 0) return [];
  const catalog = await loadPricingCatalog(db);
  const recipes = await loadRecipes(
    db,
    rows.map((r) => r.item.id),
  );
  return rows.map(({ item, soda, promo }) => {
    const recipe = recipes.get(item.id) ?? [];
    return {
      id: item.id,
      name: item.name,
      soda,
      flavors: recipe.map((line) => ({
        flavor: flavorWire(line.flavor),
        quantity: decimalNumber(line.quantityText),
      })),
      cup_prices: catalog.cups.map((cup) => ({
        id: cup.id,
        size: sizeChoice(cup.size),
        price: centsToDollars(
          menuItemCupPriceCents({
            cup,
            sodaId: soda.id,
            overrides: catalog.overrides,
            manualPriceCents: item.manualPriceCents,
            recipe,
          }),
        ),
      })),
      limited_time_menu_item: promo ? { limited_time_promo: promo.id } : null,
      limited_time_promotions: promo
        ? { id: promo.id, name: promo.name, is_archived: promo.isArchived }
        : null,
      price:
        item.manualPriceCents === null ? null : { price: centsToDollars(item.manualPriceCents) },
      is_archived: item.isArchived,
    };
  });
}

export async function findMenuItem(db: Tx, id: number): Promise<MenuItem> {
  const [item] = await selectMenuItems(db, eq(menuItems.id, id));
  if (!item) throw notFound('Menu item not found.');
  return item;
}
