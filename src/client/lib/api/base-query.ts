import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query/react';
import { getSessionState, sessionExpired } from '../state/session-store';
import { reportReached, reportUnreachable } from '../connection/connection';
import { cacheKey } from '../device-cache/cache-key';
import { isNetworkFailure } from '../http/network-failure';
import { REQUEST_TIMEOUT_MS, sendWithRefresh } from '../http/session-refresh';
import { retryingImport } from '../lazy-retrying';

type Result = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'same-origin',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    return headers;
  },
});

// IndexedDB (idb) loads with the first answer to keep, after the screen's first render.
const keptAnswers = retryingImport(() => import('../device-cache/kept-answers'));

/** The URL as sent (path and query) of a GET, or null for any other method. */
function getUrl(args: string | FetchArgs): string | null {
  if (typeof args === 'string') return args;
  if (args.method && args.method.toUpperCase() !== 'GET') return null;
  const params = new URLSearchParams(args.params as Record<string, string> | undefined);
  const query = params.toString();
  return query ? `${args.url}?${query}` : args.url;
}

/** Tells the connection store what the request learned; an aborted request learned nothing. */
function report(result: Result, api: BaseQueryApi) {
  if (api.signal.aborted) return;
  if (isNetworkFailure(result.error)) reportUnreachable();
  else reportReached();
}

/**
 * A kept GET answer stands in for one the network could not give, so a till that was open once
 * starts and sells offline; every answer of the allow-list (device-cache/cache-key.ts) is kept.
 */
async function throughDeviceCache(args: string | FetchArgs, result: Result): Promise<Result> {
  const url = getUrl(args);
  const { user, locationId } = getSessionState();
  const key = url && cacheKey(url, { userId: user?.id, locationId });
  if (!key) return result;
  if (!result.error) {
    void keptAnswers().then(({ keepAnswer }) => keepAnswer(key, result.data));
    return result;
  }
  if (!isNetworkFailure(result.error)) return result;
  const kept = await (await keptAnswers()).keptAnswer(key);
  return kept ? { data: kept.data, meta: result.meta } : result;
}

/**
 * fetchBaseQuery plus the transparent token refresh every call shares (session-refresh.ts), the
 * connection state from each outcome, and the device's kept answers.
 */
export const baseQueryWithRefresh: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extra) => {
  const result = await sendWithRefresh(
    typeof args === 'string' ? args : args.url,
    () => rawBaseQuery(args, api, extra),
    (sent) => sent.error?.status,
    sessionExpired,
  );
  report(result, api);
  return throughDeviceCache(args, result);
};
