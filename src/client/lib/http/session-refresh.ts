import { Mutex } from '../mutex';

export const REFRESH_URL = '/api/users/refresh';

/** How long any call to the server may take before it counts as failed. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A 401 from these means wrong credentials or a dead refresh token, not an expired access token. */
const NO_REFRESH_URLS = new Set(['/api/users/login', REFRESH_URL]);

const refreshLock = new Mutex();
let running: Promise<boolean> | null = null;

/** Resolves once no refresh is under way, so that a request goes out with the new cookies. */
export const waitForRefresh = () => refreshLock.waitForUnlock();

/**
 * POST /api/users/refresh behind the client's one refresh lock, shared by every request and the live
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
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
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

/**
 * Sends a request with transparent token refresh (spec section 4): on a 401 the first request
 * refreshes once and sends again; requests failing meanwhile wait for that refresh and then retry.
 * When the refresh fails, `onSessionEnded` runs and the 401 answer is returned.
 */
export async function sendWithRefresh<R>(
  path: string,
  send: () => PromiseLike<R> | R,
  statusOf: (result: R) => unknown,
  onSessionEnded: () => void,
): Promise<R> {
  await waitForRefresh();
  const result = await send();
  if (statusOf(result) !== 401 || NO_REFRESH_URLS.has(path.split('?')[0])) return result;
  if (!(await refreshSession())) {
    onSessionEnded();
    return result;
  }
  return send();
}
