import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_ONLY_HEADERS } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRECOMPRESSED = /\.(br|gz)$/;
const SCRIPT_OR_STYLE = /^(text|application)\/(javascript|css)\b/;
/** A kept-for-a-year file is never revalidated: its validators would only cost bytes. */
const VALIDATORS = ['etag', 'last-modified', 'accept-ranges'];
const HASHED_ASSET_DROPS = [...DOCUMENT_ONLY_HEADERS, ...VALIDATORS];

/**
 * Build output file names under assets/ carry a content hash: a browser keeps them for a year.
 * Anything else (index.html, the service worker sw.js, manifest.webmanifest, the icons) is
 * revalidated on every load, so a new build is picked up at once: a kept sw.js would hide a new
 * version from the update prompt.
 * The build writes .br and .gz copies next to each file (vite.config.ts); with preCompressed the
 * file named here may be one of those.
 */
function cacheHeaders(clientDir: string) {
  return (res: SetHeadersResponse, path: string) => {
    const file = path.replace(PRECOMPRESSED, '');
    const inAssets = relative(clientDir, dirname(file)).split(sep)[0] === 'assets';
    res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
    res.setHeader('vary', 'accept-encoding');
  };
}

/**
 * A hashed script or stylesheet answers with what applies to it: its type, encoding, cache and
 * vary headers, nosniff, Cross-Origin-Resource-Policy and HSTS. A missing /assets/ file is answered
 * with index.html (a document, all headers kept); anything that is not script or style keeps all.
 */
function trimHashedAssetHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  if (
    request.url.startsWith('/assets/') &&
    SCRIPT_OR_STYLE.test(String(reply.getHeader('content-type') ?? ''))
  ) {
    for (const name of HASHED_ASSET_DROPS) reply.removeHeader(name);
  }
  done(null, payload);
}

/** The customer pages' routes (order ahead, the pickup board): a build and an HTML page of their own. */
const CUSTOMER_ROUTE = /^\/(order|board)(\/|$)/;
const CUSTOMER_PAGE = 'customer.html';

/** The page a client route loads: the customer page for its routes (once built), else the staff app. */
function pageFor(path: string, clientDir: string): string {
  if (CUSTOMER_ROUTE.test(path) && existsSync(join(clientDir, CUSTOMER_PAGE))) return CUSTOMER_PAGE;
  return 'index.html';
}

/**
 * Serves the built client from clientDir (when it has an index.html): hashed assets, their
 * brotli/gzip copies to browsers that accept them, customer.html for the customer pages' routes and
 * index.html for every other GET outside /api and /ws so that client routes load the app.
 * Everything else answers the JSON 404.
 */
export async function staticClient(app: FastifyInstance, clientDir: string | undefined) {
  const hasIndex = () => !!clientDir && existsSync(join(clientDir, 'index.html'));
  const serving = !!clientDir && hasIndex();
  if (serving) {
    app.addHook('onSend', trimHashedAssetHeaders);
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(clientDir),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isClientRoute =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/ws');
    if (isClientRoute && serving && hasIndex()) {
      const page = pageFor(request.url.split('?')[0], clientDir);
      return reply.type('text/html').sendFile(page);
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
