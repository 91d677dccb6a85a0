/**
 * The menu and its prices: catalogue routes, the catalogue snapshot, item and discount pricing.
 * Other contexts reach this one only through this file.
 */
import type { FastifyInstance } from 'fastify';
import { cupRoutes } from './cups';
import { discountRoutes } from './discounts';
import { flavorGroupRoutes } from './flavor-groups';
import { flavorRoutes } from './flavors';
import { locationRoutes } from './locations';
import { menuItemRoutes } from './menu-items';
import { menuRoutes } from './menus';
import { orderNameRoutes } from './order-names';
import { promotionRoutes } from './promotions';
import { sodaCupPriceRoutes } from './soda-cup-prices';
import { sodaRoutes } from './sodas';

/** Every catalogue resource: one file each. */
export async function catalogueRoutes(app: FastifyInstance) {
  await app.register(locationRoutes);
  for (const routes of [
    sodaRoutes,
    sodaCupPriceRoutes,
    flavorGroupRoutes,
    flavorRoutes,
    cupRoutes,
    menuItemRoutes,
    promotionRoutes,
    discountRoutes,
    orderNameRoutes,
    menuRoutes,
  ]) {
    await app.register(routes);
  }
}

export { CATALOGUE_CHANNEL, watchCatalogue } from './catalogue-cache';
export { discountJson, loadDiscount, pricedDiscount, type DiscountRow } from './discount-pricing';
export { recipeBasis, resolveItem, type ResolvedItem } from './item-pricing';
export {
  loadCatalogueSnapshot,
  unavailableKey,
  type CatalogueSnapshot,
  type PricedMenuItem,
} from './pricing-data';
export { containsPattern, searchText } from './router';
export { pausedUntil } from './locations';
export { selectMenuItems } from './menu-item-reads';
export { cupWire, flavorWire } from './wire';
