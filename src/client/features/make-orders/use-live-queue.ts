import type { LocationId } from '@shared/ids';
import type { LiveMessage } from '@shared/order-schemas';
import type { OrderDisplay } from '@shared/order-types';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { liveChannelUrl } from '../../lib/live-channel';
import { LiveQueueClient, type LiveQueueState } from './live-queue-client';

const IDLE: LiveQueueState = { status: 'connecting', orders: null, retryAt: null, refusal: null };
const noSubscription = () => () => {};
/** Each channel's last queue, so that a page opened without a network still shows its tickets. */
const lastQueues = new Map<string, OrderDisplay[]>();

interface Options {
  /** A last message to send when the page is left or unloaded (the walkthrough releases its order). */
  farewell?: () => LiveMessage | null;
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
    const sayGoodbye = () => {
      const message = farewell.current?.();
      if (message) client.send(message);
    };
    client.start();
    window.addEventListener('pagehide', sayGoodbye);
    return () => {
      window.removeEventListener('pagehide', sayGoodbye);
      sayGoodbye();
      const orders = client.getState().orders;
      if (orders) lastQueues.set(client.url, orders);
      client.stop();
    };
  }, [client]);

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
