/**
 * HTTP scenarios: one load run at 1 connection and one at CONCURRENCY connections from the load
 * process, with the server's CPU time read around the second.
 */
import { CONCURRENCY, SECONDS_AT_1, SECONDS_AT_N } from '../config';
import type { LoadJob, LoadResult } from '../load-job';
import type { LoadProcess } from '../load';
import type { Child } from '../proc';
import type { Sample } from '../results';

export type Target = Omit<LoadJob, 'connections' | 'seconds'>;

function failed(name: string, result: { failures: number; firstFailure?: string }) {
  if (result.failures > 0)
    console.warn(
      `  ! ${name}: ${result.failures} failed requests (first: ${result.firstFailure ?? 'socket error'})`,
    );
}

/** `settle` runs after each run (to pay the carts it left). */
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
  const cpuBefore = server?.cpuMs();
  const atN = await load.run({ ...target, connections: CONCURRENCY, seconds: SECONDS_AT_N });
  failed(`${name} at ${CONCURRENCY}`, atN);
  await settle?.(atN);
  const cpu = server && cpuBefore !== undefined ? server.cpuMs() - cpuBefore : undefined;
  return {
    score: atN.perSecond,
    at1: { p50: at1.p50, p99: at1.p99 },
    atN: { p50: atN.p50, p99: atN.p99 },
    cpuMsPerRequest: cpu !== undefined && atN.count > 0 ? cpu / atN.count : undefined,
    failures: at1.failures + atN.failures,
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
