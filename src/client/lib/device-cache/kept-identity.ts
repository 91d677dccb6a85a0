import { deviceCache, type KeptIdentity } from './database';

export type { KeptIdentity };

const KEY = 'current';

export async function keepIdentity(identity: KeptIdentity): Promise<void> {
  try {
    await (await deviceCache()).put('identity', identity, KEY);
  } catch {
    // Without storage the till only cannot start offline.
  }
}

export async function keptIdentity(): Promise<KeptIdentity | undefined> {
  try {
    return await (await deviceCache()).get('identity', KEY);
  } catch {
    return undefined;
  }
}

/**
 * Start-up found the server unreachable: the session carries on as the staff member and location
 * the device last knew (`signIn` applies them). False when the device knows nobody.
 */
export async function resumeOffline<User>(
  signIn: (identity: { user: User; locationId: string; isAuthenticated: true }) => void,
): Promise<boolean> {
  const kept = await keptIdentity();
  if (kept) signIn({ user: kept.user as User, locationId: kept.locationId, isAuthenticated: true });
  return !!kept;
}

/**
 * Sign-out: forgets who was signed in and every kept answer (they were read with that user's
 * rights). The offline sales outbox is another database and stays.
 */
export async function forgetIdentity(): Promise<void> {
  try {
    const db = await deviceCache();
    await Promise.all([db.clear('identity'), db.clear('answers')]);
  } catch {
    // Nothing kept, or nothing to clear.
  }
}
