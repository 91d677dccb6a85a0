/**
 * The live channel: the bar queue, sold-out lists and catalogue changes pushed over WebSocket.
 * Other contexts reach this one only through this file.
 */
import type { FastifyInstance } from 'fastify';
import { z } from '../../shared/validation';
import { USER_ACCESS_CHANNEL } from '../auth';
import { CATALOGUE_CHANNEL } from '../catalogue';
import { QUEUE_CHANNEL, loadQueueEntries, loadQueueWindow } from '../bar';
import { AccessWatch, accessCheck } from './access-watch';
import { AvailabilityFeed } from './availability-feed';
import { CataloguePush } from './catalogue-push';
import { liveChannel } from './channel';
import { QueueHub } from './hub';

/**
 * The /ws/orders/{locationId}/ live channel and the cross-instance fan-out: every instance LISTENs
 * once on the queue channel and pushes the fresh queue of the notified location to its own
 * subscribers (docs/DESIGN.md "Live queue and scale-out"). The same path carries user access
 * changes, which close the sockets that lost their session, role or location.
 */
export async function liveRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const logError = (error: unknown) => app.serverLog.error(error);
  // Sold out: the location's list after the first queue message and on every change.
  const availability = new AvailabilityFeed(
    { snapshot: () => app.catalogueSnapshot(), kept: () => app.keptCatalogueSnapshot() },
    logError,
  );
  const stopAvailability = app.onCatalogueChange(() => availability.changed());
  const hub = new QueueHub(
    {
      window: (locationId, size) => loadQueueWindow(db, locationId, size),
      orders: (ids) => loadQueueEntries(db, ids),
    },
    logError,
    (locationId, socket) => availability.welcome(locationId, socket),
  );
  const unlisten = await app.database.listen(
    QUEUE_CHANNEL,
    (payload) => {
      // "locationId:orderId", or a bare "locationId" (notifyQueue)
      const [locationId, orderId, ...rest] = payload.split(':').map(Number);
      if (!Number.isSafeInteger(locationId) || rest.length) return;
      if (orderId === undefined) hub.changed(locationId);
      else if (Number.isSafeInteger(orderId)) hub.changed(locationId, orderId);
    },
    () => hub.changedEverywhere(),
  );
  // Open tills refetch the menu on `{catalogue_changed}`, sent once the change has committed.
  const cataloguePush = new CataloguePush((message) => hub.broadcast(message));
  // The queue shows catalogue names (order names, sodas, flavors): a change makes the kept queues stale.
  const unlistenCatalogue = await app.database.listen(
    CATALOGUE_CHANNEL,
    (table) => {
      hub.catalogueChanged();
      cataloguePush.changed(table);
    },
    () => {
      hub.catalogueChanged();
      cataloguePush.changed();
    },
  );
  const access = new AccessWatch(accessCheck(app), logError);
  const unlistenAccess = await app.database.listen(
    USER_ACCESS_CHANNEL,
    (payload) => {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) access.changed(userId);
    },
    () => access.changedEverywhere(),
  );
  app.addHook('onClose', async () => {
    stopAvailability();
    cataloguePush.stop();
    await Promise.all([unlisten(), unlistenAccess(), unlistenCatalogue()]);
    access.stop();
    hub.closeAll(1001, 'Server shutting down.');
  });

  const handler = liveChannel(app, hub, access);
  const schema = {
    tags: ['live'],
    summary: "A location's queue, availability and catalogue changes, pushed (websocket)",
    params: z.object({ locationId: z.string() }),
  };
  app.get('/ws/orders/:locationId', { websocket: true, schema }, handler);
}
