/**
 * Ceiling process: bare Fastify on PORT with a tiny JSON route and a route that sends the exact
 * menu bytes the app sends a browser (MENU_FILE, compressed as MENU_ENCODING says when it is
 * set), with no database, auth or schema work.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const menu = readFileSync(process.env.MENU_FILE!);
const encoding = process.env.MENU_ENCODING;
const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world' }));
app.get('/menu', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  reply.send(menu);
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
