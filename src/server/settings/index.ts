/**
 * Shop settings and a user's own approval PIN.
 * Other contexts reach this one only through this file.
 */
export { settingsRoutes } from './routes';
