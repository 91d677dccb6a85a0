import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Build output file names under assets/ carry a content hash: a browser keeps them for a year.
 * Anything else (index.html) is revalidated on every load, so a new build is picked up at once.
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
 * Serves the built client from clientDir (when it has an index.html): hashed assets, their
 * brotli/gzip copies to browsers that accept them, and index.html for every other GET outside
 * /api and /ws so that client routes load the app. Everything else answers the JSON 404.
 */
export async function staticClient(app: FastifyInstance, clientDir: string | undefined) {
  const hasIndex = () => !!clientDir && existsSync(join(clientDir, 'index.html'));
  const serving = !!clientDir && hasIndex();
  if (serving) {
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
    if (isClientRoute && serving && hasIndex())
      return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ message: 'Not found.' });
  });
}
