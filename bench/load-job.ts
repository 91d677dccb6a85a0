/** The Accept-Encoding Chromium sends: every load request carries it, as a browser's would. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

import type { Latencies } from './stats';

/** What the orchestrator asks the load process for, and what it answers. */
export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  /** One cookie per connection (round-robin); every request also carries the app's Origin. */
  cookies: string[];
  /** Headers on every request besides the browser-like defaults (see load-worker.ts). */
  headers?: Record<string, string>;
  /**
   * A plain request; adds to cart, spread over carts at several locations; or the sale sequence:
   * add an item, then pay for the cart it made.
   */
  request:
    | { method: string; path: string; body?: unknown }
    | { add: { item: Record<string, unknown>; locations: number[]; perCart: number } }
    | { sale: { item: Record<string, unknown>; paidAmount: number; orderName: number } };
}

export interface LoadResult {
  /** Completed requests (or sales) and their rate. */
  count: number;
  perSecond: number;
  /** Nearest-rank percentiles of every response time of the run (ms), and how many there were. */
  p50: number;
  p99: number;
  samples: number;
  /** The same per kind of request: adds, checkouts (sale runs) and plain reads. */
  byKind?: Partial<Record<'add' | 'checkout' | 'read', Latencies>>;
  /** Answers that were not 2xx, and socket errors or timeouts. */
  failures: number;
  firstFailure?: string;
  /** Carts (order ids) the run may have left unpaid, by connection index. */
  carts?: { connection: number; orderId: number }[];
}

/** The run's percentiles, when it completed any request. */
export const latenciesOf = (result: LoadResult): Latencies | undefined =>
  result.samples ? { p50: result.p50, p99: result.p99, count: result.samples } : undefined;
