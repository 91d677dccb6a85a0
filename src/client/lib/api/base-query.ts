import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired } from './session-events';
import { REFRESH_URL, refreshSession, waitForRefresh } from './session-refresh';

/** A 401 from these means wrong credentials or a dead refresh token, not an expired access token. */
const NO_REFRESH_URLS = new Set(['/api/users/login', REFRESH_URL]);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'same-origin',
  timeout: 30_000,
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    return headers;
  },
});

const urlOf = (args: string | FetchArgs) =>
  (typeof args === 'string' ? args : args.url).split('?')[0];

/**
 * fetchBaseQuery plus transparent token refresh: on a 401 the first request refreshes once (behind the
 * lock it shares with the live queue, session-refresh.ts) and retries; requests failing meanwhile wait
 * for that refresh and then retry. A failed refresh ends the session.
 */
export const baseQueryWithRefresh: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extra) => {
  await waitForRefresh();
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status !== 401 || NO_REFRESH_URLS.has(urlOf(args))) return result;
  if (!(await refreshSession())) {
    api.dispatch(sessionExpired());
    return result;
  }
  return rawBaseQuery(args, api, extra);
};
