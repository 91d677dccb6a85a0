import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { type AppConfig, HttpError } from '../platform';
import { type Db, loginFailures, type Tx } from '../db';

export const TOO_MANY_ATTEMPTS =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_REGISTRATIONS =
  'Too many registrations from this address. Please try again later.';

/** First half of the advisory-lock key of an address's counter (the second is its hash). */
const ATTEMPT_LOCK_CLASS = 415_001;
/** Registrations are counted in the same table, under this prefix in the address column. */
const REGISTRATION_KEY = 'register:';

/**
 * Sign-in attempts and registrations are counted in the database (login_failures), so every server
 * instance shares the limits. An attempt is written before its password is checked, under a lock
 * on its address, so simultaneous attempts cannot all pass the count; a sign-in that succeeds
 * removes its rows again. See docs/decisions/003-login-limit-in-database.md.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly limits: Pick<AppConfig, 'loginLimit' | 'registerLimit'>,
  ) {}

  /**
   * Records a sign-in attempt, or refuses it with 429 when this account has used its attempts from
   * this address, or the address has used its attempts across accounts.
   */
  beginLogin(email: string, address: string): Promise<void> {
    const { perAccount, perAddress, windowSeconds } = this.limits.loginLimit;
    return this.count(address, windowSeconds, async (tx, recent) => {
      const [row] = await tx
        .select({
          byAddress: sql<number>`count(*)`.mapWith(Number),
          byAccount: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(
            Number,
          ),
        })
        .from(loginFailures)
        .where(and(eq(loginFailures.address, address), recent));
      if (row.byAccount >= perAccount || row.byAddress >= perAddress) {
        throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
      await tx.insert(loginFailures).values({ email, address });
    });
  }

  /** The sign-in succeeded: this attempt and the account's earlier failures from this address go. */
  loginSucceeded(email: string, address: string) {
    return this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
  }

  /** Records a registration from an address, or refuses it with 429 once the address used its limit. */
  beginRegistration(address: string): Promise<void> {
    const { perAddress, windowSeconds } = this.limits.registerLimit;
    const key = REGISTRATION_KEY + address;
    return this.count(key, windowSeconds, async (tx, recent) => {
      const [row] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(loginFailures)
        .where(and(eq(loginFailures.address, key), recent));
      if (row.n >= perAddress) throw new HttpError(429, TOO_MANY_REGISTRATIONS);
      await tx.insert(loginFailures).values({ email: '', address: key });
    });
  }

  /**
   * Runs `body` in a transaction that holds the address's lock, after dropping the address's rows
   * that left the window. `recent` selects the rows inside it (database time, like `at`).
   */
  private count(
    address: string,
    windowSeconds: number,
    body: (tx: Tx, recent: SQL) => Promise<void>,
  ): Promise<void> {
    const start = sql`now() - make_interval(secs => ${windowSeconds})`;
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_CLASS}, hashtext(${address}))`,
      );
      await tx
        .delete(loginFailures)
        .where(and(eq(loginFailures.address, address), lte(loginFailures.at, start)));
      await body(tx, gt(loginFailures.at, start));
    });
  }
}
