import WebSocket from 'ws';
import type { ApiClient } from './http';

/** A real websocket to /ws/orders/{locationId}/ carrying a client's cookies and Origin. */
export class LiveClient {
  readonly messages: any[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;
  private waiters: (() => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    this.opened = new Promise((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    });
  }

  static connect(
    baseUrl: string,
    client: ApiClient | null,
    locationId: number | string,
    opts: { userId?: number | string; origin?: string; slash?: boolean } = {},
  ): LiveClient {
    const query = opts.userId !== undefined ? `?user_id=${opts.userId}` : '';
    const url = `${baseUrl.replace(/^http/, 'ws')}/ws/orders/${locationId}${opts.slash === false ? '' : '/'}${query}`;
    const headers: Record<string, string> = { origin: opts.origin ?? baseUrl };
    if (client?.cookies.size) headers.cookie = client.cookieHeader();
    return new LiveClient(new WebSocket(url, { headers }));
  }

  send(message: unknown) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message from index `from` on that matches, waiting up to `timeoutMs`. */
  async next(
    predicate: (message: any) => boolean = () => true,
    from = 0,
    timeoutMs = 5000,
  ): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching live message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}

/** A queue message in which order `id` has the given flags. */
export const queueShows =
  (id: number, flags: Record<string, unknown> = {}) =>
  (message: any) =>
    Array.isArray(message.pending_orders) &&
    message.pending_orders.some(
      (o: any) => o.id === id && Object.entries(flags).every(([key, value]) => o[key] === value),
    );
