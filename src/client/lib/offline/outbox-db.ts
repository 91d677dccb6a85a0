import type { LocationId } from '@shared/ids';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineCart, OutboxOrder } from './outbox-types';

/**
 * The device's outbox in IndexedDB: the offline current order per location (`cart`) and the paid
 * orders waiting for the server (`outbox`). It belongs to the device, not to whoever is signed
 * in: signing out keeps it, and the next staff member of the location sends it.
 */
interface OutboxSchema extends DBSchema {
  cart: { key: LocationId; value: OfflineCart };
  outbox: { key: string; value: OutboxOrder; indexes: { location: LocationId } };
}

let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;
const db = () =>
  (database ??= openDB<OutboxSchema>('soda-pos-outbox', 1, {
    upgrade(store) {
      store.createObjectStore('cart', { keyPath: 'location' });
      store
        .createObjectStore('outbox', { keyPath: 'client_id' })
        .createIndex('location', 'location');
    },
  }));

const listeners = new Set<() => void>();
// Other tabs of the same till hear of each change too.
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('soda-pos-outbox');
if (channel) channel.onmessage = () => listeners.forEach((listener) => listener());

function changed() {
  listeners.forEach((listener) => listener());
  channel?.postMessage('changed');
}

export function subscribeToOutbox(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export async function readCart(location: LocationId): Promise<OfflineCart> {
  return (await (await db()).get('cart', location)) ?? { location, lines: [] };
}

export async function writeCart(cart: OfflineCart) {
  const store = await db();
  if (cart.lines.length === 0) await store.delete('cart', cart.location);
  else await store.put('cart', cart);
  changed();
}

export async function readOutbox(location: LocationId): Promise<OutboxOrder[]> {
  return (await db()).getAllFromIndex('outbox', 'location', location);
}

export async function readOutboxOrder(clientId: string) {
  return (await db()).get('outbox', clientId);
}

export async function writeOutboxOrder(order: OutboxOrder) {
  await (await db()).put('outbox', order);
  changed();
}

/** Changes one kept order, if it is still there (the sync may have sent it meanwhile). */
export async function updateOutboxOrder(
  clientId: string,
  change: (order: OutboxOrder) => OutboxOrder,
) {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const order = await tx.store.get(clientId);
  if (order) await tx.store.put(change(order));
  await tx.done;
  changed();
}

/** Only once the server confirmed the order (or an admin discarded it). */
export async function removeOutboxOrder(clientId: string) {
  await (await db()).delete('outbox', clientId);
  changed();
}

/** A paid order moves from the cart to the outbox in one transaction: never lost, never twice. */
export async function keepPaidOrder(order: OutboxOrder) {
  const tx = (await db()).transaction(['cart', 'outbox'], 'readwrite');
  await tx.objectStore('outbox').put(order);
  await tx.objectStore('cart').delete(order.location);
  await tx.done;
  changed();
}
