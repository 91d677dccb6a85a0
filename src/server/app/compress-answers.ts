import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { MIN_COMPRESSED_BYTES } from '../cache';

/**
 * Every answer of 1 KB or more that is not compressed already (the kept catalogue answers carry
 * their own brotli copies, the built files their .br/.gz) leaves compressed: brotli at quality 4,
 * or gzip, whichever the client accepts first. A till on a phone hotspot fetched the availability
 * and the order names as 3-4 KB of plain JSON on every visit. Request bodies are never
 * decompressed: a JSON body is small, and a compressed one could unpack past the body limit.
 */
export async function compressAnswers(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: MIN_COMPRESSED_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
