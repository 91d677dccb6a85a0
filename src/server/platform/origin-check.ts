import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppConfig } from './config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** True when the Origin header names the app itself or an allowed origin. */
export function isSameOrigin(request: FastifyRequest, allowed: string[]): boolean {
  const origin = requestOrigin(request);
  if (!origin) return false;
  return origin === `${request.protocol}://${request.host}` || allowed.includes(origin);
}

/**
 * State-changing requests must come from the app's own origin (CSRF defence beside SameSite).
 * A callback hook, not an async one: it runs on every request, and reads need no promise.
 */
export function originCheck(config: AppConfig) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request, config.allowedOrigins))
      return done();
    reply.code(403).send({ message: 'Cross-origin request refused.' });
  };
}
