/**
 * Sold-out items per location.
 * Other contexts reach this one only through this file.
 */
export { availabilityOf, soldOutName } from './availability';
export { availabilityRoutes } from './routes';
