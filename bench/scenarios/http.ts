/**
 * HTTP scenarios: one load run at 1 connection and one at CONCURRENCY connections from the load
 * process, with the server's CPU time read around the second (not around paying off its carts).
 */
import { CONCURRENCY, MAX_SECONDS_AT_N, QUICK, SECONDS_AT_1, SECONDS_AT_N } from '../config';
import { latenciesOf, type LoadJob, type LoadResult } from '../load-job';
import type { LoadProcess } from '../load';
import type { Child } from '../proc';
import type { Sample } from '../results';
import { MIN_P99_SAMPLES } from '../stats';

export type Target = Omit<LoadJob, 'connections' | 'seconds'>;

function failed(name: string, result: { failures: number; firstFailure?: string }) {
  if (result.failures > 0)
    console.warn(
      `  ! ${name}: ${result.failures} failed requests (first: ${result.firstFailure ?? 'socket error'})`,
    );
}

/** Load at CONCURRENCY connections, with the server's CPU time read around the run alone. */
async function runAtN(load: LoadProcess, target: Target, seconds: number, server?: Child) {
  const cpuBefore = server?.cpuMs();
  const result = await load.run({ ...target, connections: CONCURRENCY, seconds });
  const cpu = server && cpuBefore !== undefined ? server.cpuMs() - cpuBefore : undefined;
  return {
    result,
    cpuMsPerRequest: cpu !== undefined && result.count ? cpu / result.count : undefined,
  };
}

/**
 * `settle` runs after each run (to pay the carts it left). A run at CONCURRENCY that answered
 * fewer than MIN_P99_SAMPLES requests is run again, long enough for them (up to MAX_SECONDS_AT_N),
 * and that run is the one kept.
 */
export async function measureHttp(
  load: LoadProcess,
  name: string,
  target: Target,
  server?: Child,
  settle?: (result: LoadResult) => Promise<void>,
): Promise<Sample> {
  const at1 = await load.run({ ...target, connections: 1, seconds: SECONDS_AT_1 });
  failed(`${name} at 1`, at1);
  await settle?.(at1);
  let atN = await runAtN(load, target, SECONDS_AT_N, server);
  failed(`${name} at ${CONCURRENCY}`, atN.result);
  await settle?.(atN.result);
  const { samples } = atN.result;
  if (!QUICK && samples > 0 && samples < MIN_P99_SAMPLES) {
    const wanted = Math.ceil((SECONDS_AT_N * MIN_P99_SAMPLES * 1.2) / samples);
    atN = await runAtN(load, target, Math.min(wanted, MAX_SECONDS_AT_N), server);
    failed(`${name} at ${CONCURRENCY}, longer`, atN.result);
    await settle?.(atN.result);
  }
  return {
    score: atN.result.perSecond,
    at1: latenciesOf(at1),
    atN: latenciesOf(atN.result),
    byKindAtN: atN.result.byKind,
    cpuMsPerRequest: atN.cpuMsPerRequest,
    failures: at1.failures + atN.result.failures,
  };
}

const PRICE_QUERY = `cup=2&menu_item=1&custom_order__soda=5&custom_order_flavors=${encodeURIComponent('[30,4,6]')}`;

export const get = (url: string, path: string, cookie: string): Target => ({
  url,
  cookies: [cookie],
  request: { method: 'GET', path },
});

export const appPaths = {
  menu: '/api/menu-items',
  price: `/api/order-items/price?${PRICE_QUERY}`,
  queue: (location: number) => `/api/pending-orders?location_id=${location}`,
};
