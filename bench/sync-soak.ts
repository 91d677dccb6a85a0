/**
 * npm run sync-soak [-- --orders 1000 --devices 5 --seed N]
 *
 * Offline sync through a bad network (issue 29). Starts the app on 127.0.0.1 over a fresh PGlite
 * database with the reference catalogue (8.25% tax added on top, a 10% discount), and a proxy in
 * front of it that loses 20% of the answers after the server acted and sends 10% of the requests
 * twice. Five tills, each a staff member signed in over real HTTP, price their offline sales with
 * src/shared/pricing.ts from the catalogue they kept (menu items, cups, custom drinks, discounts
 * under the approval threshold, tips, cash with change) and send them through the proxy, each
 * resent with its client_id until the server confirms it. Afterwards exactly one order per sale
 * must exist and the sum of their totals must equal the tills' sum to the cent. Exits 1 otherwise.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { isNotNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app/app';
import { createUser } from '../src/server/auth/users-repo';
import { orders } from '../src/server/db/schema';
import { seedReferenceCatalogue } from '../src/server/db/seed';
import { centsToDollars } from '../src/shared/money';
import { orderTotals, type PricedDiscount, type TaxSetting } from '../src/shared/pricing';
import { createTestDatabase } from '../tests/helpers/database';
import { ApiClient } from '../tests/helpers/http';
import { testConfig } from '../tests/helpers/server';
import { Random } from './money-soak-random';
import { flakyProxy } from './sync-soak-proxy';
import { keptCatalogue, type KeptCatalogue } from './sync-soak-till';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000' },
    devices: { type: 'string', default: '5' },
    seed: { type: 'string' },
  },
});
const total = Number(args.orders);
const devices = Number(args.devices);
const seed = args.seed !== undefined ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
const started = Date.now();
const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1);

const testDb = await createTestDatabase('pglite');
const database = await testDb.open();
await seedReferenceCatalogue(database.db);
const app = await buildApp(database, testConfig());
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const network = new Random(seed, 99);
const proxy = await flakyProxy(url, {
  dropRate: 0.2,
  duplicateRate: 0.1,
  random: () => network.next(),
});

const PASSWORD = 'Offline-Till-Sync-29';
async function signIn(email: string, isAdmin: boolean): Promise<ApiClient> {
  await createUser(database.db, { email, password: PASSWORD, isStaff: true, isAdmin });
  const client = new ApiClient(url);
  const res = await client.post('/api/users/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  return client;
}

const admin = await signIn('sync-admin@example.com', true);
const LOCATION = 1;
const location = (await admin.get(`/api/locations/${LOCATION}`)).body;
const taxed = await admin.put(`/api/locations/${LOCATION}`, {
  name: location.name,
  tax_rate: 8.25,
  prices_include_tax: false,
});
if (taxed.status !== 200) throw new Error(`tax: ${JSON.stringify(taxed.body)}`);
const discount = await admin.post('/api/discounts', {
  name: 'Sync tenth',
  code: 'SYNC10',
  percent_or_price: 'percent',
  percent: 0.1,
});
if (discount.status !== 201) throw new Error(`discount: ${JSON.stringify(discount.body)}`);
const tax: TaxSetting = { rateThousandths: 8250, pricesIncludeTax: false };
const tenth: PricedDiscount = {
  percentOrPrice: 'percent',
  percent: 1000,
  priceCents: null,
  cupId: null,
};

interface Tally {
  confirmed: number;
  sends: number;
  retries: number;
  cents: number;
  refused: string[];
  byClientId: Map<string, number>;
}
const tally: Tally = {
  confirmed: 0,
  sends: 0,
  retries: 0,
  cents: 0,
  refused: [],
  byClientId: new Map(),
};

/** One offline sale as a till rings it up: its body and its total in cents. */
function offlineSale(random: Random, kept: KeptCatalogue) {
  const drinks = Array.from({ length: random.int(1, 3) }, () => kept.drink(random));
  const discounted = random.chance(0.2);
  const tipCents = random.chance(0.3) ? random.int(1, 300) : 0;
  const totals = orderTotals({
    items: drinks.map((d) => ({ priceCents: d.priceCents, cupId: d.body.cup })),
    discount: discounted ? tenth : null,
    tax,
    tipCents,
  });
  const method = random.pick(['cash', 'cash', 'card', 'other'] as const);
  const tendered = Math.ceil(totals.totalCents / 500) * 500 + (random.chance(0.3) ? 500 : 0);
  const body = {
    client_id: randomUUID(),
    location: LOCATION,
    taken_at: new Date(Date.now() - random.int(60_000, 3 * 3_600_000)).toISOString(),
    items: drinks.map((d) => ({ ...d.body, price: centsToDollars(d.priceCents) })),
    order_name: random.int(1, 5),
    discount: discounted ? discount.body.id : null,
    paid_amount: centsToDollars(totals.totalCents),
    subtotal: centsToDollars(totals.subtotalCents),
    discount_amount: centsToDollars(totals.discountCents),
    tax: centsToDollars(totals.taxCents),
    tip: centsToDollars(tipCents),
    payment_method: method,
    cash_tendered: method === 'cash' ? centsToDollars(tendered) : null,
  };
  return { body, cents: totals.totalCents };
}

/** Sends the sale until the server confirms it (201 or 200); a refusal is recorded, not resent. */
async function sendUntilConfirmed(till: ApiClient, sale: ReturnType<typeof offlineSale>) {
  for (let attempt = 0; ; attempt++) {
    tally.sends++;
    if (attempt > 0) tally.retries++;
    let res;
    try {
      res = await till.post('/api/orders/sync', sale.body);
    } catch {
      await new Promise((r) => setTimeout(r, 5));
      continue; // the answer was lost: send it again
    }
    if (res.status === 200 || res.status === 201) {
      tally.confirmed++;
      tally.cents += sale.cents;
      tally.byClientId.set(sale.body.client_id, sale.cents);
      return;
    }
    tally.refused.push(`${res.status} ${JSON.stringify(res.body)}`);
    return;
  }
}

async function device(index: number, count: number) {
  const signedIn = await signIn(`sync-till-${index + 1}@example.com`, false);
  const kept = await keptCatalogue(signedIn, LOCATION);
  const till = signedIn.sameSessionOn(proxy.url);
  const random = new Random(seed, index + 1);
  for (let i = 0; i < count; i++) await sendUntilConfirmed(till, offlineSale(random, kept));
}

const sendsStarted = Date.now();
await Promise.all(
  Array.from({ length: devices }, (_, i) =>
    device(i, Math.floor(total / devices) + (i < total % devices ? 1 : 0)),
  ),
);
const sendSeconds = seconds(sendsStarted);

const [stored] = await database.db
  .select({
    orders: sql<number>`count(*)::int`,
    cents: sql<number>`coalesce(sum(${orders.paidAmountCents}), 0)::bigint`,
    differences: sql<number>`count(${orders.priceDifferenceCents})::int`,
  })
  .from(orders)
  .where(isNotNull(orders.clientId));
const rows = await database.db
  .select({ clientId: orders.clientId, cents: orders.paidAmountCents })
  .from(orders)
  .where(isNotNull(orders.clientId));
const wrong = rows.filter((row) => tally.byClientId.get(row.clientId!) !== row.cents).length;

const dollars = (cents: number) => `$${(Number(cents) / 100).toFixed(2)}`;
const lines = [
  `sync soak (seed ${seed}): ${devices} tills, ${total} offline sales, PGlite`,
  `proxy: ${proxy.counts.requests} requests, ${proxy.counts.dropped} answers dropped, ${proxy.counts.duplicated} requests duplicated`,
  `tills: ${tally.sends} sends, ${tally.retries} retries, ${tally.confirmed} confirmed, ${tally.refused.length} refused`,
  `orders with a client_id: ${stored.orders} (expected ${total}); each total as sold: ${rows.length - wrong} of ${rows.length}`,
  `sum of totals: server ${dollars(stored.cents)}, tills ${dollars(tally.cents)}; price differences: ${stored.differences}`,
  `elapsed: ${sendSeconds} s sending, ${seconds(started)} s in all`,
];
console.log(lines.join('\n'));
for (const refusal of tally.refused.slice(0, 5)) console.log(`refused: ${refusal}`);

await proxy.close();
await app.close();
await database.close();
await testDb.drop();
const ok =
  stored.orders === total &&
  Number(stored.cents) === tally.cents &&
  wrong === 0 &&
  tally.refused.length === 0;
console.log(ok ? 'OK' : 'MISMATCH');
process.exit(ok ? 0 : 1);
