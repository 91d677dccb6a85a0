import type { LocationId } from '@shared/ids';
import { centsToDollars } from '@shared/money';
import type { SyncDiscardPayload } from '@shared/sync-schemas';
import type { OutboxOrder, SyncBody } from './outbox-types';

/** The location's orders to send, oldest sale first (the server queues them by `taken_at`). */
export function sendingOrder(orders: OutboxOrder[], location: LocationId): OutboxOrder[] {
  return orders
    .filter((order) => order.location === location)
    .sort((a, b) => a.taken_at.localeCompare(b.taken_at) || a.client_id.localeCompare(b.client_id));
}

/** What goes to the server: the body with the bar's times as the device recorded them. */
export function syncBodyOf(order: OutboxOrder): SyncBody {
  return {
    ...order.body,
    // A drink only started on the device goes to the bar's queue: the server takes both times or none.
    ...(order.completed_at
      ? { started_at: order.started_at ?? order.completed_at, completed_at: order.completed_at }
      : {}),
  };
}

export type SendOutcome = 'sent' | 'unreachable' | 'signed_out' | 'refused';

/** What a sync answer means for the order: kept, removed, or marked for attention. */
export function outcomeOf(status: number | 'network'): SendOutcome {
  if (status === 'network' || status >= 500 || status === 408 || status === 429)
    return 'unreachable';
  if (status === 200 || status === 201) return 'sent';
  if (status === 401) return 'signed_out';
  return 'refused';
}

/** The server's 4xx body as one line: `{field: [messages]}`, `{message}` or `{detail}`. */
export function refusalMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'detail', 'error'])
      if (typeof record[key] === 'string') return record[key];
    const lines = Object.entries(record).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : [value]).map((m) => `${field}: ${String(m)}`),
    );
    if (lines.length) return lines.join(' ');
  }
  return 'The server refused this order.';
}

/** The audit's reason for a discard; the server's own refusal goes in the summary, whole. */
export const DISCARD_REASON = 'Discarded by an admin from the Sync page';

/**
 * POST /api/orders/sync/discard's body: the sale as the device kept it (call-out, time, drinks,
 * money), which the audit entry keeps, since the order itself is never stored.
 */
export function discardBodyOf(order: OutboxOrder): SyncDiscardPayload {
  const { body } = order;
  return {
    client_id: order.client_id,
    location: order.location,
    reason: DISCARD_REASON,
    summary: {
      call_out: order.callOut,
      taken_at: order.taken_at,
      items: body.items.map(({ name, price }) => ({ name, price })),
      discount: order.discountName,
      total: centsToDollars(order.figures.totalCents),
      tip: body.tip,
      payment_method: body.payment_method,
      server_message: order.message ?? null,
    },
  };
}
