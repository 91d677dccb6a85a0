import type { AuditAction } from '../../shared/audit-schemas';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntryInput {
  action: AuditAction;
  /** Who did it; null for a failed sign-in of an unknown account. */
  userId: number | null;
  approvedBy?: number | null;
  /** What it was done to, e.g. 'order 12', 'drawer 3', 'flavor 7'. */
  target: string;
  locationId?: number | null;
  details?: Record<string, unknown>;
}

/**
 * Appends one entry to the audit log. Pass the transaction of the change it records, so the
 * entry exists exactly when the change does (a rolled-back request leaves none).
 */
export async function recordAudit(tx: Tx, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    action: entry.action,
    userId: entry.userId,
    approvedBy: entry.approvedBy ?? null,
    target: entry.target,
    locationId: entry.locationId ?? null,
    details: entry.details ?? {},
  });
}
