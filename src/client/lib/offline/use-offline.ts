import type { LocationId } from '@shared/ids';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getConnection, subscribeToConnection } from '../connection/connection';
import type { OfflineLine, OutboxOrder } from './outbox-types';
import { sendingOrder } from './sync-order';

// The IndexedDB code loads after Take Order's first render (decision 020's budget).
const outboxDb = () => import('./outbox-db');

export const useConnection = () => useSyncExternalStore(subscribeToConnection, getConnection);

/** A value read from the outbox database, read again on every change (in any tab). */
function useOutboxRead<T>(read: () => Promise<T>, initial: T) {
  const [value, setValue] = useState<{ data: T; loaded: boolean }>({
    data: initial,
    loaded: false,
  });
  useEffect(() => {
    let live = true;
    const load = () =>
      void read().then((data) => {
        if (live) setValue({ data, loaded: true });
      });
    load();
    let stop = () => {};
    void outboxDb().then((db) => {
      if (live) stop = db.subscribeToOutbox(load);
    });
    return () => {
      live = false;
      stop();
    };
  }, [read]);
  return value;
}

// The offline current orders, read once per location and shared by every card and panel.
const carts = new Map<LocationId, OfflineLine[]>();
const cartListeners = new Set<() => void>();
const NO_LINES: OfflineLine[] = [];
let watching = false;
async function loadCart(location: LocationId) {
  const db = await outboxDb();
  if (!watching) {
    watching = true;
    db.subscribeToOutbox(() => [...carts.keys()].forEach((l) => void loadCart(l)));
  }
  await db.readCart(location).then((cart) => {
    carts.set(location, cart.lines);
    cartListeners.forEach((listener) => listener());
  });
}
function subscribeToCarts(listener: () => void) {
  cartListeners.add(listener);
  return () => void cartListeners.delete(listener);
}

/** The offline current order of the location: its lines, adding and removing one. */
export function useOfflineCart(location: LocationId) {
  const lines = useSyncExternalStore(subscribeToCarts, () => carts.get(location) ?? NO_LINES);
  useEffect(() => {
    if (!carts.has(location)) void loadCart(location);
  }, [location]);
  const add = useCallback(
    async (line: OfflineLine) => {
      const db = await outboxDb();
      const cart = await db.readCart(location);
      await db.writeCart({ location, lines: [...cart.lines, line] });
    },
    [location],
  );
  const remove = useCallback(
    async (key: string) => {
      const db = await outboxDb();
      const cart = await db.readCart(location);
      await db.writeCart({ location, lines: cart.lines.filter((line) => line.key !== key) });
    },
    [location],
  );
  return { lines, add, remove };
}

/** The location's kept paid orders, oldest first. */
export function useOutbox(location: LocationId) {
  const read = useCallback(
    async () => sendingOrder(await (await outboxDb()).readOutbox(location), location),
    [location],
  );
  return useOutboxRead<OutboxOrder[]>(read, []);
}

/**
 * Whether Take Order sells on the device: the server is out of reach, or the offline order
 * already has lines (a sale is never split between the device and the server).
 */
export function useSellsOffline(location: LocationId) {
  const { online } = useConnection();
  const cart = useOfflineCart(location);
  return { offline: !online || cart.lines.length > 0, cart };
}

/** An RTK Query error that means no answer came (network failure or time-out). */
export const isNetworkFailure = (error: unknown) =>
  !!error &&
  typeof error === 'object' &&
  'status' in error &&
  (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
