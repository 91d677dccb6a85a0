import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { HttpError } from '../errors';

export const TOO_MANY_ATTEMPTS =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/** Failed sign-ins are counted in the database so every server instance shares the limit. */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly limits: AppConfig['loginLimit'],
  ) {}

  async check(email: string, address: string): Promise<void> {
    const since = new Date(Date.now() - this.limits.windowSeconds * 1000);
    const [row] = await this.db
      .select({
        byAccount: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(
          Number,
        ),
        byAddress:
          sql<number>`count(*) filter (where ${loginFailures.address} = ${address})`.mapWith(
            Number,
          ),
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.at, since),
          or(eq(loginFailures.email, email), eq(loginFailures.address, address)),
        ),
      );
    if (row.byAccount >= this.limits.perAccount || row.byAddress >= this.limits.perAddress) {
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    }
  }

  recordFailure(email: string, address: string) {
    return this.db.insert(loginFailures).values({ email, address });
  }

  clearAccount(email: string) {
    return this.db.delete(loginFailures).where(eq(loginFailures.email, email));
  }
}
