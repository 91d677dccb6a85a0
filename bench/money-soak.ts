/**
 * npm run money-soak [-- --operations 1000 --seed N --database pglite|postgres --clients 4]
 *
 * Money integrity (issue 26): a seeded randomized day at the counter. Starts the app on 127.0.0.1
 * over a fresh database (a temporary PGlite directory; with --database postgres or DATABASE_URL a
 * new database on that server, dropped at the end), seeds the reference catalogue, makes two
 * locations (8.25% added on top, 8.875% included in the prices), an admin with an approval PIN
 * and four staff members. Four staff clients, each signed in over real HTTP, share the operations:
 * sales with every tender, discounts and tips; voids; refunds by item and by amount; drawer opens,
 * paid in and out, closes with a count and an admin's reopens; starts and completions at the bar.
 * A ledger keeps what the server acknowledged. Afterwards every sales-report grouping, the order
 * history, every drawer report, the cash outside a drawer, and each closed drawer against the
 * answer of its close must agree with the ledger to the cent. Exits 1 on any difference or 5xx.
 */
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app/app';
import { createUser } from '../src/server/auth/users-repo';
import { seedReferenceCatalogue } from '../src/server/db/seed';
import { createTestDatabase } from '../tests/helpers/database';
import { ApiClient } from '../tests/helpers/http';
import { testConfig } from '../tests/helpers/server';
import { Ledger, cents, type Location } from './money-soak-ledger';
import { KINDS, Tally, Till, type Catalogue, type Client, type World } from './money-soak-ops';
import { Random } from './money-soak-random';
import { Verifier } from './money-soak-verify';

const { values: args } = parseArgs({
  options: {
    operations: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    database: { type: 'string' },
    clients: { type: 'string', default: '4' },
  },
});
const operations = Number(args.operations);
const clients = Number(args.clients);
const seed = args.seed !== undefined ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
if (!(operations > 0) || !(clients > 0) || !Number.isInteger(seed))
  throw new Error('--operations and --clients must be positive, --seed a whole number');
const kind = args.database ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
if (kind !== 'pglite' && kind !== 'postgres') throw new Error('--database is pglite or postgres');
// The PostgreSQL server the new database goes on: DATABASE_URL, else TEST_DATABASE_URL, else local.
if (kind === 'postgres')
  process.env.TEST_DATABASE_URL =
    process.env.DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/postgres';

const started = Date.now();
const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1);
const testDb = await createTestDatabase(kind);
const database = await testDb.open();
await seedReferenceCatalogue(database.db);
// Approvals count as sign-in attempts of the admin: hundreds of them would meet the limit.
const app = await buildApp(
  database,
  testConfig({
    loginLimit: { perAccount: 1e9, perAddress: 1e9, windowSeconds: 60 },
    registerLimit: { perAddress: 1e9, windowSeconds: 60 },
  }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const PASSWORD = 'Tangerine-Ledger-Drawer-26';
const PIN = '602614';

async function person(email: string, first: string, isAdmin: boolean): Promise<Client> {
  const user = await createUser(database.db, {
    email,
    password: PASSWORD,
    isStaff: true,
    isAdmin,
    firstName: first,
    lastName: 'Soak',
  });
  const client = new ApiClient(url);
  const res = await client.post('/api/users/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  return Object.assign(client, { userId: user.id, email });
}

async function expect200<T>(res: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const answer = await res;
  if (answer.status >= 300)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const admin = await person('soak-admin@example.com', 'Ada', true);
await expect200(admin.put('/api/users/me/approval-pin', { pin: PIN }), 'approval PIN');
const staff = await Promise.all(
  Array.from({ length: clients }, (_, i) =>
    person(`soak-staff-${i + 1}@example.com`, ['Sam', 'Kim', 'Lou', 'Max'][i % 4] ?? 'Pat', false),
  ),
);

/** Two shops: tax added on top in Chicago, tax included in the prices in Denver. */
const shops = [
  {
    name: 'Soak Exclusive',
    tax_rate: 8.25,
    prices_include_tax: false,
    time_zone: 'America/Chicago',
  },
  {
    name: 'Soak Inclusive',
    tax_rate: 8.875,
    prices_include_tax: true,
    time_zone: 'America/Denver',
  },
];
const locations: Location[] = [];
for (const shop of shops) {
  const made = await expect200(
    admin.post<{ id: number }>('/api/locations', { name: shop.name }),
    'location',
  );
  const set = await expect200(
    admin.put<{
      id: number;
      name: string;
      tax_rate: number;
      prices_include_tax: boolean;
      time_zone: string;
    }>(`/api/locations/${made.id}`, shop),
    'location tax',
  );
  locations.push({
    id: set.id,
    name: set.name,
    taxRate: set.tax_rate,
    pricesIncludeTax: set.prices_include_tax,
    timeZone: set.time_zone,
  });
}

// Two more discounts beside the reference ones (100% off, a $4.00 16 oz price).
await expect200(
  admin.post('/api/discounts', {
    name: 'Soak tenth',
    code: 'SOAK10',
    percent_or_price: 'percent',
    percent: 0.1,
  }),
  'discount',
);
await expect200(
  admin.post('/api/discounts', {
    name: 'Soak large third',
    code: 'SOAK33',
    percent_or_price: 'percent',
    percent: 0.3333,
    is_cup_specific: true,
    cup: 2,
  }),
  'discount',
);

type Listed<T> = T[] | { results: T[] };
const list = async <T>(path: string): Promise<T[]> => {
  const body = await expect200(admin.get<Listed<T>>(path), path);
  return Array.isArray(body) ? body : body.results;
};
const menuItems = await list<{
  id: number;
  name: string;
  soda: { id: number };
  is_archived: boolean;
}>('/api/menu-items');
const catalogue: Catalogue = {
  menuItems: menuItems
    .filter((m) => !m.is_archived)
    .map((m) => ({ id: m.id, name: m.name, sodaId: m.soda.id })),
  cups: (await list<{ id: number }>('/api/cups')).map((c) => c.id),
  sodas: (await list<{ id: number; is_archived: boolean }>('/api/sodas'))
    .filter((s) => !s.is_archived)
    .map((s) => s.id),
  flavors: (await list<{ id: number; is_archived: boolean }>('/api/flavors'))
    .filter((f) => !f.is_archived)
    .map((f) => f.id),
  discounts: (await list<{ id: number; is_archived: boolean }>('/api/discounts'))
    .filter((d) => !d.is_archived)
    .map((d) => d.id),
  orderNames: (await list<{ id: number }>('/api/order-names')).map((n) => n.id),
  approvalThresholdCents: cents(
    (await expect200(admin.get<{ approval_threshold: number }>('/api/settings'), 'settings'))
      .approval_threshold,
  ),
};

const ledger = new Ledger();
const world: World = {
  admin,
  approval: { email: admin.email, pin: PIN },
  locations,
  catalogue,
  ledger,
};
const tally = new Tally();
const setUp = seconds(started);

console.log(
  `money-soak: ${operations} operations by ${clients} staff clients on ${database.kind}, seed ${seed} (set up in ${setUp} s)`,
);
const dayStarted = Date.now();
await Promise.all(
  staff.map(async (client, i) => {
    const till = new Till(
      world,
      client,
      new Random(seed, i + 1),
      tally,
      locations[i % locations.length],
    );
    const share = Math.floor(operations / clients) + (i < operations % clients ? 1 : 0);
    for (let n = 0; n < share; n++) await till.step();
  }),
);
const dayTime = seconds(dayStarted);

// Reports count in each shop's local days: the whole day is inside yesterday..tomorrow (UTC).
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const verifyStarted = Date.now();
const verifier = new Verifier(admin, ledger, locations, { from: day(-1), to: day(1) });
await verifier.run();
const verifyTime = seconds(verifyStarted);

await app.close();
await database.close();
await testDb.drop();

console.log(`\noperations by kind and outcome (${tally.requests} requests in ${dayTime} s):`);
for (const kindName of KINDS) {
  const outcomes = tally.outcomes.get(kindName);
  if (!outcomes) continue;
  const total = [...outcomes.values()].reduce((a, b) => a + b, 0);
  console.log(`  ${kindName.padEnd(14)} ${String(total).padStart(5)}`);
  for (const [outcome, n] of [...outcomes].sort((a, b) => b[1] - a[1]))
    console.log(`      ${String(n).padStart(5)}  ${outcome}`);
}
const voided = [...ledger.sales.values()].filter((s) => s.void).length;
const refunds = ledger.refunds().length;
console.log(
  `ledger: ${ledger.sales.size} paid orders (${voided} voided), ${refunds} refunds, ${ledger.drawers.size} drawers, ${ledger.movements.length} movements`,
);
const problems = [
  ...tally.failures.map((f) => `5xx: ${f}`),
  ...ledger.problems.map((p) => `answer: ${p}`),
  ...verifier.problems,
  ...[...verifier.missing].map(([field, n]) => `the server gives no ${field} (${n} times)`),
];
for (const problem of problems.slice(0, 60)) console.log(`MISMATCH ${problem}`);
if (problems.length > 60) console.log(`... and ${problems.length - 60} more`);
console.log(
  `\nmoney-soak ${problems.length ? 'FAILED' : 'passed'} on ${database.kind}: seed ${seed}, ${operations} operations, ` +
    `${tally.failures.length} 5xx, ${problems.length} mismatches; day ${dayTime} s, checks ${verifyTime} s, total ${seconds(started)} s`,
);
process.exit(problems.length ? 1 : 0);
