import type { FastifyInstance } from 'fastify';
import { USER_ACCESS_CHANNEL } from './access-events';

/** Writes to these tables can end a session or change what its user may do. */
const ACCESS_TABLES = new Set(['users', 'sessions', 'user_locations']);

/**
 * Drops the remembered session users at once when this process writes an access table, and on
 * every user_access notification (sent in the same transaction by any instance).
 */
export async function watchSessionUsers(app: FastifyInstance) {
  const cache = app.sessions.users;
  const stopWrites = app.database.onWrite((table) => {
    if (ACCESS_TABLES.has(table)) cache.clear();
  });
  const unlisten = await app.database.listen(
    USER_ACCESS_CHANNEL,
    () => cache.clear(),
    () => cache.clear(),
  );
  app.addHook('onClose', async () => {
    stopWrites();
    await unlisten();
  });
}
