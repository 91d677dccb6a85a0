/**
 * npm run bench: side-by-side measurements in one run, written to docs/benchmarks.md.
 * Figures on a shared 2-core machine are noisy; compare the ratios within one run, not across runs.
 */
import { writeFileSync } from 'node:fs';
import WebSocket from 'ws';
import { menuItemFlavors, menuItems } from '../src/server/db/schema';
import { seedReferenceCatalogue } from '../src/server/db/seed';
import { createTestDatabase } from '../tests/helpers/database';
import type { ApiClient } from '../tests/helpers/http';
import { startServerOn, type TestServer } from '../tests/helpers/server';

interface Stats {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Runs `total` calls with `concurrency` in flight and reports throughput and latency (ms). */
async function load(
  total: number,
  concurrency: number,
  call: (i: number, worker: number) => Promise<unknown>,
): Promise<Stats> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await call(i, worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    perSecond: total / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
}

async function expectOk(promise: Promise<{ status: number; body: unknown }>, status = 200) {
  const res = await promise;
  if (res.status !== status)
    throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

async function addMenuItems(server: TestServer, count: number) {
  const rows = await server.database.db
    .insert(menuItems)
    .values(
      Array.from({ length: count }, (_, i) => ({ name: `Bench Item ${i}`, sodaId: 1 + (i % 4) })),
    )
    .returning({ id: menuItems.id });
  await server.database.db.insert(menuItemFlavors).values(
    rows.flatMap((r, i) => [
      { menuItemId: r.id, flavorId: [30, 12, 9, 21][i % 4], quantity: '2' },
      { menuItemId: r.id, flavorId: 3, quantity: '1' },
    ]),
  );
}

/** Puts one menu item in a fresh cart and pays for it; returns the order id. */
async function ringUp(staff: ApiClient, locationId: number): Promise<number> {
  const item = await expectOk(
    staff.post('/api/order-items', {
      menu_item: 1,
      cup: 2,
      low_sugar: false,
      order__location: locationId,
      note: '',
    }),
    201,
  );
  const orderId = (item.body as { order__id: number }).order__id;
  const items = await expectOk(staff.get(`/api/order-items?order=${orderId}`));
  const total =
    (items.body as { price: number }[]).reduce((sum, i) => sum + Math.round(i.price * 100), 0) /
    100;
  await expectOk(
    staff.patch(`/api/orders/${orderId}/complete-order-payment`, {
      is_paid: true,
      order_name: 3,
      paid_amount: total,
      discount: null,
    }),
  );
  return orderId;
}

function subscribe(server: TestServer, client: ApiClient & { userId: number }, locationId: number) {
  const socket = new WebSocket(
    `${server.url.replace('http', 'ws')}/ws/orders/${locationId}/?user_id=${client.userId}`,
    {
      headers: { cookie: client.cookieHeader(), origin: server.url },
    },
  );
  const waiters: ((ids: number[]) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { pending_orders?: { id: number }[] };
    if (message.pending_orders)
      waiters.splice(0).forEach((w) => w(message.pending_orders!.map((o) => o.id)));
  });
  const opened = new Promise<void>((resolve, reject) =>
    socket.once('open', () => resolve()).once('error', reject),
  );
  const nextQueueWith = (orderId: number) =>
    new Promise<void>((resolve) => {
      const wait = (ids: number[]) => (ids.includes(orderId) ? resolve() : waiters.push(wait));
      waiters.push(wait);
    });
  return { socket, opened, nextQueueWith };
}

/** Checkout on `payer`'s instance until the order shows on a subscriber of `watcher`'s instance. */
async function pushLatency(payer: TestServer, watcher: TestServer, rounds: number) {
  const admin = await payer.signIn('admin');
  const location = await expectOk(
    admin.post('/api/locations', { name: `Bench ${Date.now()}-${Math.random()}` }),
    201,
  );
  const locationId = (location.body as { id: number }).id;
  const staff = await payer.signIn('staff');
  const barista = await watcher.signIn('staff');
  const live = subscribe(watcher, barista, locationId);
  await live.opened;
  const latencies: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const item = await expectOk(
      staff.post('/api/order-items', {
        menu_item: 1,
        cup: 1,
        low_sugar: false,
        order__location: locationId,
        note: '',
      }),
      201,
    );
    const orderId = (item.body as { order__id: number }).order__id;
    const seen = live.nextQueueWith(orderId);
    const t0 = performance.now();
    await expectOk(
      staff.patch(`/api/orders/${orderId}/complete-order-payment`, {
        is_paid: true,
        order_name: 3,
        paid_amount: 5.0,
        discount: null,
      }),
    );
    await seen;
    latencies.push(performance.now() - t0);
    // Keep the queue short so each push carries a realistic payload.
    await expectOk(
      staff.patch(`/api/orders/${orderId}/update-in-progress`, {
        is_in_progress: true,
        is_complete: false,
      }),
    );
    await expectOk(
      staff.patch(`/api/orders/${orderId}/update-in-progress`, {
        is_in_progress: false,
        is_complete: true,
      }),
    );
  }
  live.socket.close();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const testDb = await createTestDatabase(kind);
  const database = await testDb.open();
  await seedReferenceCatalogue(database.db);
  const server = await startServerOn(database);
  const staff = await server.signIn('staff');
  const rows: string[] = [];
  try {
    const menu21 = await load(300, 8, () => expectOk(staff.get('/api/menu-items')));
    await addMenuItems(server, 179);
    const before = database.queryCount();
    await expectOk(staff.get('/api/menu-items'));
    const queriesPerList = database.queryCount() - before;
    const menu200 = await load(300, 8, () => expectOk(staff.get('/api/menu-items')));
    rows.push(`| ${kind} | GET /api/menu-items, 21 items | ${fmt(menu21)} |`);
    rows.push(
      `| ${kind} | GET /api/menu-items, 200 items (${queriesPerList} queries per call) | ${fmt(menu200)} |`,
    );

    const quote = await load(300, 8, () =>
      expectOk(
        staff.get(
          '/api/order-items/price?cup=2&menu_item=1&custom_order__soda=5&custom_order_flavors=[30,4,6]',
        ),
      ),
    );
    rows.push(`| ${kind} | GET /api/order-items/price (customized) | ${fmt(quote)} |`);

    const cashiers = await Promise.all(Array.from({ length: 4 }, () => server.signIn('staff')));
    // Each till (worker) has its own cashier: one cart per cashier and location.
    const sale = await load(80, 4, (_, till) => ringUp(cashiers[till], 1));
    rows.push(
      `| ${kind} | one sale = add item + read cart + checkout, 4 tills | ${fmt(sale).replace('req/s', 'sales/s')} |`,
    );

    const push = await pushLatency(server, server, 30);
    rows.push(
      `| ${kind} | checkout -> websocket push, same instance | p50 ${push.p50.toFixed(1)} ms, p95 ${push.p95.toFixed(1)} ms |`,
    );
    if (kind === 'postgres') {
      const second = await testDb.open();
      const serverB = await startServerOn(second);
      const cross = await pushLatency(server, serverB, 30);
      rows.push(
        `| ${kind} | checkout on A -> websocket push on B | p50 ${cross.p50.toFixed(1)} ms, p95 ${cross.p95.toFixed(1)} ms |`,
      );
      await serverB.close();
      await second.close();
    }
    return { rows, menu21, menu200 };
  } finally {
    await server.close();
    await database.close();
    await testDb.drop();
  }
}

const fmt = (s: Stats) =>
  `${s.perSecond.toFixed(0)} req/s, p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`;

const results = [await benchDatabase('pglite')];
if (process.env.TEST_DATABASE_URL) results.push(await benchDatabase('postgres'));

const lines = [
  '# Benchmarks',
  '',
  `Run with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, one process for client and server, loopback HTTP).`,
  'Absolute numbers depend on the machine; the ratios inside one run are what to compare.',
  '',
  '| database | scenario | result |',
  '| --- | --- | --- |',
  ...results.flatMap((r) => r.rows),
  '',
  '## Ratios in this run',
  '',
  ...results.map((r, i) => {
    const kind = i === 0 ? 'pglite' : 'postgres';
    return `- ${kind}: menu list of 200 items vs 21 items, p50 latency x${(r.menu200.p50 / r.menu21.p50).toFixed(2)} for ~9.5x the rows (constant query count).`;
  }),
  ...(results.length === 2
    ? [
        `- menu list, 21 items: PostgreSQL throughput / PGlite throughput = ${(results[1].menu21.perSecond / results[0].menu21.perSecond).toFixed(2)}.`,
      ]
    : []),
  '',
];
writeFileSync('docs/benchmarks.md', lines.join('\n'));
console.log(lines.join('\n'));
process.exit(0);
