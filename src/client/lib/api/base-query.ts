import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired } from '../state/session-store';
import { REQUEST_TIMEOUT_MS, sendWithRefresh } from '../http/session-refresh';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'same-origin',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/** fetchBaseQuery plus the transparent token refresh every call shares (session-refresh.ts). */
export const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extra,
) =>
  sendWithRefresh(
    typeof args === 'string' ? args : args.url,
    () => rawBaseQuery(args, api, extra),
    (result) => result.error?.status,
    sessionExpired,
  );
