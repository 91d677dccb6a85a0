import type { LoginPayload } from '@shared/validation';
import { isNetworkFailure } from '../http/network-failure';
import { requestJson, type JsonRequest } from '../http/request-json';
import type { User } from './user';

/**
 * The session and the chosen location (spec sections 3 and 4), kept outside the data layer so that
 * the sign-in page loads without Redux (decision 020). Components read it through hooks.ts.
 */
export interface SessionState {
  /** null until the start-up check has answered. */
  isAuthenticated: boolean | null;
  user: User | null;
  /** True while a user request (verify, me, login, logout) is under way. */
  loading: boolean;
  /** The chosen location's id as the cookie route sends it (text; '' for none): read it as a
   * number through use-location-id.ts. */
  locationId: string;
}

let state: SessionState = { isAuthenticated: null, user: null, loading: false, locationId: '' };
const listeners = new Set<() => void>();

function update(change: Partial<SessionState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

export const getSessionState = () => state;
export function subscribeToSession(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const SIGNED_OUT = { isAuthenticated: false, user: null, locationId: '' } as const;

// Who is signed in, kept on the device (IndexedDB) so that a till starts offline; loaded lazily,
// out of the sign-in page's first load.
const identity = () => import('../device-cache/kept-identity');

function signedOut() {
  update(SIGNED_OUT);
  void identity().then((kept) => kept.forgetIdentity());
}

/** Keeps the signed-in user and chosen location on the device, as the server last said them. */
function keepIdentity() {
  const { user, locationId } = state;
  if (user) void identity().then((kept) => kept.keepIdentity({ user, locationId }));
}

/** The server could not be reached: carry on as the staff member the device last knew, if any. */
const startOffline = async (error: unknown) =>
  isNetworkFailure(error) && (await identity()).resumeOffline(update);

/** A refresh failed: the session is over. */
export const sessionExpired = signedOut;

const request = <T>(path: string, init: JsonRequest = {}) =>
  requestJson<T>(path, init, sessionExpired);

let userRequests = 0;
/** Spec section 4: each user request sets loading at its start and clears it at its finish. */
async function userRequest<T>(path: string, init?: JsonRequest) {
  userRequests++;
  update({ loading: true });
  try {
    return await request<T>(path, init);
  } finally {
    userRequests--;
    update({ loading: userRequests > 0 });
  }
}

/**
 * After a verify or a sign-in: load the user and the stored location, and show both at once (a
 * page never draws 'Location Needed' for a location the device remembers). The cookie is the
 * device's memory (one year); the server forgets one that is gone or no longer the user's.
 */
async function loadSessionData(): Promise<void> {
  const location = request<{ locationId: string | number }>('/api/locations/get-cookie').then(
    ({ locationId }) => String(locationId),
    () => '',
  );
  await userRequest<User>('/api/users/me').then(
    async (user) => {
      update({ user, isAuthenticated: true, locationId: await location });
      keepIdentity();
    },
    async (error) => (await startOffline(error)) || signedOut(),
  );
}

/** Start-up: verify the session (refreshed on a 401), then load the user and location. */
export async function startSession(): Promise<void> {
  try {
    await userRequest('/api/users/verify');
  } catch (error) {
    if (!(await startOffline(error))) update({ isAuthenticated: false, user: null });
    return;
  }
  update({ isAuthenticated: true });
  await loadSessionData();
}

/** Signs in; rejects with the server's answer (a RequestError) on wrong credentials. */
export async function signIn(body: LoginPayload): Promise<void> {
  await userRequest('/api/users/login', { method: 'POST', body });
  update({ isAuthenticated: true });
  await loadSessionData();
}

/** Signs out; rejects with a RequestError when the server did not. */
export async function signOut(): Promise<void> {
  await userRequest('/api/users/logout', { method: 'POST' });
  signedOut();
}

/** Stores the chosen location in its cookie; a failure clears it (spec section 4). */
export async function chooseLocation(locationId: number): Promise<void> {
  try {
    await request('/api/locations/set-cookie', { method: 'PATCH', body: { locationId } });
    update({ locationId: locationId ? String(locationId) : '' });
    keepIdentity();
  } catch (error) {
    update({ locationId: '' });
    throw error;
  }
}
