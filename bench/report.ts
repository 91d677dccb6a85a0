/** docs/benchmarks.md from the run's results (printed too), with the chart beside it. */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { renderChart } from './chart';
import {
  CONCURRENCY,
  ITEMS_PER_CART,
  TILL_LOCATIONS,
  PUSHES,
  QUICK,
  ROUNDS,
  SECONDS_AT_1,
  SECONDS_AT_N,
  SUBSCRIBERS,
} from './config';
import { lowerIsBetter, type Results, type Row } from './results';
import { spread, type Spread } from './stats';
import { targets } from './targets';

const DB_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL', none: '-' };

const num = (v: number) =>
  v < 0.5 ? '<1' : v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2);
export const pct = (v: number) => `${(v * 100).toFixed(v < 0.1 ? 2 : 1)}%`;
const times = (v: number) => `${v.toFixed(2)}x`;

/** A ratio in the row's sense: a share of the ceiling's rate, or a multiple of its time or size. */
export const ratioText = (row: Row, v: number) => (lowerIsBetter(row) ? times(v) : pct(v));
const spreadText = (row: Row, s: Spread) =>
  `${ratioText(row, s.min)} / **${ratioText(row, s.median)}** / ${ratioText(row, s.max)}`;

const medianOf = (row: Row, pick: (s: Row['samples'][number]) => number | undefined) => {
  const values = row.samples.map(pick).filter((v): v is number => v !== undefined);
  return values.length ? spread(values).median : undefined;
};
const latency = (row: Row, at: 'at1' | 'atN') => {
  const p50 = medianOf(row, (s) => s[at]?.p50);
  const p99 = medianOf(row, (s) => s[at]?.p99);
  return p50 === undefined || p99 === undefined ? '-' : `${num(p50)} / ${num(p99)} ms`;
};

function comparedTable(results: Results): string[] {
  const lines = [
    '| Scenario | Database | Median result | Ratio to ceiling, min / **median** / max | Ceiling |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const row of results.rows.values()) {
    if (row.db === 'none' || row.id === 'raw-insert') continue;
    const ratios = results.ratios(row);
    const ceiling = row.ceiling ? results.rows.get(row.ceiling) : undefined;
    lines.push(
      `| ${row.label} | ${DB_NAMES[row.db]} | ${num(spread(row.samples.map((s) => s.score)).median)} ${row.unit} | ${
        ratios.length ? spreadText(row, spread(ratios)) : '-'
      } | ${ceiling ? ceiling.label : '-'} |`,
    );
  }
  return lines;
}

function detailTable(results: Results): string[] {
  const lines = [
    `| Row | Database | p50 / p99 at 1 connection | p50 / p99 at ${CONCURRENCY} | Server CPU ms per request | Failed requests |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of results.rows.values()) {
    if (row.id.startsWith('menu-bytes') || !row.samples.some((s) => s.at1 || s.atN)) continue;
    const cpu = medianOf(row, (s) => s.cpuMsPerRequest);
    const failures = row.samples.reduce((sum, s) => sum + (s.failures ?? 0), 0);
    lines.push(
      `| ${row.label} | ${DB_NAMES[row.db]} | ${latency(row, 'at1')} | ${latency(row, 'atN')} | ${
        cpu === undefined ? '-' : cpu.toFixed(3)
      } | ${failures} |`,
    );
  }
  return lines;
}

function ceilingTable(results: Results): string[] {
  const lines = ['| Ceiling | min | median | max |', '| --- | --- | --- | --- |'];
  for (const row of results.rows.values()) {
    if (row.db !== 'none' && row.id !== 'raw-insert') continue;
    const s = spread(row.samples.map((x) => x.score));
    lines.push(`| ${row.label} | ${num(s.min)} | ${num(s.median)} ${row.unit} | ${num(s.max)} |`);
  }
  return lines;
}

export function writeReport(
  results: Results,
  run: {
    menuBytes: number;
    menuWire: { bytes: number; encoding: string };
    seconds: number;
    reports: { orders: number; days: number; seedSeconds: number };
  },
) {
  writeFileSync('docs/benchmarks.svg', renderChart(results));
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench${QUICK ? ' -- --quick' : ''}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `(Node ${process.version}, ${cpus().length} cores, ${ROUNDS} rounds, ${run.seconds.toFixed(0)} s).`,
    'The built server runs as its own process, on PGlite and on PostgreSQL; load comes from a separate',
    `process (autocannon), ${SECONDS_AT_1} s at 1 connection then ${SECONDS_AT_N} s at ${CONCURRENCY}. Each ceiling is measured`,
    'in the same round as the rows compared to it, and the order of the steps is reversed every other',
    'round, so compare ratios, not absolute numbers across machines or runs.',
    '',
    '![Share of the ceiling per scenario](benchmarks.svg)',
    '',
    ...(results.problems.length
      ? ['## Steps that failed in this run', '', ...results.problems.map((p) => `- ${p}`), '']
      : []),
    '## Issue 12 targets',
    '',
    ...targets(results),
    '',
    '## Against the ceilings',
    '',
    "Rates are shares of the ceiling's rate (100% = as fast as the ceiling); times and sizes are",
    "multiples of the ceiling's (1.00x = as fast or small). One ratio per round, each against the",
    'ceiling measured in that round.',
    '',
    ...comparedTable(results),
    '',
    '## Latency and CPU',
    '',
    `Medians over the rounds. Push rows: ${PUSHES} checkouts per round, each timed until the last of`,
    `${SUBSCRIBERS} websockets received the queue with the order. CPU is the server process's own`,
    "(utime + stime from /proc) over the run at 32 connections; on PostgreSQL the database's CPU is not in it.",
    '',
    ...detailTable(results),
    '',
    '## Ceilings',
    '',
    ...ceilingTable(results),
    '',
    '## How it is measured',
    '',
    `- Menu list: GET /api/menu-items as the demo staff user (${run.menuBytes} bytes of JSON, sent as`,
    `  ${run.menuWire.bytes} bytes ${run.menuWire.encoding} to a browser's Accept-Encoding, which every load request carries).`,
    '  Its second row compares it with a bare Fastify route that sends the same bytes from memory; the',
    "  'plain' row asks for no compression and sends the whole JSON.",
    '- Price quote: GET /api/order-items/price for a customized item (other soda, three flavors).',
    '- Queue read: GET /api/pending-orders at two locations with the same 10 waiting orders, behind',
    "  10 and 10,000 completed orders (inserted with SQL). The 10,000 row's ceiling is the read at 10.",
    `- Add to cart and checkout: ${CONCURRENCY} staff users registered through the API, one per connection, each`,
    `  with their own carts: an order holds at most 100 items, so each fills a cart to ${ITEMS_PER_CART} items and`,
    `  moves on to its cart at the next of ${TILL_LOCATIONS} locations; carts are paid off after each run. A sale is an`,
    '  add plus a checkout of that one item (2 requests; its CPU figure is per sale). Every add and',
    '  checkout carries a fresh Idempotency-Key, as the till does, so each also claims and stores its key.',
    '  Their ceiling is a raw `BEGIN; INSERT; COMMIT` with node-postgres on the same PostgreSQL, 32 in',
    '  flight, into a plain table (a TEMP table skips the WAL flush at commit that every app write pays).',
    '- Push: checkout on one instance; the subscribers are on the same instance, or on a second server',
    '  process over the same PostgreSQL. The ceiling is a bare `ws` server broadcasting the same message.',
    '  Each measurement starts with one untimed push, on the app and on the bare server alike: B is a',
    '  fresh process every round, and its first push also opens connections and warms the JIT (that',
    '  cost is in the cold-start row).',
    '- Cold start: spawn of `node dist/server/main.js` to the first 200 on /api/health over the prepared',
    '  database, against a bare Fastify process to its first 200. RSS is read from /proc after each round.',
    `- Reports (issue 16): after the rounds, \`npm run bench:seed\` adds ${run.reports.orders} paid orders in 5 new shops,`,
    `  over ${run.reports.days} days, to the PostgreSQL database (in ${run.reports.seedSeconds.toFixed(0)} s). Each report over the whole range`,
    '  is then read by the admin 10 times in a row, the first read untimed. Each is one SQL statement.',
    "  The all-shop rows also count the few thousand orders the rounds left at the bench's own shops.",
    '- The servers run as shipped (`NODE_ENV=production`, default logging, stdout discarded) with the',
    "  sign-in and registration limits raised for the bench's own users.",
    '',
  ];
  writeFileSync('docs/benchmarks.md', lines.join('\n'));
  console.log(lines.join('\n'));
}
