/** docs/benchmarks.md from the run's results (printed too), with the chart beside it. */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { WireBytes } from './browser-bytes';
import { OUT_DIR } from './bundle';
import { renderChart } from './chart';
import {
  CONCURRENCY,
  ITEMS_PER_CART,
  MEMORY_SAMPLE_SECONDS,
  PUSHES,
  QUICK,
  ROUNDS,
  SECONDS_AT_1,
  SECONDS_AT_N,
  SUBSCRIBER_PROCESSES,
  SUBSCRIBERS,
  TILL_LOCATIONS,
} from './config';
import type { RssSeries } from './memory';
import {
  browserLines,
  ceilingTable,
  comparedTable,
  latencyTable,
  memoryTable,
  pushTable,
} from './report-tables';
import { REPORT_READS } from './report-scenario';
import type { Results } from './results';
import { MIN_P99_SAMPLES } from './stats';
import { targets } from './targets';

export interface RunFacts {
  menuBytes: number;
  menuWire: { bytes: number; encoding: string };
  seconds: number;
  reports: { orders: number; days: number; seedSeconds: number };
  browser?: WireBytes;
  memory: RssSeries[];
}

const QUICK_WARNING = [
  '> **--quick run: not quotable.** One round, few samples: no p99 here comes from',
  `> ${MIN_P99_SAMPLES} samples and no ratio has a spread. Run \`npm run bench\` for figures.`,
  '',
];

function intro(run: RunFacts): string[] {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return [
    '# Benchmarks',
    '',
    ...(QUICK ? QUICK_WARNING : []),
    `Written by \`npm run bench${QUICK ? ' -- --quick' : ''}\` on ${when} UTC`,
    `(Node ${process.version}, ${cpus().length} cores, ${ROUNDS} rounds, ${run.seconds.toFixed(0)} s).`,
    'The built server runs as its own process, on PGlite and on PostgreSQL; HTTP load comes from',
    `its own process (autocannon), ${SECONDS_AT_1} s at 1 connection then ${SECONDS_AT_N} s at ${CONCURRENCY}; the ${SUBSCRIBERS} live`,
    `subscribers are ${SUBSCRIBER_PROCESSES} more processes. Each ceiling is measured in the same round as the rows`,
    'compared to it, and the order of the steps is reversed every other round, so compare ratios,',
    'not absolute numbers across machines or runs.',
    '',
    '**Percentiles** are nearest-rank (the value at rank ceil(p x n) of the n sorted samples, always',
    `a measured value), over every sample of a round; n is given beside each. A p99 from fewer than`,
    `${MIN_P99_SAMPLES} samples is marked "too few". Where a figure spans rounds it is the median of the`,
    "rounds' figures; ratios are one per round, shown as min / **median** / max.",
    '',
    "**Server CPU** is the server process's user + system time from /proc/<pid>/stat over the run at",
    `${CONCURRENCY} connections, divided by the requests (or sales) it completed. On PostgreSQL the`,
    "database's own CPU is not in it.",
    '',
    '![Share of the ceiling per scenario](benchmarks.svg)',
    '',
  ];
}

function method(run: RunFacts): string[] {
  return [
    '## How it is measured',
    '',
    `- Menu list: GET /api/menu-items as the demo staff user (${run.menuBytes} bytes of JSON, sent as`,
    `  ${run.menuWire.bytes} bytes ${run.menuWire.encoding} to a browser's Accept-Encoding, which every load request carries).`,
    '  Its second row compares it with a bare Fastify route that sends the same bytes from memory.',
    '- Price quote: GET /api/order-items/price for a customized item (other soda, three flavors).',
    '- Queue read: GET /api/pending-orders at two locations with the same 10 waiting orders, behind',
    "  10 and 10,000 completed orders (inserted with SQL). The 10,000 row's ceiling is the read at 10.",
    `- Add to cart and checkout: ${CONCURRENCY} staff users (tills) registered through the API, one per connection, each`,
    `  with their own carts: an order holds at most 100 items, so each fills a cart to ${ITEMS_PER_CART} items and`,
    `  moves on to its cart at the next of ${TILL_LOCATIONS} locations; carts are paid off after each run. A sale is an`,
    "  add plus a checkout of that one item (2 requests; its CPU figure is per sale; a checkout's CPU is",
    "  the sale's less the add run's, same round). The load process times every response (autocannon's",
    '  own write-to-answer time) and keeps adds and checkouts apart. Every add and checkout carries a',
    '  fresh Idempotency-Key, as the till does. Their ceiling is a raw `BEGIN; INSERT; COMMIT` with',
    '  node-postgres on the same PostgreSQL, 32 in flight, into a plain table.',
    `- Push: ${PUSHES} checkouts per round and row, each timed from just before the PATCH is sent until the last`,
    `  of ${SUBSCRIBERS} websockets has the queue message. The subscribers run in ${SUBSCRIBER_PROCESSES} processes of their own; each stamps`,
    "  a message's arrival with the machine's monotonic clock (shared by all processes) after comparing",
    '  its first bytes with `{"pending_orders"`, and parses nothing. Only one socket keeps its copy,',
    '  which the orchestrator parses after the timing to check that the paid order is shown. Between',
    '  pushes the order is started and completed, each change also waited for on every socket, so the',
    '  queue keeps one size and no message is taken for the next. The subscribers are on the paying',
    '  instance, or on a second server process over the same PostgreSQL (LISTEN/NOTIFY). The ceiling is',
    '  a bare `ws` server broadcasting the same bytes to as many subscribers, timed the same way; the',
    "  push ratio divides by the bare broadcast's p99 plus the checkout's own HTTP answer p99 of the",
    '  same run. Each measurement starts with one untimed push, on the app and on the bare server alike.',
    '- Take Order cold: a fresh Chromium profile (/usr/bin/chromium), signed in as the demo staff user',
    '  through the API, opens /take-order and waits for network idle (500 ms without requests). The',
    "  bytes are Chromium's count of what crossed the wire per request (CDP",
    '  `Network.loadingFinished.encodedDataLength`: status line, headers and body as sent), summed over',
    "  every request of the page. The service worker's own precache fetches are not the page's and are",
    '  not counted.',
    `- Memory: every server process's RSS from /proc every ${MEMORY_SAMPLE_SECONDS} s. Instance A on PostgreSQL runs the`,
    '  whole bench; the PGlite app and instance B are fresh each round.',
    '- Cold start: spawn of `node dist/server/main.js` to the first 200 on /api/health over the prepared',
    '  database, against a bare Fastify process to its first 200.',
    `- Reports: after the rounds, \`npm run bench:seed\` adds ${run.reports.orders} paid orders in 5 new shops,`,
    `  over ${run.reports.days} days, to the PostgreSQL database (in ${run.reports.seedSeconds.toFixed(0)} s). Each report over the whole range`,
    `  is then read by the admin ${REPORT_READS + 1} times in a row, the first read untimed.`,
    '- The servers run as shipped (`NODE_ENV=production`, default logging, stdout discarded) with the',
    "  sign-in and registration limits raised for the bench's own users.",
    '',
  ];
}

export function writeReport(results: Results, run: RunFacts) {
  const dir = QUICK ? OUT_DIR : 'docs';
  // Every sample of the run, for a look beyond the tables (not part of the docs).
  const raw = { rows: [...results.rows.values()], problems: results.problems, run };
  writeFileSync(join(OUT_DIR, 'bench-results.json'), JSON.stringify(raw, null, 1));
  writeFileSync(join(dir, 'benchmarks.svg'), renderChart(results));
  const problems = results.problems.map((p) => `- ${p}`);
  const lines = [
    ...intro(run),
    ...(problems.length ? ['## Steps that failed in this run', '', ...problems, ''] : []),
    '## Targets',
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
    '## Live pushes',
    '',
    ...pushTable(results),
    '',
    '## Latency',
    '',
    ...latencyTable(results),
    '',
    '## Take Order, cold, on the wire (Chromium)',
    '',
    ...browserLines(run.browser),
    '',
    '## Server memory (RSS)',
    '',
    ...memoryTable(run.memory),
    '',
    '## Ceilings',
    '',
    ...ceilingTable(results),
    '',
    ...method(run),
  ];
  writeFileSync(join(dir, 'benchmarks.md'), lines.join('\n'));
  console.log(lines.join('\n'));
  if (QUICK) console.log(`\n(--quick: written to ${join(dir, 'benchmarks.md')}, not docs/)`);
}
