import type { LocationId } from '@shared/ids';
import { api } from '../api/api';
import type { AppDispatch } from '../api/dispatch';
import { onReconnect, reportReached, reportUnreachable, setUnsent } from '../connection/connection';
import { offlineApi } from './offline-api';
import { readOutbox, removeOutboxOrder, subscribeToOutbox, updateOutboxOrder } from './outbox-db';
import { outcomeOf, refusalMessage, sendingOrder, syncBodyOf } from './sync-order';

const RETRY_MS = 10_000;

/** The order being sent just now in this tab (the Sync page says 'Sending…'). */
let sendingId: string | null = null;
const sendingListeners = new Set<() => void>();
export const getSendingId = () => sendingId;
export function subscribeToSending(listener: () => void) {
  sendingListeners.add(listener);
  return () => void sendingListeners.delete(listener);
}
function setSending(id: string | null) {
  sendingId = id;
  sendingListeners.forEach((listener) => listener());
}

/** The HTTP status of an RTK Query error, or 'network' when no answer came. */
function statusOf(error: unknown): number | 'network' {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : 'network';
}

/**
 * One pass over the location's outbox, oldest first, one order per request. Stops at a network
 * failure or a 401 (the next pass retries); a 4xx marks the order and goes on with the next.
 * Orders leave the outbox only after the server's 200/201.
 */
async function sendOutbox(dispatch: AppDispatch, location: LocationId): Promise<boolean> {
  let sent = false;
  // 'Needs attention' orders wait for a Retry (which sets them pending again).
  const queue = sendingOrder(await readOutbox(location), location).filter(
    (order) => order.status === 'pending',
  );
  for (const order of queue) {
    setSending(order.client_id);
    const result = await dispatch(offlineApi.endpoints.syncOrder.initiate(syncBodyOf(order)));
    setSending(null);
    const status = 'error' in result && result.error ? statusOf(result.error) : 200;
    const outcome = outcomeOf(status);
    if (outcome === 'unreachable') {
      if (status === 'network') reportUnreachable();
      break;
    }
    reportReached();
    if (outcome === 'signed_out') break;
    if (outcome === 'sent') {
      await removeOutboxOrder(order.client_id);
      sent = true;
    } else {
      const message = refusalMessage((result as { error?: { data?: unknown } }).error?.data);
      await updateOutboxOrder(order.client_id, (o) => ({
        ...o,
        status: 'needs_attention',
        message,
      }));
    }
  }
  return sent;
}

/** Never two passes at once: one per tab (the flag), one per device (a Web Lock across tabs). */
let running = false;
export async function syncNow(dispatch: AppDispatch, location: LocationId) {
  if (running) return;
  running = true;
  try {
    const pass = () => sendOutbox(dispatch, location);
    const sent = navigator.locks
      ? await navigator.locks.request('soda-pos-outbox-sync', { ifAvailable: true }, (lock) =>
          lock ? pass() : false,
        )
      : await pass();
    if (sent) dispatch(api.util.invalidateTags(['Queue', 'OrderHistory', 'Drawer']));
  } finally {
    running = false;
  }
}

/**
 * Keeps the location's outbox moving while someone is signed in: at once, on every change of the
 * outbox (a sale just kept), when the server is reachable again, and every 10 s. Keeps the
 * connection store's unsent count equal to the outbox's.
 */
export function startSyncRunner(dispatch: AppDispatch, location: LocationId) {
  const countUnsent = async () => {
    const kept = await readOutbox(location);
    setUnsent(kept.length, kept.filter((order) => order.status === 'needs_attention').length);
  };
  const run = () => void syncNow(dispatch, location).finally(countUnsent);
  run();
  const stopOutbox = subscribeToOutbox(() => {
    void countUnsent();
    if (!running) run();
  });
  const stopReconnect = onReconnect(run);
  const timer = window.setInterval(run, RETRY_MS);
  return () => {
    stopOutbox();
    stopReconnect();
    window.clearInterval(timer);
  };
}
