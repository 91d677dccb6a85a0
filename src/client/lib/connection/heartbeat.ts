import { getConnection, reportReached, reportUnreachable, subscribeToConnection } from './connection';

const HEARTBEAT_MS = 5_000;

/** One GET /api/health: any answer means the server is reachable again. */
async function check() {
  try {
    await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(HEARTBEAT_MS) });
    reportReached();
  } catch {
    reportUnreachable();
  }
}

/**
 * While the server is unreachable, asks it every 5 s whether it is back (requests alone would
 * not notice on a quiet till); the browser's 'online' event asks at once, its 'offline' event
 * marks the server unreachable at once. Returns the stop function.
 */
export function startHeartbeat(): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let beating = false;
  const follow = () => {
    const offline = !getConnection().online;
    if (offline === beating) return;
    beating = offline;
    clearInterval(timer);
    if (offline) timer = setInterval(() => void check(), HEARTBEAT_MS);
  };
  const online = () => void check();
  const offline = () => reportUnreachable();
  const unsubscribe = subscribeToConnection(follow);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  if (!navigator.onLine) reportUnreachable();
  follow();
  return () => {
    unsubscribe();
    clearInterval(timer);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
