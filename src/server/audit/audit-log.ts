import type { AuditAction } from '../../shared/audit-schemas';
import { auditLog, type Tx } from '../db';

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

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two states of a record, each side holding only those (nested
 * records, such as prices by cup size, are compared field by field); null when nothing differs.
 * A record that did not exist before (`before` null) is all `after`.
 */
export function changedFields(
  before: Fields | null,
  after: Fields,
): { before: Fields | null; after: Fields } | null {
  if (before === null) return { before: null, after };
  const was: Fields = {};
  const is: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [a, b] = [before[key], after[key]];
    if (same(a, b)) continue;
    const nested = isRecord(a) && isRecord(b) ? changedFields(a, b) : null;
    was[key] = nested ? nested.before : (a ?? null);
    is[key] = nested ? nested.after : (b ?? null);
  }
  return Object.keys(is).length ? { before: was, after: is } : null;
}

/**
 * Records a change with the changed fields `before` and `after` in its details (and
 * `context`, e.g. the record's name, beside them); a change that changes nothing records nothing.
 * Returns whether it recorded one. Pass the transaction of the change, as for recordAudit.
 */
export async function recordChange(
  tx: Tx,
  entry: Omit<AuditEntryInput, 'details'> & {
    before: Fields | null;
    after: Fields;
    context?: Fields;
  },
): Promise<boolean> {
  const { before, after, context, ...rest } = entry;
  const changes = changedFields(before, after);
  if (!changes) return false;
  await recordAudit(tx, { ...rest, details: { ...context, ...changes } });
  return true;
}
