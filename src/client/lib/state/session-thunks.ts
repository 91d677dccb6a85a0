import { authApi } from '../api/auth-api';
import { locationApi } from '../api/location-api';
import type { AppDispatch } from './hooks';

const once = { subscribe: false, forceRefetch: true } as const;

/** After a verify or a sign-in: load the user and the stored location. */
export async function loadSessionData(dispatch: AppDispatch): Promise<void> {
  await Promise.all([
    dispatch(authApi.endpoints.me.initiate(undefined, once)),
    dispatch(locationApi.endpoints.getLocationCookie.initiate(undefined, once)),
  ]);
}

/** Start-up: verify the session (the base query refreshes on 401), then load the user and location. */
export async function startSession(dispatch: AppDispatch): Promise<void> {
  const verified = await dispatch(authApi.endpoints.verify.initiate(undefined, once));
  if (verified.isSuccess) await loadSessionData(dispatch);
}
