/**
 * npm run bench [-- --quick]: the built server (npm run build) as its own process on PGlite and on
 * PostgreSQL, load from a separate process (autocannon), live subscribers in their own processes,
 * and the ceilings each scenario is compared to, measured in the same run and interleaved over
 * ROUNDS rounds; then Take Order's cold bytes in Chromium and the reports over 100,000 orders.
 * Writes docs/benchmarks.md and docs/benchmarks.svg (--quick: the cache directory instead).
 * Constants are in bench/config.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireBuild, startApp } from './app';
import { takeOrderCold } from './browser-bytes';
import { bundlePrograms, OUT_DIR } from './bundle';
import { QUICK, ROUNDS } from './config';
import { createPgliteDb, createPostgresDb, dropDb, type BenchDb } from './database';
import { createFixture, insertQueueHistory } from './fixture';
import { LoadProcess } from './load';
import { MemorySampler } from './memory';
import { menuOnTheWire } from './menu-wire';
import { writeReport } from './report';
import { measureReports, REPORT_ORDERS } from './report-scenario';
import { Results } from './results';
import { runRound, type Instance, type RoundContext } from './round';

requireBuild();
const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s`;
await bundlePrograms();
mkdirSync(OUT_DIR, { recursive: true });

const databases: BenchDb[] = [];
const instances: Instance[] = [];
const memory = new MemorySampler();
let load: LoadProcess | undefined;

async function prepare(db: BenchDb, name: string): Promise<Instance> {
  const app = await startApp(db, name);
  const instance: Instance = {
    kind: db.kind,
    db,
    app,
    fixture: await createFixture(app.url, db.kind),
  };
  instances.push(instance);
  if (db.kind === 'postgres') memory.watch(`${name}, whole run`, app);
  if (db.kind === 'pglite') await app.stop(); // PGlite: one process holds the data directory
  await insertQueueHistory(db, instance.fixture);
  return instance;
}

try {
  const results = new Results();
  console.log(`bench${QUICK ? ' --quick' : ''}: preparing the servers and data`);
  const pgliteDb = createPgliteDb();
  databases.push(pgliteDb);
  const postgresDb = await createPostgresDb();
  databases.push(postgresDb);
  const [pglite, postgres] = await Promise.all([
    prepare(pgliteDb, 'app (PGlite)'),
    prepare(postgresDb, 'app A (PostgreSQL)'),
  ]);

  // The exact bytes the app sends a browser, for the bare route that serves the same menu.
  const menu = await menuOnTheWire(
    `${postgres.app.url}/api/menu-items`,
    postgres.fixture.staff.cookieHeader(),
  );
  const menuFile = join(OUT_DIR, 'menu.json');
  writeFileSync(menuFile, menu.wire.body);

  load = new LoadProcess();
  const ctx: RoundContext = {
    load,
    results,
    memory,
    pglite,
    postgres,
    menuFile,
    menuEncoding: menu.wire.encoding,
    pushed: '{"pending_orders":[]}',
  };
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`round ${round + 1} of ${ROUNDS} (${elapsed()})`);
    results.round = round;
    await runRound(ctx, round);
  }
  console.log(`Take Order cold in Chromium (${elapsed()})`);
  const browser = await takeOrderCold(postgres.app.url).catch((error: Error) => {
    results.problems.push(`Take Order cold bytes: ${error.message.split('\n')[0]}`);
    return undefined;
  });
  console.log(`reports over ${REPORT_ORDERS} orders (${elapsed()})`);
  const reports = await measureReports(results, postgresDb.url, postgres.fixture.admin);
  console.log(`measured in ${elapsed()}`);
  memory.stop();
  writeReport(results, {
    browser,
    memory: memory.series,
    menuBytes: menu.plainBytes,
    menuWire: { bytes: menu.wire.body.length, encoding: menu.wire.encoding ?? 'identity' },
    seconds: (performance.now() - began) / 1000,
    reports,
  });
} finally {
  memory.stop();
  await load?.stop();
  await Promise.all(instances.map((i) => i.app.stop()));
  for (const db of databases)
    await dropDb(db).catch((error: Error) => console.warn(`drop: ${error.message}`));
}
process.exit(0);
