import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false };
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** The live channel's own origin, ws:// and wss://, named outright (older browsers' 'self' skips ws). */
function sameHostSockets(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * Security headers on every response (HTML, assets, API, 404s): a CSP without inline scripts, no
 * framing, nosniff, a referrer policy that keeps the Origin header of same-origin requests (the CSRF
 * check needs it), and HSTS only on responses served over HTTPS.
 * See docs/decisions/014-content-security-policy.md.
 */
export async function securityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        // react-select (emotion), vaul and react-toastify insert <style> elements, and Radix sets
        // style attributes: styles may be inline, scripts may not.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", sameHostSockets],
        'object-src': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.helmet({ strictTransportSecurity: HSTS });
  });
}
