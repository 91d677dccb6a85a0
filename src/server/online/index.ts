/**
 * Order ahead: customers order from their phones without signing in.
 * Other contexts reach this one only through this file.
 */
export { onlineRoutes } from './public-routes';
