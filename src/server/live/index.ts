import type { FastifyInstance } from 'fastify';
import { loadQueue } from '../orders/order-display';
import { QUEUE_CHANNEL } from '../orders/transitions';
import { liveChannel } from './channel';
import { QueueHub } from './hub';

/**
 * The /ws/orders/{locationId}/ live channel and the cross-instance fan-out: every instance LISTENs
 * once on the queue channel and pushes the fresh queue of the notified location to its own
 * subscribers (DESIGN.md "Live queue and scale-out").
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
  app.addHook('onClose', async () => {
    await unlisten();
    hub.closeAll(1001, 'Server shutting down.');
  });

  const handler = liveChannel(app, hub);
  app.get('/ws/orders/:locationId', { websocket: true }, handler);
}
