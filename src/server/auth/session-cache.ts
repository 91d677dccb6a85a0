import type { FastifyInstance } from 'fastify';
import { clearOnChange } from '../cache';
import { USER_ACCESS_CHANNEL } from './access-events';

/** Writes to these tables can end a session or change what its user may do. */
const ACCESS_TABLES = new Set(['users', 'sessions', 'user_locations']);

/**
 * Drops the remembered session users at once when this process writes an access table, and on
 * every user_access notification (sent in the same transaction by any instance).
 */
export function watchSessionUsers(app: FastifyInstance) {
  return clearOnChange(app, { tables: ACCESS_TABLES, channel: USER_ACCESS_CHANNEL }, () =>
    app.sessions.users.clear(),
  );
}
