import { expect } from 'vitest';
import WebSocket from 'ws';
import type { ApiClient } from './http';
import { LOCATION } from './orders';

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

/** The socket's close event, or a rejection when it is still open after `timeoutMs`. */
export async function closedWithin(
  live: LiveClient,
  timeoutMs: number,
): Promise<{ code: number; reason: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stillOpen = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([live.closed, stillOpen]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `change` (a request that takes access away) and waits for the socket to close; `ms` is the
 * time from the change's answer to the close. Rejects when the socket is still open after `timeoutMs`.
 */
export async function closeAfter(
  live: LiveClient,
  change: () => Promise<{ status: number }>,
  timeoutMs = 5000,
): Promise<{ code: number; reason: string; ms: number }> {
  const answer = await change();
  if (answer.status >= 300) throw new Error(`the change was refused: ${answer.status}`);
  const since = Date.now();
  const closed = await closedWithin(live, timeoutMs);
  return { ...closed, ms: Date.now() - since };
}

/** Runs `change` and expects the socket to close with `expected` within a second of its answer. */
export async function expectClosedWithinASecond(
  live: LiveClient,
  change: () => Promise<{ status: number }>,
  expected: { code: number; reason?: string },
): Promise<void> {
  const closed = await closeAfter(live, change);
  expect(closed).toMatchObject(expected);
  expect(closed.ms).toBeLessThan(1000);
}

/** Ways a socket's access is taken away, by its user or by an admin, and the close each causes. */
export const ACCESS_ENDINGS = {
  logout: {
    what: 'a logout',
    take: (user: ApiClient & { userId: number }) => user.get('/api/users/logout'),
    close: { code: 4001, reason: 'Not signed in.' },
  },
  deactivation: {
    what: 'a deactivation',
    take: (user: ApiClient & { userId: number }, admin: ApiClient) =>
      admin.patch(`/api/users/${user.userId}`, { is_active: false }),
    close: { code: 4001, reason: 'Not signed in.' },
  },
  staffRoleRemoval: {
    what: 'a staff role removal',
    take: (user: ApiClient & { userId: number }, admin: ApiClient) =>
      admin.patch(`/api/users/${user.userId}`, { is_staff: false }),
    close: { code: 4003, reason: 'Staff or admin role required.' },
  },
};

/** Takes `user`'s access away that way and expects `live` to close as it should within a second. */
export const expectEndingCloses = (
  ending: (typeof ACCESS_ENDINGS)[keyof typeof ACCESS_ENDINGS],
  live: LiveClient,
  user: ApiClient & { userId: number },
  admin: ApiClient,
) => expectClosedWithinASecond(live, () => ending.take(user, admin), ending.close);

/**
 * Opens `user`'s socket to a location (the reference one unless named) on `url`, kept in `sockets`
 * to be closed, once its first message came (or the first that `until` accepts).
 */
export async function subscribe(
  url: string,
  user: ApiClient & { userId: number },
  sockets: LiveClient[],
  { location = LOCATION, until }: { location?: number; until?: (message: any) => boolean } = {},
): Promise<LiveClient> {
  const live = LiveClient.connect(url, user, location, { userId: user.userId });
  sockets.push(live);
  await live.next(until);
  return live;
}
