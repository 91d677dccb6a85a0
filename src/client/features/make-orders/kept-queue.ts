import type { LocationId } from '@shared/ids';
import type { OrderDisplay } from '@shared/order-types';
import { useEffect } from 'react';
import { cacheKey } from '../../lib/device-cache/cache-key';
import { retryingImport } from '../../lib/lazy-retrying';
import { getSessionState } from '../../lib/state/session-store';
import type { LastQueue, LiveQueueClient } from './live-queue-client';

// IndexedDB (idb) loads after the screen's first render, as the base query's kept answers do.
const keptAnswers = retryingImport(() => import('../../lib/device-cache/kept-answers'));

/**
 * The device's copy of the location's queue is the one GET /api/pending-orders keeps (the backup
 * page's answer, the same list the live channel sends): one key for both, per user and location.
 */
const keyOf = (locationId: LocationId, userId: number) =>
  cacheKey(`/api/pending-orders?location_id=${locationId}`, {
    userId,
    locationId: getSessionState().locationId,
  });

/**
 * Keeps each queue the live channel sends on the device, and offers the kept one to the screen
 * while none has arrived (an offline reload): the last queue received, and when, never as live.
 */
export function useKeptQueue(
  client: LiveQueueClient | null,
  locationId: LocationId | null,
  userId: number | undefined,
) {
  useEffect(() => {
    if (!client || !locationId || !userId) return;
    const key = keyOf(locationId, userId);
    if (!key) return;
    let running = true;
    let kept: OrderDisplay[] | null = client.getState().orders;
    const unsubscribe = client.subscribe(() => {
      const { orders, status } = client.getState();
      if (status !== 'open' || !orders || orders === kept) return;
      kept = orders;
      void keptAnswers().then(({ keepAnswer }) => keepAnswer(key, orders));
    });
    void keptAnswers()
      .then(({ keptAnswer }) => keptAnswer(key))
      .then((answer) => {
        if (!running || !answer || !Array.isArray(answer.data)) return;
        const last: LastQueue = {
          orders: answer.data as OrderDisplay[],
          receivedAt: answer.savedAt,
        };
        if (client.getState().orders === null) kept = last.orders;
        client.offerLastQueue(last);
      });
    return () => {
      running = false;
      unsubscribe();
    };
  }, [client, locationId, userId]);
}
