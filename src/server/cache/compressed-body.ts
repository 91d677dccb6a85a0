import negotiate from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * A JSON answer kept in memory, with brotli and gzip copies made once, off the event loop, so
 * that every later read sends a few KB instead of the whole body (a browser always accepts them).
 * Until the copies are ready the plain body is sent.
 */
export class CompressedBody {
  readonly json: Buffer;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(payload: string) {
    this.json = Buffer.from(payload);
    if (this.json.length < MIN_COMPRESSED_BYTES) return;
    void brotli(this.json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
      },
    }).then(
      (br) => (this.encoded.br = br),
      () => undefined,
    );
    void gzipAsync(this.json, { level: 9 }).then(
      (gz) => (this.encoded.gzip = gz),
      () => undefined,
    );
  }

  /** Sends the smallest copy the client accepts. */
  send(request: FastifyRequest, reply: FastifyReply) {
    reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted
      ? negotiate(
          accepted,
          ENCODINGS.filter((e) => this.encoded[e]),
        )
      : null;
    if (!encoding) return reply.send(this.json);
    return reply.header('content-encoding', encoding).send(this.encoded[encoding as Encoding]);
  }
}
