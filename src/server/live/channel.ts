import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { idFromText } from '../../shared/ids';
import { liveMessageSchema, type LiveMessage } from '../../shared/order-schemas';
import { LIVE_CLOSE, type LiveRefusal } from '../../shared/order-types';
import { FORBIDDEN, isStaff, LOCATION_FORBIDDEN, mayUseLocation, type UserRow } from '../auth';
import { locations, users } from '../db';
import { HttpError, isSameOrigin } from '../platform';
import { announceQueue, completeOrder, releaseOrder, reopenOrder, startOrder } from '../bar';
import { removeFromQueue } from '../sales';
import { NOT_SIGNED_IN_REASON, type AccessWatch, type Refusal } from './access-watch';
import type { QueueHub } from './hub';

interface Subscriber {
  userId: number;
  locationId: number;
  sid: string;
  exp: number;
}

/** Who may subscribe: same origin, signed in, the user_id of the session, staff, a known location. */
async function admit(app: FastifyInstance, request: FastifyRequest): Promise<Subscriber | Refusal> {
  if (!isSameOrigin(request, app.config.allowedOrigins)) {
    return { code: LIVE_CLOSE.forbidden, reason: 'Cross-origin connection refused.' };
  }
  const claims = await app.sessions.accessClaims(request);
  const user = claims && (await app.sessions.sessionUser(claims));
  if (!user) return { code: LIVE_CLOSE.notSignedIn, reason: NOT_SIGNED_IN_REASON };
  const claimed = (request.query as { user_id?: string }).user_id;
  if (claimed !== undefined && claimed !== String(user.id)) {
    return { code: LIVE_CLOSE.userMismatch, reason: 'user_id does not match the signed-in user.' };
  }
  if (!isStaff(user))
    return { code: LIVE_CLOSE.forbidden, reason: 'Staff or admin role required.' };
  const raw = (request.params as { locationId: string }).locationId;
  const requested = idFromText(raw);
  const [location] =
    requested !== undefined
      ? await app.database.db
          .select({ id: locations.id })
          .from(locations)
          .where(eq(locations.id, requested))
      : [];
  if (!location) return { code: LIVE_CLOSE.unknownLocation, reason: 'Unknown location.' };
  if (!(await mayUseLocation(app.database.db, user, location.id)))
    return { code: LIVE_CLOSE.forbidden, reason: LOCATION_FORBIDDEN };
  return { userId: user.id, locationId: location.id, sid: claims.sid, exp: claims.exp ?? 0 };
}

/** Carries out one channel message; the queue change it makes notifies every instance. */
async function perform(
  app: FastifyInstance,
  user: UserRow,
  locationId: number,
  message: LiveMessage,
) {
  const { db } = app.database;
  const scope = { user, locationId };
  if ('order_in_progress' in message) {
    const move = message.order_in_progress ? startOrder : releaseOrder;
    await db.transaction((tx) => move(tx, message.order_id, scope));
  } else if ('order_complete' in message) {
    const move = message.order_complete ? completeOrder : reopenOrder;
    await db.transaction((tx) => move(tx, message.order_id, scope));
  } else if ('delete_order' in message) {
    await db.transaction((tx) => removeFromQueue(tx, message.order_id, user, locationId));
  } else {
    await announceQueue(db, locationId);
  }
}

function parseMessage(data: unknown): LiveMessage | null {
  try {
    const result = liveMessageSchema.safeParse(JSON.parse(String(data)));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The handler of /ws/orders/{locationId}/ (@fastify/websocket v11: socket, request). */
export function liveChannel(app: FastifyInstance, hub: QueueHub, access: AccessWatch) {
  return (socket: WebSocket, request: FastifyRequest) => {
    const generation = access.generation;
    // Handlers are attached at once so that no early message is lost; they wait for admission.
    const admitted = admit(app, request).catch((error) => {
      request.log.error(error);
      return { code: 1011, reason: 'Server error.' };
    });
    let work: Promise<unknown> = admitted;
    const reply = (body: LiveRefusal) =>
      socket.readyState === socket.OPEN && socket.send(JSON.stringify(body));

    socket.on('message', (data) => {
      work = work.then(async () => {
        const subscriber = await admitted;
        if ('code' in subscriber) return;
        const message = parseMessage(data);
        if (!message) return reply({ error: 'Invalid message.' });
        try {
          // The user's roles are read again: they may have changed since the connection opened.
          const [user] = await app.database.db
            .select()
            .from(users)
            .where(eq(users.id, subscriber.userId));
          if (!user?.isActive || !isStaff(user)) throw new HttpError(403, FORBIDDEN);
          if (!(await mayUseLocation(app.database.db, user, subscriber.locationId)))
            throw new HttpError(403, LOCATION_FORBIDDEN);
          await perform(app, user, subscriber.locationId, message);
        } catch (error) {
          // The refusal names the order it answers, so the sender can tell its answers apart.
          const about = 'order_id' in message ? { order_id: message.order_id } : {};
          if (error instanceof HttpError) return reply({ error: error.message, ...about });
          request.log.error(error);
          reply({ error: 'Something went wrong on the server.', ...about });
        }
      });
    });

    void admitted.then((subscriber) => {
      if ('code' in subscriber) return socket.close(subscriber.code, subscriber.reason);
      if (socket.readyState !== socket.OPEN) return;
      hub.join(subscriber.locationId, socket);
      access.watch({ socket, ...subscriber }, generation);
      socket.on('close', () => hub.leave(subscriber.locationId, socket));
    });
  };
}
