/**
 * One round: every ceiling and every app scenario once, ceilings and app rows interleaved, in
 * reverse order on odd rounds so that drift over the run does not favour either side.
 */
import { startApp } from './app';
import { programPath } from './bundle';
import { measureInsertRate } from './ceilings/insert';
import type { BenchDb } from './database';
import type { Fixture } from './fixture';
import type { LoadProcess } from './load';
import type { MemorySampler } from './memory';
import { startChild, type Child } from './proc';
import type { Results } from './results';
import {
  bareWsStep,
  CEILINGS,
  ceilingStep,
  deriveCheckout,
  httpSteps,
  pushStep,
  row,
  type Step,
} from './round-steps';
import { get, measureHttp } from './scenarios/http';
import { inRoundOrder } from './stats';

export interface Instance {
  kind: 'pglite' | 'postgres';
  db: BenchDb;
  app: Child;
  fixture: Fixture;
}

export interface RoundContext {
  load: LoadProcess;
  results: Results;
  memory: MemorySampler;
  pglite: Instance;
  postgres: Instance;
  menuFile: string;
  /** The Content-Encoding of menuFile's bytes, when the app sent them compressed. */
  menuEncoding?: string;
  /** The last queue message an app pushed: the bare broadcast sends the same bytes. */
  pushed: string;
}

const START_LABEL = 'Cold start, spawn to first 200 on /api/health';

/** Fresh each round: the PGlite app over its data, instance B on PostgreSQL, the ceilings. */
async function startRoundProcesses(ctx: RoundContext, round: number) {
  const { results, pglite, postgres, memory } = ctx;
  await pglite.app.stop();
  pglite.app = await startApp(pglite.db, 'app (PGlite)', pglite.app.port);
  memory.watch(`app (PGlite), round ${round + 1}`, pglite.app);
  results.add(row('start', 'pglite', START_LABEL, 'ms', CEILINGS.start.id), {
    score: pglite.app.startMs,
  });
  const second = await startApp(postgres.db, 'app B (PostgreSQL)');
  memory.watch(`app B (PostgreSQL), round ${round + 1}`, second);
  results.add(row('start', 'postgres', START_LABEL, 'ms', CEILINGS.start.id), {
    score: second.startMs,
  });
  const encoding: Record<string, string> = ctx.menuEncoding
    ? { MENU_ENCODING: ctx.menuEncoding }
    : {};
  const bare = await startChild(
    'bare Fastify',
    [programPath('bare-http')],
    { MENU_FILE: ctx.menuFile, ...encoding },
    '/json',
  );
  results.add(CEILINGS.start, { score: bare.startMs });
  const bareWs = await startChild('bare ws', [programPath('bare-ws')], {}, '/');
  return { second, bare, bareWs };
}

function roundSteps(ctx: RoundContext, processes: { second: Child; bare: Child; bareWs: Child }) {
  const { results, pglite, postgres, load } = ctx;
  const { second, bare, bareWs } = processes;
  const bareHttp = (def: typeof CEILINGS.json, path: string) =>
    ceilingStep(results, def, () => measureHttp(load, def.label, get(bare.url, path, ''), bare));
  const pushRow = (kind: Instance['kind'], label: string, id = 'push') =>
    row(id, kind, label, 'ms', CEILINGS.ws.id);
  const [pgliteSteps, postgresSteps] = [httpSteps(ctx, pglite), httpSteps(ctx, postgres)];
  const insertUrl = (postgres.db as { url: string }).url;
  return [
    bareHttp(CEILINGS.json, '/json'),
    ...pgliteSteps.slice(0, 1),
    ...postgresSteps.slice(0, 1),
    bareHttp(CEILINGS.menu, '/menu'),
    ...pgliteSteps.slice(1, 4),
    ...postgresSteps.slice(1, 4),
    ceilingStep(results, CEILINGS.insert, () => measureInsertRate(insertUrl)),
    ...pgliteSteps.slice(4),
    ...postgresSteps.slice(4),
    pushStep(
      ctx,
      pushRow('postgres', 'Checkout -> last of 200 subscribers, one instance, p99'),
      postgres,
      () => postgres.app.url,
    ),
    bareWsStep(ctx, bareWs.url),
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
  ] satisfies Step[];
}

async function runSteps(ctx: RoundContext, steps: Step[], round: number) {
  for (const step of steps) {
    const t0 = performance.now();
    try {
      await step.run();
      console.log(`  ${step.name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    } catch (error) {
      // One broken scenario (say, mid-change on the server) must not lose the rest of the run.
      const problem = `round ${round + 1}, ${step.name}: ${(error as Error).message.split('\n')[0]}`;
      console.warn(`  ! ${problem}`);
      ctx.results.problems.push(problem);
    }
  }
}

export async function runRound(ctx: RoundContext, round: number) {
  const { results, pglite, postgres } = ctx;
  const processes = await startRoundProcesses(ctx, round);
  try {
    // The bare broadcast sends the message an app pushed, so the first round runs as listed.
    await runSteps(ctx, inRoundOrder(roundSteps(ctx, processes), round), round);
    for (const kind of ['pglite', 'postgres'] as const) deriveCheckout(results, kind, round);
    const memory = (kind: Instance['kind'], child: Child) =>
      results.add(row('rss', kind, 'Server RSS after the round', 'MB', CEILINGS.rss.id), {
        score: child.memory().rssMb,
      });
    memory('pglite', pglite.app);
    memory('postgres', postgres.app);
    results.add(CEILINGS.rss, { score: processes.bare.memory().rssMb });
  } finally {
    const { second, bare, bareWs } = processes;
    await Promise.all([second.stop(), bare.stop(), bareWs.stop()]);
  }
}
