/**
 * npm run fuzz [-- --requests 5000 --seconds 60 --concurrency 4 --seed N]
 *
 * Starts the app on 127.0.0.1 over a fresh database (a temporary PGlite directory, or with
 * DATABASE_URL a new database on that PostgreSQL server, dropped at the end), signs in an admin and
 * a staff member, and sends random and malformed requests to every route the app registers: bent
 * bodies, wrong types, huge numbers, prototype keys, control characters, raw bytes fetch will not
 * send, websocket frames. Stops at the request count or the time limit, prints the status
 * histogram, and exits 1 when any answer was a 5xx (or a websocket server error).
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import WebSocket from 'ws';
import { buildApp } from '../src/server/app';
import { createUser } from '../src/server/auth/users-repo';
import { seedReferenceCatalogue } from '../src/server/db/seed';
import { createTestDatabase } from '../tests/helpers/database';
import { ApiClient } from '../tests/helpers/http';
import { recordRoutes } from '../tests/helpers/routes';
import { testConfig } from '../tests/helpers/server';
import { anyRequest, type AnyRequest, type Who } from './fuzz-requests';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '4' },
    seed: { type: 'string' },
  },
});
const limit = Number(args.requests);
const deadline = Date.now() + Number(args.seconds) * 1000;
const seed = args.seed !== undefined ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
const SERVER_ERROR = 'Something went wrong on the server.';

// Every route and every server-side error, through hooks set before the app registers anything.
const recorder = recordRoutes();
const errors = new Map<string, string>();
const onInit = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onError', async (request, _reply, error) => {
    if ((error.statusCode ?? 500) < 500) return;
    const where = `${request.method} ${request.routeOptions.url ?? request.url}`;
    if (!errors.has(where)) errors.set(where, error.stack ?? String(error));
  });
};
diagnostics.subscribe('fastify.initialization', onInit);

if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const testDb = await createTestDatabase(process.env.DATABASE_URL ? 'postgres' : 'pglite');
const database = await testDb.open();
await seedReferenceCatalogue(database.db);
// Errors the app logs (websocket and queue errors never become an HTTP status).
const logged: string[] = [];
const logStream = {
  write(line: string) {
    if ((JSON.parse(line) as { level: number }).level >= 50) logged.push(line.slice(0, 2000));
  },
};
// Sign-in and registration limits would turn most of those requests into 429s.
const app = await buildApp(
  database,
  testConfig({
    logger: true,
    logStream,
    loginLimit: { perAccount: 1e9, perAddress: 1e9, windowSeconds: 60 },
    registerLimit: { perAddress: 1e9, windowSeconds: 60 },
  }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
recorder.stop();
diagnostics.unsubscribe('fastify.initialization', onInit);
const port = (app.server.address() as net.AddressInfo).port;
const url = `http://127.0.0.1:${port}`;

let users = 0;
const PASSWORD = 'Turquoise-Walrus-Umbrella-81';
/** A new user with the role, signed in (a fuzzed request may have deactivated the last one). */
async function signIn(role: Who): Promise<ApiClient> {
  const client = new ApiClient(url);
  if (role === 'anonymous') return client;
  const email = `fuzz-${role}-${++users}@example.com`;
  await createUser(database.db, {
    email,
    password: PASSWORD,
    isStaff: true,
    isAdmin: role === 'admin',
  });
  const res = await client.post('/api/users/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return client;
}
const clients: Record<Who, ApiClient> = {
  admin: await signIn('admin'),
  staff: await signIn('staff'),
  anonymous: new ApiClient(url),
};
/** Signs in again when a fuzzed request logged the client out or took its role. */
async function keepSignedIn(role: Who) {
  if (role === 'anonymous') return;
  const me = await clients[role].get('/api/users/me');
  const ok = me.status === 200 && (role === 'staff' || me.body.is_admin === true);
  if (!ok || !me.body.is_staff) clients[role] = await signIn(role);
}

const histogram = new Map<string, number>();
const failures: string[] = [];
const count = (label: string, detail: () => string, failed: boolean) => {
  histogram.set(label, (histogram.get(label) ?? 0) + 1);
  if (failed && failures.length < 20) failures.push(`${label} ${detail()}`);
};
const short = (text: unknown) => JSON.stringify(text)?.slice(0, 300);

/** Writes raw bytes and reads the status line of the answer. */
function sendRaw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const done = (label: string) => {
      socket.destroy();
      resolve(label);
    };
    socket.setTimeout(5000, () => done('raw timeout'));
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(data);
      if (status) done(`raw ${status[1]}`);
    });
    socket.on('error', () => done('raw reset'));
    socket.on('close', () => done(data ? 'raw unparsed' : 'raw closed'));
    socket.write(text, 'latin1');
  });
}

/** Opens a socket, sends the frames and a refresh command, and reads until it goes quiet. */
function sendSocket(location: string, frames: string[], cookie: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/orders/${location}/`, {
      headers: { origin: url, cookie },
    });
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const done = (label: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.terminate();
      resolve(label);
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => done('ws open'), 300);
    };
    socket.on('unexpected-response', (_req, res) => done(`ws http ${res.statusCode}`));
    socket.on('error', () => done('ws error'));
    socket.on('close', (code) => done(`ws close ${code}`));
    socket.on('message', (data) => {
      if (String(data).includes(SERVER_ERROR)) done('ws server error');
      else quiet();
    });
    socket.on('open', () => {
      for (const frame of [...frames, '{"message":"refresh"}']) socket.send(frame);
      quiet();
    });
  });
}

async function send(request: AnyRequest) {
  const client = clients[request.who];
  if (request.kind === 'raw') {
    const label = await sendRaw(request.text(client.cookieHeader()));
    count(label, () => short(request.text('<cookie>')), /raw 5\d\d/.test(label));
    return;
  }
  if (request.kind === 'ws') {
    const label = await sendSocket(request.location, request.frames, client.cookieHeader());
    const failed = /ws http 5\d\d|ws close 1011|server error/.test(label);
    count(label, () => short(request), failed);
    return;
  }
  const res = await client
    .request(request.method, request.path, request.body, request.headers)
    .catch(() => null);
  if (!res) return count('fetch refused', () => short(request), false);
  const failed = res.status >= 500;
  count(String(res.status), () => `${short(request)} -> ${short(res.body)}`, failed);
  if (res.status === 401) await keepSignedIn(request.who);
}

const arbitrary = anyRequest(recorder.routes);
let sent = 0;
let batch = 0;
const queue: AnyRequest[] = [];
const checks: Promise<void>[] = [];
const next = (): AnyRequest | undefined => {
  if (sent >= limit || Date.now() > deadline) return undefined;
  if (queue.length === 0)
    queue.push(...fc.sample(arbitrary, { seed: seed + batch++, numRuns: 200 }));
  if (++sent % 250 === 0) checks.push(keepSignedIn('admin'), keepSignedIn('staff'));
  return queue.shift();
};

const started = Date.now();
console.log(
  `fuzz: ${recorder.routes.length} routes on ${database.kind}, seed ${seed}, up to ${limit} requests or ${args.seconds} s`,
);
await Promise.all(
  Array.from({ length: Number(args.concurrency) }, async () => {
    for (let request = next(); request; request = next()) await send(request);
  }),
);
await Promise.all(checks);
const seconds = (Date.now() - started) / 1000;
const health = await clients.anonymous.get('/api/health');

const closing = Date.now();
const closed = await Promise.race([
  app.close().then(() => true),
  new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
]);
await database.close();
await testDb.drop();

const serverErrors = [...histogram]
  .filter(([label]) => /^5\d\d$|raw 5\d\d|ws http 5\d\d|ws close 1011|server error/.test(label))
  .reduce((sum, [, n]) => sum + n, 0);
console.log(`\nstatus histogram (${sent} requests in ${seconds.toFixed(1)} s):`);
for (const [label, n] of [...histogram].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${label.padEnd(16)} ${n}`);
for (const failure of failures) console.log(`\n5xx: ${failure}`);
for (const [where, stack] of errors) console.log(`\nserver error in ${where}:\n${stack}`);
for (const line of logged.slice(0, 10)) console.log(`\nlogged error: ${line}`);
console.log(
  `\nfuzz: ${sent} requests, ${serverErrors} 5xx, ${logged.length} logged errors, health ${health.status}, shutdown ${closed ? `${Date.now() - closing} ms` : 'did not finish in 10 s'}`,
);
const ok = serverErrors === 0 && logged.length === 0 && health.status === 200 && closed;
process.exit(ok ? 0 : 1);
