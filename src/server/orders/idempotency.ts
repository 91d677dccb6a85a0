import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guards';
import type { Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { controlCharactersMessage, hasControlCharacters } from '../../shared/plain-text';
import { HttpError, badRequest, conflict } from '../errors';

export interface HandlerResult {
  status: number;
  body: unknown;
}

const MAX_KEY_LENGTH = 200;
const MAX_BODY_DEPTH = 64;
export const KEY_REUSED = 'This Idempotency-Key was used with a different request.';

/** JSON with the keys of every object sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_BODY_DEPTH)
    throw badRequest('non_field_errors', 'The request body is nested too deeply.');
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map(
        (k) =>
          `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k], depth + 1)}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of the request body, stored with the key. */
export const requestHash = (body: unknown) =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

/**
 * Runs a write in one transaction. With an `Idempotency-Key` header the key is claimed first in
 * that same transaction, so a retry (even a concurrent one) replays the first answer and writes
 * nothing twice. A failed request stores nothing and may be retried with the same key. The same
 * key with a different body (compared by the SHA-256 of its canonical JSON) is refused with 422.
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
  if (hasControlCharacters(key))
    throw badRequest('Idempotency-Key', controlCharactersMessage('The Idempotency-Key header'));
  const userId = currentUser(request).id;
  const hash = requestHash(request.body);
  const result = await db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, route, requestHash: hash, statusCode: 0, body: {} })
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
  // A key stored before request hashes were kept ('') replays as before.
  if (stored?.requestHash && stored.requestHash !== hash) throw new HttpError(422, KEY_REUSED);
  if (!stored || stored.statusCode === 0)
    throw conflict('A request with this Idempotency-Key is still being processed.');
  return reply.code(stored.statusCode).header('idempotent-replayed', 'true').send(stored.body);
}
