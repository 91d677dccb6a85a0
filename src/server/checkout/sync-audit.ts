import { centsToDollars } from '../../shared/money';
import type { AuditAction } from '../../shared/audit-schemas';
import type { UserRow } from '../auth';
import { recordAudit } from '../audit';
import type { orders, Tx } from '../db';
import type { UnstoredItem } from './sync-items';

/** What about a synced sale the audit log must say. */
export interface SyncFindings {
  serverTotalCents: number;
  /** A discount over the approval threshold: given offline, where no admin could approve it. */
  discountOverThreshold: boolean;
  /** A cash sale whose drawer was closed before it reached the server. */
  lateToClosedDrawer: boolean;
  unstored: UnstoredItem[];
}

const dollars = centsToDollars;

/** The audit entries of a synced sale, in the transaction that stores it. */
export async function auditSync(
  tx: Tx,
  user: UserRow,
  order: typeof orders.$inferSelect,
  findings: SyncFindings,
) {
  const paid = order.paidAmountCents ?? 0;
  const entry = (action: AuditAction, details: Record<string, unknown>) =>
    recordAudit(tx, {
      action,
      userId: user.id,
      target: `order ${order.id}`,
      locationId: order.locationId,
      details: { client_id: order.clientId, ...details },
    });
  if (order.priceDifferenceCents !== null) {
    await entry('sync_price_difference', {
      paid: dollars(paid),
      server_total: dollars(findings.serverTotalCents),
      difference: dollars(order.priceDifferenceCents),
    });
  }
  if (findings.discountOverThreshold) {
    await entry('sync_unapproved_discount', {
      discount: order.discountId,
      amount: dollars(order.discountCents ?? 0),
    });
  }
  if (findings.lateToClosedDrawer) {
    await entry('late_sale_on_closed_drawer', {
      drawer: order.drawerId,
      amount: dollars(paid),
      taken_at: order.paidAt?.toISOString(),
    });
  }
  if (findings.unstored.length) {
    await entry('sync_items_not_stored', {
      items: findings.unstored.map(({ priceCents, ...item }) => ({
        ...item,
        price: dollars(priceCents),
      })),
    });
  }
}
