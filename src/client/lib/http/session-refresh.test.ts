import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_URL, refreshSession, sendWithRefresh, waitForRefresh } from './session-refresh';

/** A fetch whose answers the test hands out one by one. */
function pendingFetch() {
  const answers: ((ok: boolean) => void)[] = [];
  const fetch = vi.fn(
    () => new Promise<Response>((resolve) => answers.push((ok) => resolve({ ok } as Response))),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (ok: boolean) => answers.shift()!(ok) };
}

afterEach(() => vi.unstubAllGlobals());

describe('refreshSession', () => {
  it('sends one refresh for callers that come while it runs, and gives each its outcome', async () => {
    const { fetch, answer } = pendingFetch();
    const first = refreshSession();
    const second = refreshSession();
    let waited = false;
    const waiter = waitForRefresh().then(() => (waited = true));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(REFRESH_URL, expect.objectContaining({ method: 'POST' }));
    expect(waited).toBe(false);
    answer(true);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    await waiter;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refreshes again once the previous refresh is over, and reports a refused one', async () => {
    const { fetch, answer } = pendingFetch();
    const first = refreshSession();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer(true);
    await first;
    const second = refreshSession();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answer(false);
    expect(await second).toBe(false);
  });

  it('reports a network failure as a failed refresh', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await refreshSession()).toBe(false);
  });
});

describe('sendWithRefresh', () => {
  /** A request that answers with the given statuses in turn. */
  const answers = (...statuses: number[]) => vi.fn(async () => statuses.shift()!);
  const status = (s: number) => s;

  it('refreshes once on a 401 and sends again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: true }) as Response),
    );
    const send = answers(401, 200);
    const ended = vi.fn();
    expect(await sendWithRefresh('/api/orders?x=1', send, status, ended)).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session and returns the 401 when the refresh is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: false }) as Response),
    );
    const send = answers(401, 200);
    const ended = vi.fn();
    expect(await sendWithRefresh('/api/users/me', send, status, ended)).toBe(401);
    expect(send).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 from the sign-in call (wrong credentials)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const ended = vi.fn();
    expect(await sendWithRefresh('/api/users/login', answers(401), status, ended)).toBe(401);
    expect(fetch).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });
});
