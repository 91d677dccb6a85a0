/**
 * Ground floor: the append-only audit log and its admin view. It knows no user model: callers
 * pass the acting user's id, and the app passes the admins-only guard to the routes.
 * Other contexts reach this one only through this file.
 */
export { recordAudit, recordChange } from './audit-log';
export { auditRoutes } from './routes';
