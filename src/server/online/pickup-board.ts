import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { firstName } from '../../shared/first-name';
import type { OrderDisplay } from '../../shared/order-types';
import { z } from '../../shared/validation';
import { QUEUE_CHANNEL, loadQueueWindow } from '../bar';
import { locations, type Tx } from '../db';
import { notFound, parsedRoutes } from '../platform';
import type { Limit } from './public-limit';
import { boardAnswer, publicLocationQuery } from './public-schemas';

/** How many orders each column shows, and how long a ready order stays up uncollected. */
const BOARD_SIZE = 30;
export const READY_MINUTES = 10;

type LocationRow = typeof locations.$inferSelect;

/** An order as the board calls it: an online order by code and first name, else its call-out name. */
function called(order: OrderDisplay) {
  if (order.online) {
    return { code: order.online.code, name: firstName(order.online.customer_name) || null };
  }
  return { code: null, name: order.order_name__name };
}

/** The board of a location: what the bar is making, and what is ready and not yet collected. */
export async function pickupBoard(db: Tx, location: LocationRow) {
  const { waiting, completed } = await loadQueueWindow(db, location.id, BOARD_SIZE);
  const readySince = Date.now() - READY_MINUTES * 60_000;
  const stillReady = (order: OrderDisplay) =>
    Date.parse(order.completed_at ?? '') > readySince && !(order.online && order.is_paid);
  return {
    location: { id: location.id, name: location.name },
    preparing: waiting.map((entry) => called(entry.order)),
    ready: completed.map((entry) => entry.order).filter(stillReady).map(called),
  };
}

/** The location a board shows (undefined: none). */
async function findLocation(db: Tx, id: number) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row;
}

async function boardLocation(db: Tx, id: number) {
  const row = await findLocation(db, id);
  if (!row) throw notFound('Location not found.');
  return row;
}

/**
 * The pickup board of a shop's screen (no sign-in): GET /api/public/board and
 * /ws/public/board/{locationId}, which sends the board at once and again after every change to
 * the location's queue (QUEUE_CHANNEL, on every instance), read once per change for every screen.
 */
export async function pickupBoardRoutes(fastify: FastifyInstance, reading: Limit) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  app.get(
    '/api/public/board',
    {
      onRequest: reading,
      schema: {
        tags: ['online'],
        summary: "A shop's pickup board: orders being made and ready",
        querystring: publicLocationQuery,
        response: { 200: boardAnswer },
      },
    },
    async (request) => pickupBoard(db, await boardLocation(db, request.query.location)),
  );
  await boardSockets(fastify, reading);
}

async function boardSockets(app: FastifyInstance, reading: Limit) {
  const { db } = app.database;
  const screens = new Map<number, Set<WebSocket>>();
  const pushing = new Map<number, Promise<void>>();
  const again = new Set<number>();

  const push = async (locationId: number) => {
    const sockets = screens.get(locationId);
    if (!sockets?.size) return;
    const message = JSON.stringify(await pickupBoard(db, await boardLocation(db, locationId)));
    for (const socket of sockets) socket.send(message);
  };
  // One read at a time per location; changes during a read make one more read after it.
  const schedule = (locationId: number) => {
    if (pushing.has(locationId)) return void again.add(locationId);
    const run = push(locationId)
      .catch((error: unknown) => app.serverLog.error(error))
      .finally(() => {
        pushing.delete(locationId);
        if (again.delete(locationId)) schedule(locationId);
      });
    pushing.set(locationId, run);
  };

  const unlisten = await app.database.listen(
    QUEUE_CHANNEL,
    (payload) => {
      const locationId = Number(payload.split(':')[0]);
      if (screens.has(locationId)) schedule(locationId);
    },
    () => screens.forEach((_, id) => schedule(id)),
  );
  app.addHook('onClose', async () => {
    await unlisten();
    screens.forEach((sockets) => sockets.forEach((socket) => socket.close(1001)));
    await Promise.all(pushing.values());
  });

  const params = z.object({ locationId: z.coerce.number().int().positive().max(2147483647) });
  app.get(
    '/ws/public/board/:locationId',
    {
      websocket: true,
      onRequest: reading,
      schema: { tags: ['online'], summary: 'A pickup board, pushed on every change (websocket)', params },
    },
    async (socket: WebSocket, request: FastifyRequest) => {
      const { locationId } = request.params as z.output<typeof params>;
      const location = await findLocation(db, locationId);
      if (!location) return socket.close(4004, 'Location not found.');
      if (socket.readyState !== socket.OPEN) return;
      const sockets = screens.get(locationId) ?? new Set<WebSocket>();
      screens.set(locationId, sockets.add(socket));
      socket.on('close', () => {
        sockets.delete(socket);
        if (!sockets.size) screens.delete(locationId);
      });
      socket.send(JSON.stringify(await pickupBoard(db, location)));
    },
  );
}
