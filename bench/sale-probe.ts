/**
 * npm run bench:sale-probe [-- rounds]: the sale path alone, side by side with its ceiling, on a
 * fresh PostgreSQL database: per round the raw insert transaction, the add run and the sale run of
 * `npm run bench` (32 tills), in reversed order every other round. Prints sales/s as a share of
 * the ceiling, checkout p99 / add p99, and the CPU per sale of the app and of PostgreSQL (every
 * `postgres` process's user + system time from /proc). A quick check of a change to the sale
 * path; the quotable figures are `npm run bench`'s.
 *
 * For finding where a sale's time goes (none of these is on by default):
 * - PROBE_FUNCTIONS=1 times every database function a sale calls, at one till (no lock waits).
 * - PROBE_PERF=<file> records `perf record -a -g` over each sale run (PROBE_PERF_HZ, 499 by
 *   default); PROBE_PERF_MAP=1 starts the app with --perf-basic-prof so its JavaScript has names.
 * - PROBE_SQL runs statements on the probe's own database before the rounds (an experiment: a
 *   trigger disabled, a function replaced), PROBE_KEEP=1 keeps that database afterwards.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { requireBuild, startApp } from './app';
import { bundlePrograms } from './bundle';
import { measureInsertRate } from './ceilings/insert';
import { CONCURRENCY, ITEMS_PER_CART, SECONDS_AT_N } from './config';
import { createPostgresDb, dropDb } from './database';
import { createFixture, settleCarts, settleSales, type Fixture } from './fixture';
import { LoadProcess } from './load';
import type { LoadJob } from './load-job';
import { cpuMs } from './proc';

const ROUNDS = Number(process.argv[2] ?? 3);
const env = process.env;

/** CPU ms used so far by every PostgreSQL process of this machine. */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuMs(Number(entry));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return total;
}

const saleRequest = (fixture: Fixture): LoadJob['request'] => ({
  sale: { item: fixture.item, paidAmount: fixture.price, orderName: fixture.orderName },
});

const addRequest = (fixture: Fixture): LoadJob['request'] => ({
  add: { item: fixture.item, locations: fixture.locations.tills, perCart: ITEMS_PER_CART },
});

function perfOverSaleRun() {
  if (!env.PROBE_PERF) return undefined;
  const hz = env.PROBE_PERF_HZ ?? '499';
  const args = ['record', '-a', '-g', '-F', hz, '-o', env.PROBE_PERF, '--', 'sleep'];
  return spawn('perf', [...args, String(SECONDS_AT_N)], { stdio: 'ignore' });
}

requireBuild();
await bundlePrograms();
const db = await createPostgresDb();
async function onDb(text: string) {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
if (env.PROBE_FUNCTIONS)
  await onDb(`alter database ${new URL(db.url).pathname.slice(1)} set track_functions = 'all'`);
const appEnv: Record<string, string> = env.PROBE_PERF_MAP
  ? { NODE_OPTIONS: '--perf-basic-prof' }
  : {};
const app = await startApp(db, 'app (PostgreSQL)', undefined, appEnv);
const load = new LoadProcess();

try {
  const fixture = await createFixture(app.url, 'postgres');
  const tills = fixture.tills.map((t) => t.cookieHeader());

  const run = async (kind: 'add' | 'sale') => {
    const request = kind === 'add' ? addRequest(fixture) : saleRequest(fixture);
    const [appBefore, pgBefore] = [app.cpuMs(), postgresCpuMs()];
    const perf = kind === 'sale' ? perfOverSaleRun() : undefined;
    const seconds = SECONDS_AT_N + 1;
    const result = await load.run({ url: app.url, cookies: tills, request, connections: CONCURRENCY, seconds }); // prettier-ignore
    const [appCpu, pgCpu] = [app.cpuMs() - appBefore, postgresCpuMs() - pgBefore];
    if (perf) await new Promise((resolve) => perf.once('exit', resolve));
    if (kind === 'add') await settleCarts(fixture, result.carts);
    else await settleSales(fixture);
    if (result.failures) console.warn(`  ! ${kind}: ${result.failures} failed (${result.firstFailure})`); // prettier-ignore
    return { result, appMs: appCpu / result.count, pgMs: pgCpu / result.count };
  };

  const functionTimes = async () => {
    await onDb('select pg_stat_reset()');
    const one = await load.run({ url: app.url, cookies: tills, request: saleRequest(fixture), connections: 1, seconds: 5 }); // prettier-ignore
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the statistics are sent each second
    console.log(`${one.count} sales at 1 till, p50 ${one.p50.toFixed(2)} ms; per sale:`);
    console.table(
      await onDb(`select funcname, calls,
        round((total_time / ${one.count})::numeric, 4) as total_ms,
        round((self_time / ${one.count})::numeric, 4) as self_ms
        from pg_stat_user_functions where calls > 0 order by total_time desc`),
    );
    await settleSales(fixture);
  };

  if (env.PROBE_SQL) await onDb(env.PROBE_SQL);
  await run('sale'); // warm-up
  if (env.PROBE_FUNCTIONS) await functionTimes();
  for (let round = 1; round <= ROUNDS; round++) {
    const steps = [() => measureInsertRate(db.url), () => run('add'), () => run('sale')] as const;
    const out: unknown[] = [];
    for (const i of round % 2 ? [0, 1, 2] : [2, 1, 0]) out[i] = await steps[i]();
    const insert = out[0] as Awaited<ReturnType<typeof measureInsertRate>>;
    const [add, sale] = [out[1], out[2]] as Awaited<ReturnType<typeof run>>[];
    const addP99 = add.result.byKind?.add?.p99 ?? NaN;
    const { add: saleAdd, checkout } = sale.result.byKind ?? {};
    const ms = (n: number | undefined) => (n ?? NaN).toFixed(1);
    console.log(
      `round ${round}: raw ${insert.score.toFixed(0)} tx/s; sales ${sale.result.perSecond.toFixed(0)}/s = ` +
        `${((100 * sale.result.perSecond) / insert.score).toFixed(2)}%; add run p99 ${ms(addP99)} ms ` +
        `(CPU per add app ${add.appMs.toFixed(2)} / pg ${add.pgMs.toFixed(2)} ms); sale run: add p50/p99 ` +
        `${ms(saleAdd?.p50)}/${ms(saleAdd?.p99)}, checkout p50/p99 ${ms(checkout?.p50)}/${ms(checkout?.p99)} ms ` +
        `= ${((checkout?.p99 ?? NaN) / addP99).toFixed(2)}x the add run's p99; CPU per sale app ` +
        `${sale.appMs.toFixed(2)} / pg ${sale.pgMs.toFixed(2)} ms`,
    );
  }
} finally {
  await load.stop();
  await app.stop();
  if (env.PROBE_KEEP) console.log(`kept ${db.url}`);
  else await dropDb(db);
}
