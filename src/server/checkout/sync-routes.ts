import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../../shared/response-schemas';
import {
  ALREADY_SYNCED,
  orderSyncResponseSchema,
  orderSyncSchema,
  syncDiscardSchema,
} from '../../shared/sync-schemas';
import { recordAudit } from '../audit';
import { currentUser, requireAdmin, requireKnownLocation, requireStaff } from '../auth';
import { orders } from '../db';
import { conflict, parsedRoutes } from '../platform';
import { syncSale } from './sync-sale';

const tags = ['checkout'];

/** POST /api/orders/sync: a sale made offline, sent (and resent) until the server confirms it. */
export async function orderSyncRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  const clock = app.config.now ?? Date.now;
  app.addHook('preValidation', requireStaff);

  const syncSchema = {
    tags,
    summary: 'Store a sale made offline, once per client_id: 201 stored now, 200 stored before',
    body: orderSyncSchema,
    response: { 200: orderSyncResponseSchema, 201: orderSyncResponseSchema },
  };
  app.post('/api/orders/sync', { schema: syncSchema }, async (request, reply) => {
    // Read before the transaction: the embedded database runs one statement at a time.
    const sync = {
      user: currentUser(request),
      catalogue: await request.server.catalogueSnapshot(),
      nowMs: clock(),
    };
    const answer = await db.transaction((tx) => syncSale(tx, sync, request.body));
    return reply.code(answer.status).send(answer.body);
  });
}

/** POST /api/orders/sync/discard: an admin gives up an offline sale the server refused. */
export async function syncDiscardRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  app.addHook('preValidation', requireAdmin);

  const discardSchema = {
    tags,
    summary: 'Discard an offline sale the server refused (admins), with its reason, audited',
    body: syncDiscardSchema,
    response: { 200: messageSchema },
  };
  app.post('/api/orders/sync/discard', { schema: discardSchema }, async (request) => {
    const user = currentUser(request);
    const { client_id, location, reason, summary } = request.body;
    await db.transaction(async (tx) => {
      await requireKnownLocation(tx, user, location);
      const [synced] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.clientId, client_id));
      if (synced) throw conflict(ALREADY_SYNCED);
      await recordAudit(tx, {
        action: 'sync_discarded',
        userId: user.id,
        target: `offline sale ${client_id}`,
        locationId: location,
        details: { client_id, reason, summary },
      });
    });
    return { message: 'The offline sale was discarded.' };
  });
}
