import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from '../../lib/error-body';
import type { AppDispatch } from '../../lib/api/dispatch';
import { ordersApi } from '../../lib/api/orders-api';
import { makeOrdersApi } from './make-orders-api';

export type BarAction = 'start' | 'finish';

export interface OutboxEntry {
  key: number;
  orderId: number;
  action: BarAction;
  /** sending: on its way; waiting: no network, sent again by itself; refused: the server said no. */
  state: 'sending' | 'waiting' | 'refused';
  error?: string;
}

/** What became of an action on its first try: done, waiting for the network, or refused. */
export type Delivery = { kind: 'done' } | { kind: 'waiting' } | { kind: 'refused'; error: string };

const BODIES = {
  start: { is_in_progress: true, is_complete: false },
  finish: { is_in_progress: false, is_complete: true },
} as const;
const RETRY_MS = [1_000, 2_000, 4_000, 5_000];

/** No answer from the server (the network, a timeout, a proxy without the app behind it). */
const isUnreachable = (error: FetchBaseQueryError) =>
  typeof error.status !== 'number' ||
  error.status === 502 ||
  error.status === 503 ||
  error.status === 504;

/**
 * The bar's Start and Finish over HTTP, kept until the server has answered: while the network is
 * down they wait here, in the order pressed, and are sent again with backoff, when the browser is
 * back online and when a live channel opens. The server still decides (first start wins): a
 * refusal stays on the ticket. One outbox for the app, so that leaving the walkthrough for the
 * queue loses nothing.
 */
class BarOutbox {
  private entries: OutboxEntry[] = [];
  private listeners = new Set<() => void>();
  private firstTries = new Map<number, (delivery: Delivery) => void>();
  private nextKey = 1;
  private dispatch: AppDispatch | null = null;
  private userId: number | null = null;
  private flushing = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    if (typeof window !== 'undefined') window.addEventListener('online', () => this.retryNow());
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getEntries = () => this.entries;

  connect(dispatch: AppDispatch, userId: number | undefined) {
    this.dispatch = dispatch;
    this.userId = userId ?? null;
  }

  /** Queues an action and resolves with what its first try gave. */
  send(orderId: number, action: BarAction): Promise<Delivery> {
    this.entries = this.entries.filter((e) => !(e.orderId === orderId && e.state === 'refused'));
    const entry: OutboxEntry = { key: this.nextKey++, orderId, action, state: 'sending' };
    this.update([...this.entries, entry]);
    const delivery = new Promise<Delivery>((resolve) => this.firstTries.set(entry.key, resolve));
    void this.flush();
    return delivery;
  }

  dismiss(orderId: number) {
    this.update(this.entries.filter((e) => e.orderId !== orderId || e.state !== 'refused'));
  }

  /** Sends what waits at once (the network is back). */
  retryNow = () => {
    if (!this.entries.some((e) => e.state === 'waiting')) return;
    this.attempt = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    void this.flush();
  };

  private async flush() {
    if (this.flushing || !this.dispatch) return;
    this.flushing = true;
    try {
      let entry: OutboxEntry | undefined;
      while ((entry = this.entries.find((e) => e.state !== 'refused'))) {
        const { key, orderId } = entry;
        this.patch((e) => e.key === key, { state: 'sending' });
        const outcome = await this.deliver(entry);
        if (outcome.kind === 'waiting') {
          // Nothing gets through: everything still to send waits, in order.
          this.patch((e) => e.state !== 'refused', { state: 'waiting' }, outcome);
          this.scheduleRetry();
          return;
        }
        this.attempt = 0;
        if (outcome.kind === 'done') {
          this.settleFirstTry(key, outcome);
          this.update(this.entries.filter((e) => e.key !== key));
        } else {
          // A finish after a refused start of the same order is refused with it.
          this.patch(
            (e) => e.orderId === orderId,
            { state: 'refused', error: outcome.error },
            outcome,
          );
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async deliver({ orderId, action }: OutboxEntry): Promise<Delivery> {
    const dispatch = this.dispatch!;
    const result = await dispatch(
      makeOrdersApi.endpoints.updateInProgress.initiate({ id: orderId, ...BODIES[action] }),
    );
    if (!('error' in result) || !result.error) return { kind: 'done' };
    const error = result.error as FetchBaseQueryError;
    if (isUnreachable(error)) return { kind: 'waiting' };
    // A retry whose first try got through before the link dropped: the order is already ours.
    if (error.status === 409 && (await this.alreadyDone(orderId, action))) return { kind: 'done' };
    return {
      kind: 'refused',
      error: errorMessage(error) ?? `The server answered ${error.status}.`,
    };
  }

  private async alreadyDone(orderId: number, action: BarAction) {
    const query = this.dispatch!(
      ordersApi.endpoints.order.initiate(orderId, { forceRefetch: true, subscribe: false }),
    );
    const { data } = await query;
    if (!data || this.userId === null) return false;
    return action === 'start'
      ? data.started_by === this.userId && (data.is_in_progress || data.is_complete)
      : data.is_complete && data.completed_by === this.userId;
  }

  private scheduleRetry() {
    if (this.timer) return;
    const delay = RETRY_MS[Math.min(this.attempt++, RETRY_MS.length - 1)];
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private settleFirstTry(key: number, delivery: Delivery) {
    this.firstTries.get(key)?.(delivery);
    this.firstTries.delete(key);
  }

  /** Changes the entries that match, settling their first tries with `delivery` if given. */
  private patch(
    match: (entry: OutboxEntry) => boolean,
    change: Partial<OutboxEntry>,
    delivery?: Delivery,
  ) {
    this.update(
      this.entries.map((e) => {
        if (!match(e)) return e;
        if (delivery) this.settleFirstTry(e.key, delivery);
        return { ...e, ...change };
      }),
    );
  }

  private update(entries: OutboxEntry[]) {
    this.entries = entries;
    this.listeners.forEach((listener) => listener());
  }
}

export const barOutbox = new BarOutbox();
