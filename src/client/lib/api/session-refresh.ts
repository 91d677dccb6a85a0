import { Mutex } from '../mutex';

export const REFRESH_URL = '/api/users/refresh';

const refreshLock = new Mutex();
let running: Promise<boolean> | null = null;

/** Resolves once no refresh is under way, so that a request goes out with the new cookies. */
export const waitForRefresh = () => refreshLock.waitForUnlock();

/**
 * POST /api/users/refresh behind the client's one refresh lock, shared by the base query and the live
 * queue: a caller that comes while a refresh runs gets that refresh's outcome instead of sending the
 * token it has just rotated a second time. Resolves true when the session has new tokens.
 */
export function refreshSession(): Promise<boolean> {
  running ??= (async () => {
    const release = await refreshLock.acquire();
    try {
      const response = await fetch(REFRESH_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(30_000),
      });
      return response.ok;
    } catch {
      return false;
    } finally {
      running = null;
      release();
    }
  })();
  return running;
}
