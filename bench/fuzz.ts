/**
 * npm run fuzz [-- --requests 5000 --seconds 60 --concurrency 4 --seed N]
 *
 * Starts the app on 127.0.0.1 over a fresh database (a temporary PGlite directory, or with
 * DATABASE_URL a new database on that PostgreSQL server, dropped at the end), signs in an admin and
 * a staff member, and sends random and malformed requests to every route the app registers: bent
 * bodies, wrong types, huge numbers, prototype keys, control characters, raw bytes fetch will not
 * send, websocket frames; and boundary amounts (0, 0.001, 21474836.48, 1e12, 'NaN', ...) to every
 * money field of every route, after making what the field needs (a cart, a paid order, an open
 * drawer, a fresh location or catalogue record) so the amount reaches the write. Stops at the
 * request count or the time limit, prints the status histogram and each money field's statuses,
 * and exits 1 when any answer was a 5xx (or a websocket server error), or when a money field
 * accepted an amount the money rule refuses (more decimals than it keeps, over $100,000.00,
 * negative, not a number).
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import WebSocket from 'ws';
import { buildApp } from '../src/server/app/app';
import { createUser } from '../src/server/auth/users-repo';
import { seedReferenceCatalogue } from '../src/server/db/seed';
import { createTestDatabase } from '../tests/helpers/database';
import { ApiClient } from '../tests/helpers/http';
import { recordRoutes } from '../tests/helpers/routes';
import { testConfig } from '../tests/helpers/server';
import {
  AMOUNT_TARGETS,
  BOUNDARY_AMOUNTS,
  anyRequest,
  mustRefuse,
  type AmountRequest,
  type AnyRequest,
  type Who,
} from './fuzz-requests';

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
// Sign-in, registration and the public routes' limits would turn most requests into 429s.
const app = await buildApp(
  database,
  testConfig({
    logger: true,
    logStream,
    loginLimit: { perAccount: 1e9, perAddress: 1e9, windowSeconds: 60 },
    registerLimit: { perAddress: 1e9, windowSeconds: 60 },
    publicLimit: { readsPerMinute: 1e9, ordersPerTenMinutes: 1e9 },
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
// Order ahead at the first shop, so customers' orders reach their checks (issue 31).
const shopName = (await clients.admin.get('/api/locations/1')).body.name;
await clients.admin.put('/api/locations/1', { name: shopName, online_ordering: true });
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

/**
 * Boundary amounts (issue 26): what each money field needs is made first, through the API, so
 * the amount reaches the write: a cart, a paid order, an open drawer, a fresh location, a fresh
 * catalogue record. Records the fuzzer might bend (ids 1 to 8) are made anew when a step fails.
 */
const amountStatuses = new Map<string, Map<string, number>>();
const amountsSent = new Set<string>();
const accepted: string[] = [];
let made = 0;
const fresh = (what: string) => `Fuzz ${what} ${++made}`;
const kept: { location?: number; soda?: number; flavor?: number; orderName?: number } = {};

class PrepFailed extends Error {}

/** A step that must succeed; a 5xx in it counts as one, any other refusal skips the amount. */
async function prep(client: ApiClient, method: string, path: string, body?: unknown) {
  const res = await client.request(method, path, body);
  if (res.status >= 500) {
    count(String(res.status), () => `${method} ${path} ${short(body)} -> ${short(res.body)}`, true);
  }
  if (res.status >= 300) {
    for (const key of Object.keys(kept)) delete kept[key as keyof typeof kept];
    throw new PrepFailed(`${method} ${path.replace(/\d+/g, 'N')} ${res.status}`);
  }
  return res.body as Record<string, unknown>;
}

async function keptId(key: keyof typeof kept, make: () => Promise<Record<string, unknown>>) {
  kept[key] ??= Number((await make()).id);
  return kept[key];
}

/** The body text of `body` with the placeholder replaced by the amount's JSON text. */
const AMOUNT = '\u0000amount\u0000';
const withAmount = (body: unknown, value: string) =>
  JSON.stringify(body).replace(JSON.stringify(AMOUNT), value);

/** The request an amount ends in: method, path and body text (made after its preparations). */
async function amountCall(request: AmountRequest): Promise<[string, string, string]> {
  const admin = clients.admin;
  const client = clients[request.who];
  const { value } = request;
  const location = () =>
    keptId('location', () => prep(admin, 'POST', '/api/locations', { name: fresh('till') }));
  const soda = () =>
    keptId('soda', () => prep(admin, 'POST', '/api/sodas', { name: fresh('soda') }));
  const flavor = async () => {
    const group = await prep(admin, 'POST', '/api/flavor-groups', {
      name: fresh('group'),
      uom: 'pump',
      price: '0.10',
    });
    return keptId('flavor', () =>
      prep(admin, 'POST', '/api/flavors', {
        name: fresh('flavor'),
        flavor_group: group.id,
        sugar_free_available: false,
      }),
    );
  };
  const orderName = () =>
    keptId('orderName', () => prep(admin, 'POST', '/api/order-names', { name: fresh('name') }));
  /** A new cart of the client at the till location, with one custom drink; its id. */
  const cart = async () => {
    const item = await prep(client, 'POST', '/api/order-items', {
      cup: 1,
      custom_order__soda: await soda(),
      custom_order_flavors: [],
      order__location: await location(),
      low_sugar: false,
      note: '',
    });
    return Number(item.order__id);
  };
  const checkout = async (extra: Record<string, unknown> = {}) => ({
    is_paid: true,
    order_name: await orderName(),
    discount: null,
    payment_method: 'cash',
    ...extra,
  });
  /** The cart's total as the server names it when refusing a paid amount of 0. */
  const totalOf = async (id: number, extra: Record<string, unknown> = {}) => {
    const res = await client.patch(`/api/orders/${id}/complete-order-payment`, {
      ...(await checkout(extra)),
      paid_amount: 0,
    });
    if (res.status >= 500) count(String(res.status), () => short(res.body), true);
    return /order total of \$(\d+\.\d\d)/.exec(String(res.body?.message))?.[1];
  };
  const pay = (id: number) => `/api/orders/${id}/complete-order-payment`;
  /** A drawer open at a new location; its id. */
  const openDrawer = async () => {
    const shop = await prep(admin, 'POST', '/api/locations', { name: fresh('drawer shop') });
    const drawer = await prep(client, 'POST', '/api/drawers', {
      location: shop.id,
      opening_float: 10,
    });
    return Number(drawer.id);
  };
  switch (request.target) {
    case 'checkout paid_amount': {
      const id = await cart();
      return ['PATCH', pay(id), withAmount(await checkout({ paid_amount: AMOUNT }), value)];
    }
    case 'checkout tip': {
      const id = await cart();
      // The total with the tip, as the server names it (when it takes the tip at all).
      const body = await checkout({ tip: AMOUNT });
      const first = await client.request(
        'PATCH',
        pay(id),
        withAmount({ ...body, paid_amount: 0 }, value),
      );
      const total = /order total of \$(\d+\.\d\d)/.exec(String(first.body?.message))?.[1];
      return ['PATCH', pay(id), withAmount({ ...body, paid_amount: total ?? 0 }, value)];
    }
    case 'checkout cash_tendered': {
      const id = await cart();
      const total = await totalOf(id);
      return [
        'PATCH',
        pay(id),
        withAmount(await checkout({ paid_amount: total, cash_tendered: AMOUNT }), value),
      ];
    }
    case 'refund amount': {
      const id = await cart();
      await prep(client, 'PATCH', pay(id), await checkout({ paid_amount: await totalOf(id) }));
      // An admin approves their own refund.
      const body = { amount: AMOUNT, reason: 'Fuzz', method: 'card' };
      return ['POST', `/api/orders/${id}/refunds`, withAmount(body, value)];
    }
    case 'drawer opening_float': {
      const shop = await prep(admin, 'POST', '/api/locations', { name: fresh('drawer shop') });
      return [
        'POST',
        '/api/drawers',
        withAmount({ location: shop.id, opening_float: AMOUNT }, value),
      ];
    }
    case 'drawer movement amount': {
      const body = { kind: made % 2 ? 'paid_in' : 'paid_out', amount: AMOUNT, reason: 'Fuzz' };
      return ['POST', `/api/drawers/${await openDrawer()}/movements`, withAmount(body, value)];
    }
    case 'drawer counted_cash':
      return [
        'POST',
        `/api/drawers/${await openDrawer()}/close`,
        withAmount({ counted_cash: AMOUNT, note: 'Fuzz' }, value),
      ];
    case 'settings approval_threshold':
      return ['PUT', '/api/settings', withAmount({ approval_threshold: AMOUNT }, value)];
    case 'location tax_rate': {
      const name = fresh('taxed shop');
      const shop = await prep(admin, 'POST', '/api/locations', { name });
      return ['PUT', `/api/locations/${shop.id}`, withAmount({ name, tax_rate: AMOUNT }, value)];
    }
    case 'cup price': {
      // Cups are one per size: the amount goes to an existing cup (put back afterwards).
      const cup = { size: 16, price: AMOUNT, conversion_factor: '1.00' };
      if (!request.update) return ['POST', '/api/cups', withAmount(cup, value)];
      return ['PUT', '/api/cups/1', withAmount(cup, value)];
    }
    case 'flavor group price': {
      const group = { name: fresh('group'), uom: 'pump', price: AMOUNT };
      if (!request.update) return ['POST', '/api/flavor-groups', withAmount(group, value)];
      const record = await prep(admin, 'POST', '/api/flavor-groups', { ...group, price: '0.25' });
      return ['PUT', `/api/flavor-groups/${record.id}`, withAmount(group, value)];
    }
    case 'menu item price': {
      const item = {
        name: fresh('item'),
        soda: await soda(),
        flavors: [{ flavor: await flavor(), quantity: 1 }],
        price: { price: AMOUNT },
      };
      if (!request.update) return ['POST', '/api/menu-items', withAmount(item, value)];
      const record = await prep(admin, 'POST', '/api/menu-items', { ...item, price: { price: 1 } });
      return ['PATCH', `/api/menu-items/${record.id}`, withAmount(item, value)];
    }
    case 'soda cup price': {
      const record = await prep(admin, 'POST', '/api/sodas', { name: fresh('soda') });
      const body = { cup_prices: [{ cup: 1, price: AMOUNT }] };
      return ['PUT', `/api/sodas/${record.id}/cup-prices`, withAmount(body, value)];
    }
    case 'discount price':
    case 'discount percent': {
      const percent = request.target === 'discount percent';
      const discount = {
        name: fresh('discount'),
        code: `FZ${made}`,
        percent_or_price: percent ? 'percent' : 'price',
        percent: percent ? AMOUNT : null,
        price: percent ? null : AMOUNT,
        is_cup_specific: false,
        cup: null,
      };
      if (!request.update) return ['POST', '/api/discounts', withAmount(discount, value)];
      const valid = { ...discount, percent: percent ? 0.1 : null, price: percent ? null : 1 };
      const record = await prep(admin, 'POST', '/api/discounts', valid);
      return ['PUT', `/api/discounts/${record.id}`, withAmount(discount, value)];
    }
  }
}

async function sendAmount(request: AmountRequest) {
  const statuses = amountStatuses.get(request.target) ?? new Map<string, number>();
  amountStatuses.set(request.target, statuses);
  const tally = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
  let call: [string, string, string];
  const cup =
    request.target === 'cup price' && request.update
      ? await clients.admin.get('/api/cups/1')
      : undefined;
  try {
    call = await amountCall(request);
  } catch (error) {
    if (!(error instanceof PrepFailed)) throw error;
    return tally(`not reached (${error.message})`);
  }
  amountsSent.add(`${request.target} ${request.value}`);
  const [method, path, body] = call;
  const client = clients[request.who];
  const res = await client.request(method, path, body).catch(() => null);
  if (!res) return count('fetch refused', () => `${method} ${path} ${body}`, false);
  const detail = () =>
    `${request.target} = ${request.value}: ${method} ${path} ${body.slice(0, 200)} -> ${short(res.body)}`;
  count(String(res.status), detail, res.status >= 500);
  tally(String(res.status));
  if (res.status < 300 && mustRefuse(AMOUNT_TARGETS[request.target], request.value)) {
    accepted.push(detail());
  }
  // Put cup 1 back as it was.
  if (cup?.status === 200 && res.status < 300) {
    const { size, price, conversion_factor } = cup.body;
    await clients.admin.put('/api/cups/1', { size: size?.value ?? size, price, conversion_factor });
  }
  if (res.status === 401) await keepSignedIn(request.who);
}

async function send(request: AnyRequest) {
  if (request.kind === 'amount') return sendAmount(request);
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
const targets = Object.keys(AMOUNT_TARGETS).length;
console.log(
  `\nboundary amounts (${amountsSent.size} of ${targets * BOUNDARY_AMOUNTS.length} field and value pairs sent):`,
);
for (const [target, statuses] of [...amountStatuses].sort(([a], [b]) => a.localeCompare(b))) {
  const text = [...statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, n]) => `${label}: ${n}`)
    .join(', ');
  console.log(`  ${target.padEnd(28)} ${text}`);
}
for (const failure of failures) console.log(`\n5xx: ${failure}`);
for (const line of accepted.slice(0, 20)) console.log(`\naccepted a bad amount: ${line}`);
for (const [where, stack] of errors) console.log(`\nserver error in ${where}:\n${stack}`);
for (const line of logged.slice(0, 10)) console.log(`\nlogged error: ${line}`);
console.log(
  `\nfuzz: ${sent} requests, ${serverErrors} 5xx, ${accepted.length} bad amounts accepted, ${logged.length} logged errors, health ${health.status}, shutdown ${closed ? `${Date.now() - closing} ms` : 'did not finish in 10 s'}`,
);
const ok =
  serverErrors === 0 &&
  accepted.length === 0 &&
  logged.length === 0 &&
  health.status === 200 &&
  closed;
process.exit(ok ? 0 : 1);
