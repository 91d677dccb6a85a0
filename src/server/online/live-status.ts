import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from '../../shared/validation';
import { orders } from '../db';
import { customerView, orderByToken, orderWithLocation } from './online-order';
import type { Limit } from './public-limit';
import { ONLINE_ORDER_CHANNEL } from '../bar';

/** The close code of a token that names no order (as a 404). */
export const UNKNOWN_TOKEN_CLOSE = 4004;

/**
 * /ws/public/orders/{token}: a customer's order as GET /api/public/orders/{token} answers it, sent
 * at once and again after every change to it (ONLINE_ORDER_CHANNEL names the order, on every
 * instance). The socket only listens: what it is sent is ignored.
 */
export async function liveStatusRoutes(app: FastifyInstance, reading: Limit) {
  const { db } = app.database;
  const following = new Map<number, Set<WebSocket>>();

  const push = async (orderId: number) => {
    const sockets = following.get(orderId);
    if (!sockets?.size) return;
    const row = await orderWithLocation(db, eq(orders.id, orderId));
    if (!row) return;
    const message = JSON.stringify(await customerView(db, row.order, row.location));
    for (const socket of sockets) socket.send(message);
  };
  const pushLogged = (orderId: number) =>
    void push(orderId).catch((error: unknown) => app.serverLog.error(error));

  const unlisten = await app.database.listen(
    ONLINE_ORDER_CHANNEL,
    (payload) => {
      const id = Number(payload);
      if (Number.isSafeInteger(id)) pushLogged(id);
    },
    () => following.forEach((_, id) => pushLogged(id)),
  );
  app.addHook('onClose', async () => {
    await unlisten();
    following.forEach((sockets) => sockets.forEach((socket) => socket.close(1001)));
  });

  const schema = {
    tags: ['online'],
    summary: "An order ahead's status, pushed on every change (websocket)",
    params: z.object({ token: z.string().max(100) }),
  };
  app.get(
    '/ws/public/orders/:token',
    { websocket: true, onRequest: reading, schema },
    async (socket: WebSocket, request: FastifyRequest) => {
      const { token } = request.params as { token: string };
      const found = await orderByToken(db, token);
      if (!found) return socket.close(UNKNOWN_TOKEN_CLOSE, 'Order not found.');
      // Closed while the order was read: its close event has gone, so it must not be followed.
      if (socket.readyState !== socket.OPEN) return;
      const id = found.order.id;
      const sockets = following.get(id) ?? new Set<WebSocket>();
      following.set(id, sockets.add(socket));
      socket.on('close', () => {
        sockets.delete(socket);
        if (!sockets.size) following.delete(id);
      });
      socket.send(JSON.stringify(await customerView(db, found.order, found.location)));
    },
  );
}
