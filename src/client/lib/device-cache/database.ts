import { openDB, type DBSchema } from 'idb';

/** The signed-in staff member and the chosen location, as the device last heard them. */
export interface KeptIdentity {
  /** GET /api/users/me's answer (lib/state/user.ts's User, which this folder does not import). */
  user: unknown;
  locationId: string;
}

interface DeviceCacheSchema extends DBSchema {
  /** GET answers by cacheKey(). */
  answers: { key: string; value: { data: unknown; savedAt: number } };
  /** One record, 'current'. */
  identity: { key: string; value: KeptIdentity };
}

/**
 * This device's copy of what the till read last (IndexedDB 'soda-pos-cache'), so it starts and
 * sells with no network. The offline sales outbox lives in a database of its own: clearing this
 * one (sign-out) never touches unsent sales.
 */
let opened: ReturnType<typeof openDB<DeviceCacheSchema>> | undefined;
export function deviceCache() {
  opened ??= openDB<DeviceCacheSchema>('soda-pos-cache', 1, {
    upgrade(db) {
      db.createObjectStore('answers');
      db.createObjectStore('identity');
    },
  });
  return opened;
}
