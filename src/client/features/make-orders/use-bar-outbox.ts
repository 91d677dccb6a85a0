import { useEffect, useSyncExternalStore } from 'react';
import { useAppDispatch } from '../../lib/api/dispatch';
import { barOutbox, type OutboxEntry } from './bar-outbox';

/**
 * The bar's outbox (bar-outbox.ts) for the signed-in user: what waits per order, and a retry as
 * soon as the live channel opens again (the network is back).
 */
export function useBarOutbox(userId: number | undefined, liveStatus: string) {
  const dispatch = useAppDispatch();
  useEffect(() => barOutbox.connect(dispatch, userId), [dispatch, userId]);
  useEffect(() => {
    if (liveStatus === 'open') barOutbox.retryNow();
  }, [liveStatus]);
  const entries = useSyncExternalStore(barOutbox.subscribe, barOutbox.getEntries);
  return {
    entries,
    send: barOutbox.send.bind(barOutbox),
    dismiss: barOutbox.dismiss.bind(barOutbox),
  };
}

/** What the outbox holds for one order, in the order pressed. */
export const entriesFor = (entries: OutboxEntry[], orderId: number) =>
  entries.filter((e) => e.orderId === orderId);
