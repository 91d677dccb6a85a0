/**
 * `npm run bench:scale -- <postgres-url> [orders] [shops]`: a fresh database next to the one the
 * URL names, about `orders` paid orders (default 1,000,000) in `shops` shops (default 10) by the
 * bench seed, then every report grouping (sales, make times, stock usage) over a whole month and a
 * year, all shops and one shop, read by 8 readers at once. Writes docs/benchmarks-scale.md (seed time, disk, p50 and p99 per
 * read) and drops the database. Reports are read in-process (the route's own function on a pool
 * of 8 connections): the HTTP answer of a few hundred rows adds little next to the statement.
 */
import { writeFileSync } from 'node:fs';
import { createUser } from '../src/server/auth/users-repo';
import { openPostgres, type Database } from '../src/server/db/client';
import { selectRows } from '../src/server/db/select-rows';
import { seedReferenceCatalogue } from '../src/server/db/seed';
import { makeTimeReport } from '../src/server/reports/make-time-report';
import { salesReport } from '../src/server/reports/sales-report';
import { usageReport } from '../src/server/reports/usage-report';
import { MAKE_TIME_GROUPS, SALES_GROUPS, USAGE_GROUPS } from '../src/shared/report-schemas';
import { sql } from 'drizzle-orm';
import { seedBenchHistory } from './seed-history';
import { requireBuild, startApp } from './app';
import { createPostgresDb, dropDb, type PostgresBenchDb } from './database';
import { signIn } from './fixture';
import {
  historyReads,
  p,
  READERS,
  reportsPageLoads,
  type PageLoads,
  type Timed,
} from './scale-app';
import { percentile } from './stats';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const ADMIN = { email: 'admin@scale.test', password: 'scale-bench-password' };

async function prepare(database: Database) {
  await seedReferenceCatalogue(database.db);
  const { password } = ADMIN;
  await createUser(database.db, { email: ADMIN.email, password, isAdmin: true });
  for (let i = 0; i < 6; i++) {
    await createUser(database.db, { email: `staff${i}@scale.test`, password, isStaff: true });
  }
}

type Read = (range: { from: string; to: string }, location?: number) => Promise<unknown>;

/** `READERS` readers at once, each reading `rounds` times; the latencies in ms. */
async function underLoad(read: () => Promise<unknown>, rounds: number) {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      for (let i = 0; i < rounds; i++) {
        const began = performance.now();
        await read();
        times.push(performance.now() - began);
      }
    }),
  );
  return times;
}

async function measure(database: Database, shop: number) {
  const now = Date.now();
  const thisMonth = new Date(now);
  const monthStart = Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - 1, 1);
  const monthEnd = Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth(), 0);
  const ranges = {
    month: { from: day(monthStart), to: day(monthEnd) },
    year: { from: day(now - 365 * DAY_MS), to: day(now - DAY_MS) },
  };
  const reads: [string, string, Read, number][] = [
    ...SALES_GROUPS.map((groupBy): [string, string, Read, number] => [
      'sales',
      groupBy,
      (range, location) => salesReport(database.db, { ...range, location, groupBy }),
      3,
    ]),
    ...MAKE_TIME_GROUPS.map((groupBy): [string, string, Read, number] => [
      'make-times',
      groupBy,
      (range, location) => makeTimeReport(database.db, { ...range, location, groupBy }),
      1,
    ]),
    ...USAGE_GROUPS.map((groupBy): [string, string, Read, number] => [
      'usage',
      groupBy,
      (range, location) => usageReport(database.db, { ...range, location, groupBy }),
      3,
    ]),
  ];
  const rows: string[] = [];
  const all: Record<string, number[]> = { sales: [], 'make-times': [], usage: [] };
  for (const [rangeName, range] of Object.entries(ranges)) {
    for (const location of [undefined, shop]) {
      for (const [report, groupBy, read, rounds] of reads) {
        await read(range, location);
        const times = await underLoad(() => read(range, location), rounds);
        all[report].push(...times);
        const scope = location === undefined ? 'all shops' : 'one shop';
        rows.push(
          `| ${report} by ${groupBy} | ${rangeName} | ${scope} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} |`,
        );
        console.log(rows.at(-1));
      }
    }
  }
  return { rows, all, ranges };
}

async function sizes(database: Database) {
  const [row] = await selectRows<Record<string, string>>(
    database.db,
    sql`select pg_size_pretty(pg_database_size(current_database())) as database,
      pg_size_pretty(pg_total_relation_size('sales_rollups')) as rollups,
      (select count(*) from sales_rollups)::text as rollup_rows,
      (select count(*) from orders where is_paid)::text as paid_orders`,
  );
  return row;
}

/** Through the built server: the history over HTTP and the Reports page in Chromium. */
async function measureApp(
  scratch: PostgresBenchDb,
  database: Database,
  shop: number,
  ranges: Record<string, { from: string; to: string }>,
) {
  const [{ name }] = await selectRows<{ name: string }>(
    database.db,
    // The call-out name the seed used most: a search with many matches, as a busy name has.
    sql`select n.name from orders o join order_names n on n.id = o.order_name_id
      group by n.name order by count(*) desc, n.name limit 1`,
  );
  const app = await startApp(scratch, 'scale app', undefined, { SEED_DEMO: 'false' });
  try {
    const admin = await signIn(app.url, ADMIN.email, ADMIN.password);
    const history = await historyReads(admin, shop, ranges.year.to, name);
    const pages: (PageLoads & { name: string })[] = [];
    for (const [label, query] of [
      ['a year, all shops', `preset=custom&from=${ranges.year.from}&to=${ranges.year.to}`],
      [
        'a month, one shop',
        `preset=custom&from=${ranges.month.from}&to=${ranges.month.to}&location=${shop}`,
      ],
    ]) {
      pages.push({ name: label, ...(await reportsPageLoads(app.url, ADMIN, query)) });
      console.log(label, pages.at(-1));
    }
    return { history, pages };
  } finally {
    await app.stop();
  }
}

async function main() {
  const [adminUrl, orders = '1000000', shops = '10'] = process.argv.slice(2);
  if (!adminUrl) {
    console.error('usage: npm run bench:scale -- <postgres-url> [orders] [shops]');
    process.exit(2);
  }
  requireBuild();
  const scratch = await createPostgresDb(adminUrl);
  const database = await openPostgres(scratch.url, READERS + 1);
  try {
    await prepare(database);
    const began = performance.now();
    const seeded = await seedBenchHistory(scratch.url, Number(orders), Number(shops));
    const seedSeconds = (performance.now() - began) / 1000;
    // Vacuumed too, as autovacuum keeps a year-old database: index-only reads need the visibility map.
    await database.db.execute(sql`vacuum analyze`);
    const disk = await sizes(database);
    console.log(`seeded ${disk.paid_orders} paid orders in ${seedSeconds.toFixed(0)} s`, disk);
    const { rows, all, ranges } = await measure(database, seeded.shops[0]);
    const app = await measureApp(scratch, database, seeded.shops[0], ranges);
    writeFileSync(
      'docs/benchmarks-scale.md',
      report({ seedSeconds, disk, rows, all, ranges, ...app }),
    );
  } finally {
    await database.close();
    await dropDb(scratch, adminUrl);
  }
}

function report(r: {
  seedSeconds: number;
  disk: Record<string, string>;
  rows: string[];
  all: Record<string, number[]>;
  ranges: Record<string, { from: string; to: string }>;
  history: Timed[];
  pages: (PageLoads & { name: string })[];
}) {
  const line = (t: Timed) =>
    `| ${t.name} | ${p(t.times, 0.5)} | ${p(t.times, 0.99)} | ${t.times.length} |`;
  const overall = (name: string) =>
    `p50 ${percentile(r.all[name], 0.5).toFixed(1)} ms, p99 ${percentile(r.all[name], 0.99).toFixed(1)} ms`;
  return `# Reports at scale (npm run bench:scale)

Written by \`bench/scale.ts\` on ${new Date().toISOString().slice(0, 10)}. PostgreSQL, ${r.disk.paid_orders} paid
orders seeded by the bench seed (demo history generator) in ${r.seedSeconds.toFixed(0)} s; database
${r.disk.database}, of which sales_rollups ${r.disk.rollups} (${r.disk.rollup_rows} rows). Month:
${r.ranges.month.from} to ${r.ranges.month.to}; year: ${r.ranges.year.from} to ${r.ranges.year.to}.
${READERS} readers at once, each reading a sales grouping 3 times, a make-time grouping once and
a usage grouping 3 times, after one untimed read. Times in ms, in-process (the route's
function), not through HTTP.

All sales reads: ${overall('sales')}. All make-time reads: ${overall('make-times')}. All usage
reads: ${overall('usage')}.

| Report | Range | Shops | p50 | p99 |
| --- | --- | --- | --- | --- |
${r.rows.join('\n')}

## Through the built server

The history over HTTP (the built server on the same database, ${READERS} readers at once, ms):

| History read | p50 | p99 | reads |
| --- | --- | --- | --- |
${r.history.map(line).join('\n')}

The Reports page in Chromium (/usr/bin/chromium, loopback): from the address to every key figure
shown (sales and make-time reads both answered), each load in a fresh context with no cache, one
at a time, after one untimed load; then, of the same loads, when the page sent its first report
request and when the last report answer came in (medians).

| Reports page | median | max | loads | first report request | last report answer |
| --- | --- | --- | --- | --- | --- |
${r.pages.map((t) => `| ${t.name} | ${p(t.times, 0.5)} | ${p(t.times, 1)} | ${t.times.length} | ${p(t.asked, 0.5)} | ${p(t.answered, 0.5)} |`).join('\n')}
`;
}

await main();
