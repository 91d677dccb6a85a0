import type { LiveMessage } from '@shared/order-schemas';
import type { OrderDisplay } from '@shared/order-types';
import { refreshSession } from '../../lib/http/session-refresh';

type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

export interface LiveQueueState {
  status: LiveStatus;
  /** The latest queue; null until the first one arrives. Kept (stale) while reconnecting. */
  orders: OrderDisplay[] | null;
  /** When that queue was received (epoch ms): on this page, or the device's kept copy. */
  receivedAt: number | null;
  /** When the next reconnection attempt starts (epoch ms), while reconnecting. */
  retryAt: number | null;
  /** Why the server refused the connection (close codes 4001-4004). */
  refusal: string | null;
}

/** A queue as received, and when. */
export interface LastQueue {
  orders: OrderDisplay[];
  receivedAt: number;
}

type RequestResult = { ok: true } | { ok: false; error: string };

interface Waiter {
  /** The order the request is about: the server's refusal names it (`{error, order_id}`). */
  orderId: number | null;
  until: (orders: OrderDisplay[]) => boolean;
  resolve: (result: RequestResult) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface RequestOptions {
  timeoutMs?: number;
  /** What no answer in time means: ok (the queue will follow anyway) unless told otherwise. */
  onTimeout?: RequestResult;
}

const FIRST_RETRY_MS = 500;
export const MAX_RETRY_MS = 5_000;
const NOT_SIGNED_IN = 4001;
const isRefusal = (code: number) => code >= 4001 && code <= 4004;

/**
 * Exponential backoff, 0.5 s, 1 s, 2 s, 4 s, then 5 s, with jitter that takes 10-40 % off each step: so
 * screens do not retry in step, and the longest wait plus the connection stays within 5 s of the
 * server's return.
 */
export const retryDelay = (attempt: number, random = Math.random) =>
  Math.round(Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS) * (0.9 - random() * 0.3));

/**
 * The live queue channel of one location (DESIGN.md "Lessons"): reconnects by itself with backoff,
 * takes the whole queue the server sends on every (re)connect, and says at all times whether it is live.
 * A session whose access token expired is refreshed once before reconnecting, through the refresh
 * lock of the base query. It retries at once when the browser comes back online or the tab is shown.
 */
export class LiveQueueClient {
  private socket: WebSocket | null = null;
  private state: LiveQueueState = {
    status: 'connecting',
    orders: null,
    receivedAt: null,
    retryAt: null,
    refusal: null,
  };
  private listeners = new Set<() => void>();
  private waiters: Waiter[] = [];
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private refreshed = false;

  /** `lastQueue`: the queue this screen last had (shown, not yet live, while the first connection is made). */
  constructor(
    readonly url: string,
    lastQueue: LastQueue | null = null,
  ) {
    if (lastQueue) this.state = { ...this.state, ...lastQueue };
  }

  /**
   * The device's kept copy of the last queue (read after start-up): shown, marked not live, only
   * while no queue has arrived from the server.
   */
  offerLastQueue(lastQueue: LastQueue) {
    if (this.state.orders === null) this.setState(lastQueue);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  start() {
    if (this.running) return;
    this.running = true;
    window.addEventListener('online', this.reconnectNow);
    document.addEventListener('visibilitychange', this.reconnectIfShown);
    this.connect();
  }

  stop() {
    this.running = false;
    window.removeEventListener('online', this.reconnectNow);
    document.removeEventListener('visibilitychange', this.reconnectIfShown);
    this.clearRetry();
    this.drop();
    this.settleWaiters({ ok: false, error: 'The live connection closed.' });
  }

  /** The manual reset: drop the socket and connect again at once. */
  reset = () => {
    if (!this.running) return;
    this.attempt = 0;
    this.refreshed = false;
    this.clearRetry();
    this.drop();
    this.connect();
  };

  send(message: LiveMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /**
   * Sends a message and waits for its own answer: a queue for which `until` holds (ok), or the
   * server's refusal of this message (it names the order). Without either in time it resolves
   * with `onTimeout` (ok by default: the queue will follow anyway).
   */
  request(
    message: LiveMessage,
    until: Waiter['until'],
    { timeoutMs = 3000, onTimeout = { ok: true } }: RequestOptions = {},
  ): Promise<RequestResult> {
    return new Promise((resolve) => {
      if (!this.send(message)) return resolve({ ok: false, error: 'The live connection is down.' });
      const waiter: Waiter = {
        orderId: 'order_id' in message ? message.order_id : null,
        until,
        resolve,
        timer: setTimeout(() => this.settle(waiter, onTimeout), timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private reconnectNow = () => {
    if (this.state.status !== 'open') this.reset();
  };

  private reconnectIfShown = () => {
    if (document.visibilityState === 'visible') this.reconnectNow();
  };

  private connect() {
    const first = this.state.status === 'connecting' || !this.state.orders;
    this.setState({ status: first ? 'connecting' : 'reconnecting', retryAt: null });
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.refreshed = false;
      this.setState({ status: 'open', refusal: null, retryAt: null });
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      void this.closed(event.code, event.reason);
    };
  }

  private async closed(code: number, reason: string) {
    this.settleWaiters({ ok: false, error: 'The live connection closed.' });
    if (!this.running) return;
    if (code === NOT_SIGNED_IN && !this.refreshed) {
      this.refreshed = true;
      const refreshed = await refreshSession();
      if (!this.running || this.socket) return; // stopped, or reset meanwhile
      if (refreshed) return this.connect();
    }
    if (isRefusal(code)) {
      this.setState({
        status: 'refused',
        refusal: reason || 'The server refused the live connection.',
      });
      return;
    }
    const delay = retryDelay(this.attempt++);
    this.setState({ status: 'reconnecting', retryAt: Date.now() + delay });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.running) this.connect();
    }, delay);
  }

  private receive(data: unknown) {
    let message: { pending_orders?: OrderDisplay[]; error?: string; order_id?: number };
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (Array.isArray(message.pending_orders)) {
      const orders = message.pending_orders;
      this.setState({ orders, receivedAt: Date.now() });
      for (const waiter of [...this.waiters])
        if (waiter.until(orders)) this.settle(waiter, { ok: true });
    } else if (typeof message.error === 'string') {
      // A refusal answers the oldest request about its order (or the oldest one, unnamed).
      const about = message.order_id;
      const waiter = this.waiters.find((w) => about === undefined || w.orderId === about);
      if (waiter) this.settle(waiter, { ok: false, error: message.error });
    }
  }

  private settle(waiter: Waiter, result: RequestResult) {
    clearTimeout(waiter.timer);
    this.waiters = this.waiters.filter((w) => w !== waiter);
    waiter.resolve(result);
  }

  private settleWaiters(result: RequestResult) {
    for (const waiter of [...this.waiters]) this.settle(waiter, result);
  }

  private drop() {
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000, 'closing');
  }

  private clearRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(patch: Partial<LiveQueueState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}
