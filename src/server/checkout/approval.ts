import { APPROVAL_REQUIRED, WRONG_APPROVAL, type Approval } from '../../shared/approval-schemas';
import { findUserByEmail, LoginLimiter, type UserRow, verifyPasswordOrDummy } from '../auth';
import { type AppConfig, HttpError } from '../platform';
import type { Db } from '../db';

/**
 * Voids, refunds and large discounts by staff need an admin's approval, given as the
 * admin's email and approval PIN. Each check counts as a sign-in attempt of that admin, so PINs
 * cannot be guessed faster than passwords.
 */
export class Approvals {
  private readonly limiter: LoginLimiter;

  constructor(
    private readonly db: Db,
    config: Pick<AppConfig, 'loginLimit' | 'registerLimit'>,
  ) {
    this.limiter = new LoginLimiter(db, config);
  }

  /**
   * The id of the admin whose approval the request carries (checked before the write's
   * transaction); null when it carries none. 403 for a wrong email or PIN, 429 past the limit.
   */
  async verify(approval: Approval | undefined, address: string): Promise<number | null> {
    if (!approval) return null;
    const email = approval.email.trim().toLowerCase();
    await this.limiter.beginLogin(email, address);
    const admin = await findUserByEmail(this.db, email);
    const usable =
      admin?.isAdmin && admin.isActive ? (admin.approvalPinHash ?? undefined) : undefined;
    const ok = await verifyPasswordOrDummy(usable, approval.pin);
    if (!admin || !ok) throw new HttpError(403, WRONG_APPROVAL);
    await this.limiter.loginSucceeded(email, address);
    return admin.id;
  }
}

/**
 * Who approves a change that needs approval: an admin making it approves it themselves; a staff
 * member needs an approver (403 with `approval_required` otherwise).
 */
export function approverFor(user: UserRow, approverId: number | null): number {
  if (user.isAdmin) return user.id;
  if (approverId !== null) return approverId;
  throw new HttpError(403, APPROVAL_REQUIRED, { approval_required: true });
}
