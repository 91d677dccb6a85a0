import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE } from '../../shared/order-types';
import { isStaff, LOCATION_FORBIDDEN, mayUseLocation } from '../auth';

export type Refusal = { code: number; reason: string };

/** An admitted live socket and what it was admitted on. */
export interface Watched {
  socket: WebSocket;
  userId: number;
  /** The session of the access token that opened the socket. */
  sid: string;
  /** That token's expiry, epoch seconds. */
  exp: number;
  locationId: number;
}

export const NOT_SIGNED_IN_REASON = 'Not signed in.';
const TOKEN_EXPIRED_REASON = 'The access token expired.';
const STAFF_REQUIRED_REASON = 'Staff or admin role required.';
// setTimeout fires at once beyond 2^31-1 ms; longer waits are taken in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether the socket's session, user, role and location still allow it; the refusal otherwise. */
export function accessCheck(app: FastifyInstance) {
  return async (entry: Watched): Promise<Refusal | null> => {
    const user = await app.sessions.sessionUser(
      { sid: entry.sid, sub: String(entry.userId) },
      { fresh: true },
    );
    if (!user) return { code: LIVE_CLOSE.notSignedIn, reason: NOT_SIGNED_IN_REASON };
    if (!isStaff(user)) return { code: LIVE_CLOSE.forbidden, reason: STAFF_REQUIRED_REASON };
    if (!(await mayUseLocation(app.database.db, user, entry.locationId)))
      return { code: LIVE_CLOSE.forbidden, reason: LOCATION_FORBIDDEN };
    return null;
  };
}

/**
 * The open live sockets of this instance by user. A user_access notification (a session revoked, the
 * user deactivated, a role or location assignment changed) re-checks that user's sockets and closes
 * those no longer allowed; each socket also closes (4001) when the access token that opened it
 * expires, so the client refreshes and reconnects with a current one.
 */
export class AccessWatch {
  private readonly byUser = new Map<number, Set<Watched>>();
  private readonly timers = new Map<Watched, ReturnType<typeof setTimeout>>();
  private readonly running = new Set<number>();
  private readonly again = new Set<number>();
  /**
   * Bumped by every notification. An admission that read the database under an older generation
   * may have missed a change, so its socket is checked once more when it is watched.
   */
  generation = 0;

  constructor(
    private readonly check: (entry: Watched) => Promise<Refusal | null>,
    private readonly onError: (error: unknown) => void,
  ) {}

  watch(entry: Watched, admittedAt: number) {
    const set = this.byUser.get(entry.userId) ?? new Set();
    set.add(entry);
    this.byUser.set(entry.userId, set);
    entry.socket.on('close', () => this.forget(entry));
    this.expireAt(entry);
    if (admittedAt !== this.generation) this.schedule(entry.userId);
  }

  /** The access of this user changed. */
  changed(userId: number) {
    this.generation++;
    if (this.byUser.has(userId)) this.schedule(userId);
  }

  /** Notifications may have been missed (the LISTEN connection dropped): check every socket. */
  changedEverywhere() {
    this.generation++;
    for (const userId of this.byUser.keys()) this.schedule(userId);
  }

  stop() {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.byUser.clear();
  }

  private forget(entry: Watched) {
    clearTimeout(this.timers.get(entry));
    this.timers.delete(entry);
    const set = this.byUser.get(entry.userId);
    set?.delete(entry);
    if (set?.size === 0) this.byUser.delete(entry.userId);
  }

  private expireAt(entry: Watched) {
    const left = entry.exp * 1000 - Date.now();
    const timer = setTimeout(
      () => {
        if (left > MAX_TIMER_MS) return this.expireAt(entry);
        entry.socket.close(LIVE_CLOSE.notSignedIn, TOKEN_EXPIRED_REASON);
      },
      Math.min(Math.max(left, 0), MAX_TIMER_MS),
    );
    timer.unref?.();
    this.timers.set(entry, timer);
  }

  // Checks of one user run one after another; notifications during a check collapse into one more.
  private schedule(userId: number) {
    if (this.running.has(userId)) this.again.add(userId);
    else void this.run(userId);
  }

  private async run(userId: number) {
    this.running.add(userId);
    try {
      do {
        this.again.delete(userId);
        const entries = [...(this.byUser.get(userId) ?? [])];
        await Promise.all(entries.map((entry) => this.recheck(entry)));
      } while (this.again.has(userId));
    } finally {
      this.running.delete(userId);
    }
  }

  private async recheck(entry: Watched) {
    try {
      const refusal = await this.check(entry);
      if (refusal) entry.socket.close(refusal.code, refusal.reason);
    } catch (error) {
      // Fail closed: the client reconnects, and its admission checks again.
      this.onError(error);
      entry.socket.close(1011, 'Server error.');
    }
  }
}
