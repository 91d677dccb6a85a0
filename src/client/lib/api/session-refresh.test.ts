import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_URL, refreshSession, waitForRefresh } from './session-refresh';

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
