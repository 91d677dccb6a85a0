/**
 * Stock and cost: levels per location, movements, reorder lists. Sales take their stock through
 * the database (drizzle/0025, folded since 0035: stock-fold.ts), so no checkout route calls in here.
 * Other contexts reach this one only through this file.
 */
export { inventoryRoutes } from './inventory-routes';
