/**
 * Whether this device can reach the server, learned from real request outcomes (any HTTP answer
 * means reachable; a network failure or time-out means not) and from a light heartbeat while
 * unreachable, not from `navigator.onLine` alone. Also holds how many offline sales wait to be
 * sent, so the navbar can say Online / Offline / 'Syncing N'.
 */
export interface Connection {
  online: boolean;
  /** Offline sales kept on this device and not yet confirmed by the server. */
  unsent: number;
  /** Of those, the ones the server refused: they wait for staff on the Sync page, not for the network. */
  needsAttention: number;
}

let state: Connection = { online: true, unsent: 0, needsAttention: 0 };
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function update(change: Partial<Connection>) {
  const next = { ...state, ...change };
  if (
    next.online === state.online &&
    next.unsent === state.unsent &&
    next.needsAttention === state.needsAttention
  )
    return;
  const cameBack = next.online && !state.online;
  state = next;
  listeners.forEach((listener) => listener());
  if (cameBack) reconnectListeners.forEach((listener) => listener());
}

export const getConnection = () => state;

export function subscribeToConnection(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Runs `listener` each time the server is reachable again after being unreachable. */
export function onReconnect(listener: () => void) {
  reconnectListeners.add(listener);
  return () => void reconnectListeners.delete(listener);
}

/** A request got an HTTP answer (whatever its status): the server is reachable. */
export const reportReached = () => update({ online: true });

/** A request failed without an answer (network error, time-out): the server is unreachable. */
export const reportUnreachable = () => update({ online: false });

/** The offline sales waiting in this device's outbox, and how many of them the server refused. */
export const setUnsent = (unsent: number, needsAttention: number) =>
  update({ unsent, needsAttention });
