import { notify, type Tx } from '../db';

/**
 * Sent (payload: the user id) in the same transaction as any change that can take access away from
 * a user: a session ended or revoked, the user deactivated, a role or a location assignment changed.
 * Every instance re-checks that user's open live sockets when it arrives.
 */
export const USER_ACCESS_CHANNEL = 'user_access';

export const notifyUserAccess = (tx: Tx, userId: number) =>
  notify(tx, USER_ACCESS_CHANNEL, String(userId));
