import type { FastifyInstance } from 'fastify';

/**
 * Runs `clear` at once when this process is about to write one of `tables`, and on every
 * notification on `channel` (sent in the writing transaction by any instance) or a reconnect of
 * the LISTEN connection, when notifications may have been missed.
 */
export async function clearOnChange(
  app: FastifyInstance,
  { tables, channel }: { tables: ReadonlySet<string>; channel: string },
  clear: () => void,
) {
  const stopWrites = app.database.onWrite((table) => {
    if (tables.has(table)) clear();
  });
  const unlisten = await app.database.listen(channel, clear, clear);
  app.addHook('onClose', async () => {
    stopWrites();
    await unlisten();
  });
}
