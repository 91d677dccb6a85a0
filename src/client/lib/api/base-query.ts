import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { Mutex } from '../mutex';
import { sessionExpired } from './session-events';

export const REFRESH_URL = '/api/users/refresh';
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

const refreshLock = new Mutex();

const urlOf = (args: string | FetchArgs) =>
  (typeof args === 'string' ? args : args.url).split('?')[0];

/**
 * fetchBaseQuery plus transparent token refresh: on a 401 the first request takes the lock, refreshes once
 * and retries; requests failing meanwhile wait for the lock and then retry. A failed refresh ends the session.
 */
export const baseQueryWithRefresh: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extra) => {
  await refreshLock.waitForUnlock();
  let result = await rawBaseQuery(args, api, extra);
  if (result.error?.status !== 401 || NO_REFRESH_URLS.has(urlOf(args))) return result;

  if (refreshLock.isLocked()) {
    await refreshLock.waitForUnlock();
    return rawBaseQuery(args, api, extra);
  }
  const release = await refreshLock.acquire();
  try {
    const refreshed = await rawBaseQuery({ url: REFRESH_URL, method: 'POST' }, api, extra);
    if (refreshed.error) api.dispatch(sessionExpired());
    else result = await rawBaseQuery(args, api, extra);
  } finally {
    release();
  }
  return result;
};
