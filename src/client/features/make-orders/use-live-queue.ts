import type { LocationId } from '@shared/ids';
import type { LiveMessage } from '@shared/order-schemas';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { liveChannelUrl } from '../../lib/live-channel';
import { useKeptQueue } from './kept-queue';
import { LiveQueueClient, type LastQueue, type LiveQueueState } from './live-queue-client';

const IDLE: LiveQueueState = {
  status: 'connecting',
  orders: null,
  receivedAt: null,
  retryAt: null,
  refusal: null,
};
const noSubscription = () => () => {};
/**
 * Each channel's last queue, so that a page opened again without a network still shows its
 * tickets; after a reload, the device's kept copy (kept-queue.ts).
 */
const lastQueues = new Map<string, LastQueue>();

interface Options {
  /**
   * Runs when the page is left or unloaded, with the channel's send (false when the channel is not
   * open): the walkthrough releases its order.
   */
  farewell?: (send: (message: LiveMessage) => boolean) => void;
}

/**
 * The live queue of a location for the signed-in user: state (status, orders, refusal), send,
 * request (send and wait for the effect) and reset.
 */
export function useLiveQueue(
  locationId: LocationId | null,
  userId: number | undefined,
  options: Options = {},
) {
  const farewell = useRef(options.farewell);
  useEffect(() => {
    farewell.current = options.farewell;
  });

  const client = useMemo(() => {
    if (!locationId || !userId) return null;
    const url = liveChannelUrl(locationId, userId);
    return new LiveQueueClient(url, lastQueues.get(url) ?? null);
  }, [locationId, userId]);
  useEffect(() => {
    if (!client) return;
    const sayGoodbye = () => farewell.current?.((message) => client.send(message));
    client.start();
    window.addEventListener('pagehide', sayGoodbye);
    return () => {
      window.removeEventListener('pagehide', sayGoodbye);
      sayGoodbye();
      const { orders, receivedAt } = client.getState();
      if (orders && receivedAt) lastQueues.set(client.url, { orders, receivedAt });
      client.stop();
    };
  }, [client]);
  useKeptQueue(client, locationId, userId);

  const state = useSyncExternalStore(
    client?.subscribe ?? noSubscription,
    client?.getState ?? (() => IDLE),
  );
  return {
    ...state,
    send: (message: LiveMessage) => client?.send(message) ?? false,
    request: (...args: Parameters<LiveQueueClient['request']>) =>
      client
        ? client.request(...args)
        : Promise.resolve({ ok: false as const, error: 'No location.' }),
    reset: () => client?.reset(),
  };
}

export type LiveQueue = ReturnType<typeof useLiveQueue>;
