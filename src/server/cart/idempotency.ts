import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth';
import { idempotencyKeys, pgConstraint, pgErrorCode, type Tx, UNIQUE_VIOLATION } from '../db';
import { controlCharactersMessage, hasControlCharacters } from '../../shared/plain-text';
import { HttpError, badRequest, conflict } from '../platform';

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

/**
 * The body as the client sent it, before the route schema parsed it. The key's hash is of that
 * body: a retry must repeat the request itself, so a note with a trailing space or a default
 * written out is another request, though the parsed values are the same.
 */
const sentBodies = new WeakMap<FastifyRequest, unknown>();

/** A preValidation hook of the routes that run idempotent writes: keeps the body as sent. */
export async function keepSentBody(request: FastifyRequest) {
  sentBodies.set(request, request.body);
}

/** SHA-256 (hex) of the request body, stored with the key. */
export const requestHash = (body: unknown) =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

/** The unique constraint on (user, route, key): schema.ts. */
const KEY_CONSTRAINT = 'idempotency_keys_user_key';

/** The key was stored by another request with the same key while this one ran. */
class KeyAlreadyStored extends Error {}

/** What is stored under an Idempotency-Key, besides the answer. */
export interface KeyRow {
  userId: number;
  key: string;
  route: string;
  requestHash: string;
}

function sentBody(request: FastifyRequest): unknown {
  if (!sentBodies.has(request)) throw new Error('An idempotent route lacks the keepSentBody hook.');
  return sentBodies.get(request);
}

/** The request's Idempotency-Key (400 when malformed); undefined without the header. */
function keyRowOf(request: FastifyRequest, route: string): KeyRow | undefined {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  if (!key.trim() || key.length > MAX_KEY_LENGTH) {
    throw badRequest(
      'Idempotency-Key',
      `The Idempotency-Key header must be 1 to ${MAX_KEY_LENGTH} characters.`,
    );
  }
  if (hasControlCharacters(key))
    throw badRequest('Idempotency-Key', controlCharactersMessage('The Idempotency-Key header'));
  return {
    userId: currentUser(request).id,
    key,
    route,
    requestHash: requestHash(sentBody(request)),
  };
}

/**
 * Runs a write in one transaction. With an `Idempotency-Key` header the key is stored with the
 * answer at the end of that same transaction, so a retry (even a concurrent one) replays the first
 * answer and writes nothing twice: a retry that runs while the first is in flight waits on the
 * key's unique index (or on the row both lock), then finds the key taken, rolls its own writes
 * back and replays. A failed request stores nothing and may be retried with the same key. The
 * same key with a different body (compared by the SHA-256 of its canonical JSON) is refused with
 * 422. Storing the key last rather than claiming it first saves a statement on every keyed write;
 * a retry pays instead, as it runs the handler before it finds the key.
 *
 * `single`, when given, is tried first: a write done without a transaction, whose statement that
 * writes also stores the key (the KeyRow it is given); it returns undefined when it wrote nothing
 * and cannot answer, and the transaction runs.
 */
export async function runIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  handler: (tx: Tx) => Promise<HandlerResult>,
  single?: (key: KeyRow | undefined) => Promise<HandlerResult | undefined>,
): Promise<FastifyReply> {
  const { db } = request.server.database;
  const keyRow = keyRowOf(request, route);
  try {
    const result =
      (await single?.(keyRow)) ??
      (await db.transaction(async (tx) => {
        const first = await handler(tx);
        if (!keyRow) return first;
        // Stored as the JSON the client received (dates as ISO text).
        const body = JSON.parse(JSON.stringify(first.body ?? null));
        const [stored] = await tx
          .insert(idempotencyKeys)
          .values({ ...keyRow, statusCode: first.status, body })
          .onConflictDoNothing()
          .returning({ id: idempotencyKeys.id });
        if (!stored) throw new KeyAlreadyStored();
        return first;
      }));
    return reply.code(result.status).send(result.body);
  } catch (error) {
    if (!keyRow) throw error;
    return replayStored(request, reply, keyRow, error);
  }
}

/**
 * After a keyed request failed: the answer stored under its key, if any, wins over this request's
 * error, as a retry can fail where the first request succeeded (the order it pays is paid by now).
 */
async function replayStored(
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, route, key, requestHash: hash }: KeyRow,
  error: unknown,
): Promise<FastifyReply> {
  const [stored] = await request.server.database.db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.route, route),
        eq(idempotencyKeys.key, key),
      ),
    )
    .catch(() => [undefined]);
  const keyTaken =
    error instanceof KeyAlreadyStored ||
    (pgErrorCode(error) === UNIQUE_VIOLATION && pgConstraint(error) === KEY_CONSTRAINT);
  if (!stored && keyTaken)
    throw conflict('A request with this Idempotency-Key was answered meanwhile; send it again.');
  if (!stored) throw error;
  // A key stored before request hashes were kept ('') replays as before.
  if (stored.requestHash && stored.requestHash !== hash) throw new HttpError(422, KEY_REUSED);
  return reply.code(stored.statusCode).header('idempotent-replayed', 'true').send(stored.body);
}
