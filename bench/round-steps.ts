/** The steps of a round: HTTP scenarios from the load process, live pushes, and their ceilings. */
import { ITEMS_PER_CART } from './config';
import { settleCarts, settleSales } from './fixture';
import type { LoadResult } from './load-job';
import type { Results, RowDef, Sample } from './results';
import type { Instance, RoundContext } from './round';
import { appPaths, get, measureHttp, type Target } from './scenarios/http';
import { appPush, barePush } from './scenarios/push';
import { summary } from './stats';

export interface Step {
  name: string;
  run: () => Promise<void>;
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
  ws: {
    id: 'bare-ws',
    label: 'Bare ws broadcast to 200 subscribers, p99',
    db: 'none',
    unit: 'ms',
  },
  start: {
    id: 'bare-start',
    label: 'Bare Fastify process, spawn to first 200',
    db: 'none',
    unit: 'ms',
  },
  rss: { id: 'bare-rss', label: 'Bare Fastify process RSS after its load', db: 'none', unit: 'MB' },
} satisfies Record<string, RowDef>;

export const row = (
  id: string,
  kind: Instance['kind'],
  label: string,
  unit: RowDef['unit'],
  ceiling?: string,
): RowDef => ({ id: `${id}:${kind}`, label, db: kind, unit, ceiling });

export const ceilingStep = (results: Results, def: RowDef, run: () => Promise<Sample>): Step => ({
  name: def.label,
  run: async () => results.add(def, await run()),
});

export function httpSteps(ctx: RoundContext, instance: Instance): Step[] {
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
      const name = `${def.label} (${kind})`;
      const sample = await measureHttp(ctx.load, name, target(), instance.app, settle);
      ctx.results.add(def, sample);
      if (alsoAs) ctx.results.add(alsoAs, sample);
    },
  });
  const insertCeiling = kind === 'postgres' ? CEILINGS.insert.id : undefined;
  const { smallHistory, largeHistory } = fixture.locations;
  const menuBytes = row('menu-bytes', kind, 'Menu list against the bare route sending its bytes', 'req/s', CEILINGS.menu.id); // prettier-ignore
  return [
    measure(
      row('menu', kind, 'Menu list, GET /api/menu-items', 'req/s', CEILINGS.json.id),
      () => get(url(), appPaths.menu, staff),
      undefined,
      menuBytes,
    ),
    measure(row('price', kind, 'Price quote, customized item', 'req/s', CEILINGS.json.id), () =>
      get(url(), appPaths.price, staff),
    ),
    measure(
      row('queue-small', kind, 'Queue read, 10 completed orders', 'req/s', CEILINGS.json.id),
      () => get(url(), appPaths.queue(smallHistory), staff),
    ),
    measure(
      row('queue-large', kind, 'Queue read, 10,000 completed orders (ceiling: the read at 10)', 'req/s', `queue-small:${kind}`), // prettier-ignore
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

/** Checkouts on `payer`, watched by 200 subscribers on the instance at `watcherUrl`. */
export function pushStep(
  ctx: RoundContext,
  def: RowDef,
  payer: Instance,
  watcherUrl: () => string,
): Step {
  return {
    name: `${def.label} (${def.db})`,
    run: async () => {
      const times = await appPush(payer.fixture, payer.fixture.staff, watcherUrl());
      ctx.pushed = times.message;
      const toLast = summary(times.toLast);
      const answer = summary(times.response);
      ctx.results.add(def, { score: toLast.p99, at1: toLast, answer, ceilingPlus: answer.p99 });
    },
  };
}

export const bareWsStep = (ctx: RoundContext, url: string): Step =>
  ceilingStep(ctx.results, CEILINGS.ws, async () => {
    const times = await barePush(url, ctx.pushed);
    const toLast = summary(times.toLast);
    return { score: toLast.p99, at1: toLast, answer: summary(times.response) };
  });

/**
 * Rows read from this round's add and sale runs: a checkout's server CPU (a sale's less an
 * add's) and the checkouts' p99 against the adds' p99 at CONCURRENCY tills.
 */
export function deriveCheckout(results: Results, kind: Instance['kind'], round: number) {
  const inRound = (id: string) => results.rows.get(id)?.samples.find((s) => s.round === round);
  const [add, sale] = [inRound(`add:${kind}`), inRound(`sale:${kind}`)];
  const addP99 = add?.byKindAtN?.add;
  const checkoutP99 = sale?.byKindAtN?.checkout;
  if (addP99 && checkoutP99) {
    const addRow = row('add-p99', kind, 'Add to cart p99 at 32 tills (add run)', 'ms');
    results.add(addRow, { score: addP99.p99, atN: addP99 });
    results.add(row('checkout-p99', kind, 'Checkout p99 at 32 tills (sale run)', 'ms', addRow.id), {
      score: checkoutP99.p99,
      atN: checkoutP99,
    });
  }
  if (add?.cpuMsPerRequest !== undefined && sale?.cpuMsPerRequest !== undefined) {
    const label = 'Server CPU per checkout (per sale less per add), ms';
    results.add(row('checkout-cpu', kind, label, 'ms'), {
      score: sale.cpuMsPerRequest - add.cpuMsPerRequest,
    });
  }
}
