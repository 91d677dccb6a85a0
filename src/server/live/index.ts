import type { FastifyInstance } from 'fastify';
import { z } from '../../shared/validation';
import { USER_ACCESS_CHANNEL } from '../auth/access-events';
import { QUEUE_CHANNEL, loadQueue } from '../orders/commands';
import { AccessWatch, accessCheck } from './access-watch';
import { liveChannel } from './channel';
import { QueueHub } from './hub';

/**
 * The /ws/orders/{locationId}/ live channel and the cross-instance fan-out: every instance LISTENs
 * once on the queue channel and pushes the fresh queue of the notified location to its own
 * subscribers (docs/DESIGN.md "Live queue and scale-out"). The same path carries user access
 * changes, which close the sockets that lost their session, role or location.
 */
export async function liveRoutes(app: FastifyInstance) {
  const hub = new QueueHub(
    (locationId) => loadQueue(app.database.db, locationId),
    (error) => app.log.error(error),
  );
  const unlisten = await app.database.listen(
    QUEUE_CHANNEL,
    (payload) => {
      const locationId = Number(payload);
      if (Number.isSafeInteger(locationId)) hub.changed(locationId);
    },
    () => hub.changedEverywhere(),
  );
  const access = new AccessWatch(accessCheck(app), (error) => app.log.error(error));
  const unlistenAccess = await app.database.listen(
    USER_ACCESS_CHANNEL,
    (payload) => {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) access.changed(userId);
    },
    () => access.changedEverywhere(),
  );
  app.addHook('onClose', async () => {
    await Promise.all([unlisten(), unlistenAccess()]);
    access.stop();
    hub.closeAll(1001, 'Server shutting down.');
  });

  const handler = liveChannel(app, hub, access);
  const schema = { params: z.object({ locationId: z.string() }) };
  app.get('/ws/orders/:locationId', { websocket: true, schema }, handler);
}
