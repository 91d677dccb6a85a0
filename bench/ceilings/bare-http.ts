/**
 * Ceiling process: bare Fastify on PORT with a tiny JSON route and a route that sends the exact
 * menu JSON bytes the app returned (MENU_FILE), with no database, auth or schema work.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const menu = readFileSync(process.env.MENU_FILE!);
const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world' }));
app.get('/menu', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(menu);
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
