import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../platform';

/** An onRequest hook that refuses a request over its limit. */
export type Limit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A limit per client address on a group of public routes, kept in this instance's memory by
 * @fastify/rate-limit's store (its per-route limits would count each route on its own): a hook,
 * run before validation so refused input counts too, that answers 429 beyond `max` requests in
 * `windowMs`, saying when to try again (decision 038).
 */
export async function publicLimit(
  app: FastifyInstance,
  group: string,
  max: number,
  windowMs: number,
) {
  if (!app.hasDecorator('createRateLimit')) await app.register(rateLimit, { global: false });
  const count = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${group}:${request.ip}`,
  });
  const limited: Limit = async (request, reply) => {
    const limit = await count(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new HttpError(429, `Too many requests: try again in ${limit.ttlInSeconds} seconds.`);
  };
  return limited;
}
