import { sameDay } from './format';

/** The orders placed on this device, so that a reload or a return finds their status pages. */
export interface RememberedOrder {
  token: string;
  code: string;
  location: string;
  placed_at: string;
}

const KEY = 'order-ahead:placed';
const KEPT = 20;

/** The device's storage; null where the browser refuses it (some private modes). */
function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readAll(storage: Storage | null): RememberedOrder[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? (list as RememberedOrder[]) : [];
  } catch {
    return [];
  }
}

/** Newest first; a storage that refuses the write (full, private mode) only loses the memory. */
export function rememberOrder(order: RememberedOrder, storage = deviceStorage()) {
  const others = readAll(storage).filter((kept) => kept.token !== order.token);
  try {
    storage?.setItem(KEY, JSON.stringify([order, ...others].slice(0, KEPT)));
  } catch {
    // The status page still works from its address.
  }
}

/** The orders placed on this device today, newest first. */
export function ordersOfToday(storage = deviceStorage(), now = new Date()) {
  return readAll(storage).filter((order) => sameDay(new Date(order.placed_at), now));
}
