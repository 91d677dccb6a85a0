import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guards';
import type { Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from '../errors';

export interface HandlerResult {
  status: number;
  body: unknown;
}

const MAX_KEY_LENGTH = 200;

/**
 * Runs a write in one transaction. With an `Idempotency-Key` header the key is claimed first in
 * that same transaction, so a retry (even a concurrent one) replays the first answer and writes
 * nothing twice. A failed request stores nothing and may be retried with the same key.
 */
export async function runIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  handler: (tx: Tx) => Promise<HandlerResult>,
): Promise<FastifyReply> {
  const { db } = request.server.database;
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) {
    const result = await db.transaction(handler);
    return reply.code(result.status).send(result.body);
  }
  if (!key.trim() || key.length > MAX_KEY_LENGTH) {
    throw badRequest(
      'Idempotency-Key',
      `The Idempotency-Key header must be 1 to ${MAX_KEY_LENGTH} characters.`,
    );
  }
  const userId = currentUser(request).id;
  const result = await db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, route, statusCode: 0, body: {} })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claim) return null;
    const first = await handler(tx);
    // Stored as the JSON the client received (dates as ISO text).
    const body = JSON.parse(JSON.stringify(first.body ?? null));
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: first.status, body })
      .where(eq(idempotencyKeys.id, claim.id));
    return first;
  });
  if (result) return reply.code(result.status).send(result.body);

  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.route, route),
        eq(idempotencyKeys.key, key),
      ),
    );
  if (!stored || stored.statusCode === 0)
    throw conflict('A request with this Idempotency-Key is still being processed.');
  return reply.code(stored.statusCode).header('idempotent-replayed', 'true').send(stored.body);
}
