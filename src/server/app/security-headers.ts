import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false };
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** The live channel's own origin, ws:// and wss://, named outright (older browsers' 'self' skips ws). */
function sameHostSockets(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/** Host-specific header sets kept; beyond this (odd Host headers) they are computed per request. */
const HOSTS_KEPT = 64;

function helmetOptions(https: boolean): HelmetOptions {
  return {
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
        // The service worker (sw.js, its own origin only) and the web app manifest: the till installs and starts offline.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? HSTS : false,
  };
}

/** The headers helmet sets for a request to `host`, captured once instead of per request. */
function capture(middleware: ReturnType<typeof helmet>, host: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware(
    { headers: { host } } as IncomingMessage,
    response as unknown as ServerResponse,
    (error) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
    },
  );
  return headers;
}

function headerSets(https: boolean) {
  const middleware = helmet(helmetOptions(https));
  const byHost = new Map<string, Record<string, string>>();
  return (host: string) => {
    const kept = byHost.get(host);
    if (kept) return kept;
    const headers = capture(middleware, host);
    if (byHost.size < HOSTS_KEPT) byHost.set(host, headers);
    return headers;
  };
}

/**
 * Headers a browser reads only from a document (or a worker's script): the CSP, framing, the opener
 * and agent-cluster policies, and the legacy IE, Flash and DNS-prefetch switches; and the referrer
 * policy, which on a script or stylesheet would only govern its own requests, all same-origin
 * here. A hashed script or stylesheet under /assets drops them (staticClient): there they cost 600
 * bytes a file and do nothing. It keeps nosniff, Cross-Origin-Resource-Policy and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Security headers on every response (HTML, API, 404s; hashed assets keep only those that apply to
 * them): a CSP without inline scripts, no framing, nosniff, a referrer policy that keeps the Origin
 * header of same-origin requests (the CSRF check needs it), and HSTS only on responses served over
 * HTTPS. Helmet builds them; they depend only on the Host header and the protocol, so each set is
 * built once (helmet per request cost 12% of a cached menu read's CPU). See
 * docs/decisions/014-content-security-policy.md.
 */
export function securityHeaders(app: FastifyInstance) {
  const plain = headerSets(false);
  const https = headerSets(true);
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host ?? '';
    reply.headers(request.protocol === 'https' ? https(host) : plain(host));
    done();
  });
}
