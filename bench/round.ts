/**
 * One round: every ceiling and every app scenario once, ceilings and app rows interleaved, in
 * reverse order on odd rounds so that drift over the run does not favour either side.
 */
import { startApp } from './app';
import { programPath } from './bundle';
import { measureInsertRate } from './ceilings/insert';
import { ITEMS_PER_CART } from './config';
import { settleCarts, settleSales, type Fixture } from './fixture';
import type { BenchDb } from './database';
import type { LoadResult } from './load-job';
import type { LoadProcess } from './load';
import { startChild, type Child } from './proc';
import type { Results, RowDef, Sample } from './results';
import { appPaths, get, measureHttp, type Target } from './scenarios/http';
import { appPush, barePush } from './scenarios/push';

export interface Instance {
  kind: 'pglite' | 'postgres';
  db: BenchDb;
  app: Child;
  fixture: Fixture;
}

interface Step {
  name: string;
  run: () => Promise<void>;
}

export interface RoundContext {
  load: LoadProcess;
  results: Results;
  pglite: Instance;
  postgres: Instance;
  menuFile: string;
  /** The Content-Encoding of menuFile's bytes, when the app sent them compressed. */
  menuEncoding?: string;
  /** The last queue message an app pushed: the bare broadcast sends the same bytes. */
  pushed: string;
}

export const CEILINGS = {
  json: { id: 'bare-json', label: 'Bare Fastify route, tiny JSON', db: 'none', unit: 'req/s' },
  menu: {
    id: 'bare-menu',
    label: 'Bare Fastify route, the same menu JSON bytes',
    db: 'none',
    unit: 'req/s',
  },
  insert: {
    id: 'raw-insert',
    label: 'Raw BEGIN; INSERT; COMMIT (node-postgres)',
    db: 'postgres',
    unit: 'tx/s',
  },
  ws: { id: 'bare-ws', label: 'Bare ws broadcast to 200 sockets, p99', db: 'none', unit: 'ms' },
  start: {
    id: 'bare-start',
    label: 'Bare Fastify process, spawn to first 200',
    db: 'none',
    unit: 'ms',
  },
  rss: { id: 'bare-rss', label: 'Bare Fastify process RSS after its load', db: 'none', unit: 'MB' },
} satisfies Record<string, RowDef>;

const row = (
  id: string,
  kind: Instance['kind'],
  label: string,
  unit: RowDef['unit'],
  ceiling?: string,
): RowDef => ({
  id: `${id}:${kind}`,
  label,
  db: kind,
  unit,
  ceiling,
});

function httpSteps(ctx: RoundContext, instance: Instance): Step[] {
  const { kind, fixture } = instance;
  const url = () => instance.app.url;
  const staff = fixture.staff.cookieHeader();
  const tills = fixture.tills.map((t) => t.cookieHeader());
  const measure = (
    def: RowDef,
    target: () => Target,
    settle?: (result: LoadResult) => Promise<void>,
    alsoAs?: RowDef,
  ): Step => ({
    name: `${def.label} (${kind})`,
    run: async () => {
      const sample = await measureHttp(
        ctx.load,
        `${def.label} (${kind})`,
        target(),
        instance.app,
        settle,
      );
      ctx.results.add(def, sample);
      if (alsoAs) ctx.results.add(alsoAs, sample);
    },
  });
  const insertCeiling = kind === 'postgres' ? CEILINGS.insert.id : undefined;
  const { smallHistory, largeHistory } = fixture.locations;
  return [
    measure(
      row('menu', kind, 'Menu list, GET /api/menu-items', 'req/s', CEILINGS.json.id),
      () => get(url(), appPaths.menu, staff),
      undefined,
      row(
        'menu-bytes',
        kind,
        'Menu list against the bare route sending its bytes',
        'req/s',
        CEILINGS.menu.id,
      ),
    ),
    measure(
      row(
        'menu-plain',
        kind,
        'Menu list, plain (Accept-Encoding: identity)',
        'req/s',
        CEILINGS.json.id,
      ),
      () => ({ ...get(url(), appPaths.menu, staff), headers: { 'accept-encoding': 'identity' } }),
    ),
    measure(row('price', kind, 'Price quote, customized item', 'req/s', CEILINGS.json.id), () =>
      get(url(), appPaths.price, staff),
    ),
    measure(
      row('queue-small', kind, 'Queue read, 10 completed orders', 'req/s', CEILINGS.json.id),
      () => get(url(), appPaths.queue(smallHistory), staff),
    ),
    measure(
      row(
        'queue-large',
        kind,
        'Queue read, 10,000 completed orders (ceiling: the read at 10)',
        'req/s',
        `queue-small:${kind}`,
      ),
      () => get(url(), appPaths.queue(largeHistory), staff),
    ),
    measure(
      row('add', kind, 'Add to cart, one staff user per connection', 'req/s', insertCeiling),
      () => ({
        url: url(),
        cookies: tills,
        request: {
          add: { item: fixture.item, locations: fixture.locations.tills, perCart: ITEMS_PER_CART },
        },
      }),
      (result) => settleCarts(fixture, result.carts),
    ),
    measure(
      row('sale', kind, 'Checkout: add an item, then pay (sales/s)', 'sales/s', insertCeiling),
      () => ({
        url: url(),
        cookies: tills,
        request: {
          sale: { item: fixture.item, paidAmount: fixture.price, orderName: fixture.orderName },
        },
      }),
      () => settleSales(fixture),
    ),
  ];
}

function pushStep(ctx: RoundContext, def: RowDef, payer: Instance, watcherUrl: () => string): Step {
  return {
    name: `${def.label} (${def.db})`,
    run: async () => {
      const { latencies, message } = await appPush(
        payer.fixture,
        payer.fixture.staff,
        watcherUrl(),
      );
      ctx.pushed = message;
      ctx.results.add(def, { score: latencies.p99, at1: latencies });
    },
  };
}

export async function runRound(ctx: RoundContext, round: number) {
  const { results, pglite, postgres } = ctx;
  // Cold starts: the PGlite app over its existing data, a second PostgreSQL instance, the ceiling.
  await pglite.app.stop();
  pglite.app = await startApp(pglite.db, 'app (PGlite)', pglite.app.port);
  results.add(
    row(
      'start',
      'pglite',
      'Cold start, spawn to first 200 on /api/health',
      'ms',
      CEILINGS.start.id,
    ),
    {
      score: pglite.app.startMs,
    },
  );
  // B runs without a logger, C with the default logging; both start fresh each round, in an order
  // that alternates, so that the menu read on C and on B gives the logging's CPU cost (A, which
  // has run every other scenario, differs from a fresh instance by more than logging does).
  const startB = () => startApp(postgres.db, 'app B (PostgreSQL)', undefined, { LOG: 'false' });
  const startC = () => startApp(postgres.db, 'app C (PostgreSQL)');
  const [second, logged] =
    round % 2
      ? await startC().then(async (c) => [await startB(), c])
      : [await startB(), await startC()];
  results.add(
    row(
      'start',
      'postgres',
      'Cold start, spawn to first 200 on /api/health',
      'ms',
      CEILINGS.start.id,
    ),
    {
      score: second.startMs,
    },
  );
  const bare = await startChild(
    'bare Fastify',
    [programPath('bare-http')],
    { MENU_FILE: ctx.menuFile, ...(ctx.menuEncoding ? { MENU_ENCODING: ctx.menuEncoding } : {}) },
    '/json',
  );
  results.add(CEILINGS.start, { score: bare.startMs });
  const bareWs = await startChild('bare ws', [programPath('bare-ws')], {}, '/');
  try {
    const ceiling = (def: RowDef, run: () => Promise<Sample>): Step => ({
      name: def.label,
      run: async () => results.add(def, await run()),
    });
    const bareHttp = (def: RowDef, path: string) =>
      ceiling(def, () => measureHttp(ctx.load, def.label, get(bare.url, path, ''), bare));
    const pushRow = (kind: Instance['kind'], label: string, id = 'push') =>
      row(id, kind, label, 'ms', CEILINGS.ws.id);
    /** The menu read on a fresh PostgreSQL instance (B or C), as the staff user. */
    const menuOn = (app: Child, id: string, label: string) =>
      ceiling(row(id, 'postgres', label, 'req/s'), () =>
        measureHttp(
          ctx.load,
          label,
          get(app.url, appPaths.menu, postgres.fixture.staff.cookieHeader()),
          app,
        ),
      );
    const [pgliteSteps, postgresSteps] = [httpSteps(ctx, pglite), httpSteps(ctx, postgres)];
    const steps: Step[] = [
      bareHttp(CEILINGS.json, '/json'),
      ...pgliteSteps.slice(0, 2),
      ...postgresSteps.slice(0, 2),
      menuOn(second, 'menu-nolog', 'Menu list on B, logger off (LOG=false)'),
      menuOn(logged, 'menu-logged', 'Menu list on C, default logging (fresh, like B)'),
      bareHttp(CEILINGS.menu, '/menu'),
      ...pgliteSteps.slice(2, 4),
      ...postgresSteps.slice(2, 4),
      ceiling(CEILINGS.insert, () => measureInsertRate((postgres.db as { url: string }).url)),
      ...pgliteSteps.slice(4),
      ...postgresSteps.slice(4),
      pushStep(
        ctx,
        pushRow('postgres', 'Checkout -> last of 200 subscribers, one instance, p99'),
        postgres,
        () => postgres.app.url,
      ),
      ceiling(CEILINGS.ws, () => bareSample(bareWs.url, ctx.pushed)),
      pushStep(
        ctx,
        pushRow('pglite', 'Checkout -> last of 200 subscribers, one instance, p99'),
        pglite,
        () => pglite.app.url,
      ),
      pushStep(
        ctx,
        pushRow('postgres', 'Checkout on A -> last of 200 subscribers on B, p99', 'push-across'),
        postgres,
        () => second.url,
      ),
    ];
    // The bare broadcast needs a message the app pushed, so the first round runs in order.
    for (const step of round % 2 ? steps.reverse() : steps) {
      const t0 = performance.now();
      try {
        await step.run();
        console.log(`  ${step.name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      } catch (error) {
        // One broken scenario (say, mid-change on the server) must not lose the rest of the run.
        const problem = `round ${round + 1}, ${step.name}: ${(error as Error).message.split('\n')[0]}`;
        console.warn(`  ! ${problem}`);
        results.problems.push(problem);
      }
    }
    const memory = (kind: Instance['kind'], child: Child) =>
      results.add(row('rss', kind, 'Server RSS after the round', 'MB', CEILINGS.rss.id), {
        score: child.memory().rssMb,
      });
    memory('pglite', pglite.app);
    memory('postgres', postgres.app);
    results.add(CEILINGS.rss, { score: bare.memory().rssMb });
  } finally {
    await Promise.all([second.stop(), logged.stop(), bare.stop(), bareWs.stop()]);
  }
}

async function bareSample(url: string, message: string): Promise<Sample> {
  const latencies = await barePush(url, message);
  return { score: latencies.p99, at1: latencies };
}
