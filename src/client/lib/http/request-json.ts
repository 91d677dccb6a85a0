import { reportReached, reportUnreachable } from '../connection/connection';
import { REQUEST_TIMEOUT_MS, sendWithRefresh } from './session-refresh';

/**
 * A failed call, shaped as RTK Query's fetch errors so that one set of helpers (error-body.ts)
 * reads both: the HTTP status with the parsed body, or a network failure or timeout.
 */
export type RequestError =
  { status: number; data: unknown } | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR'; error: string };

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
}

type Sent =
  { ok: true; status: number; data: unknown } | { ok: false; status: unknown; error: RequestError };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text; // Not JSON (a proxy's error page): kept as text.
  }
}

async function send(path: string, { method = 'GET', body }: JsonRequest): Promise<Sent> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    reportReached();
    const data = await readBody(response);
    const { ok, status } = response;
    return ok ? { ok, status, data } : { ok, status, error: { status, data } };
  } catch (error) {
    reportUnreachable();
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const status = timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
    return { ok: false, status, error: { status, error: String(error) } };
  }
}

/**
 * A JSON call outside RTK Query, for the session calls the sign-in page makes before the data
 * layer is loaded. Resolves with the body of a 2xx answer, rejects with a RequestError.
 */
export async function requestJson<T>(
  path: string,
  request: JsonRequest,
  onSessionEnded: () => void,
): Promise<T> {
  const sent = await sendWithRefresh(
    path,
    () => send(path, request),
    (r) => r.status,
    onSessionEnded,
  );
  if (!sent.ok) throw sent.error;
  return sent.data as T;
}
