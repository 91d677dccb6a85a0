import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's own refusals before routing (a URL it cannot decode, a path parameter too long): the
 * app's `{message}` body. On a websocket upgrade the socket is closed afterwards: @fastify/websocket
 * routes upgrade requests but closes only the sockets of routed ones, so such a socket stayed open
 * for good and held up the server's shutdown.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (request.raw.headers.upgrade !== undefined) {
    const socket = request.raw.socket;
    reply.raw.once('finish', () => socket.end(() => socket.destroy()));
  }
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The URL is not valid.'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A part of the URL is too long.'
        : error.message;
  return reply.code(error.statusCode ?? 400).send({ message });
}
