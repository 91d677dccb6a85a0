import { useEffect, useState } from 'preact/hooks';
import { ApiError, getJson, socketUrl } from './api';

/** The close code of a socket whose token or location names nothing (as a 404). */
const UNKNOWN_CLOSE = 4004;
const MAX_BACKOFF_MS = 30_000;

export interface LiveState<T> {
  data: T | null;
  /** The socket is open: what is shown is current. */
  live: boolean;
  /** The order or location does not exist. */
  missing: boolean;
  /** The last read failed (no network, or the server refused). */
  failed: boolean;
}

/** 1 s, 2 s, 4 s ... up to 30 s, each with up to a third more, so screens do not retry in step. */
const backoffMs = (attempt: number) => {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
  return base + Math.random() * (base / 3);
};

interface LiveSource {
  /** The websocket that sends the resource at connect and on every change. */
  socketPath: string;
  /** The GET that answers the same object: the start, and the fallback while the socket is down. */
  readPath: string;
  /** Read again this often even while the socket is open. */
  rereadMs?: number;
}

/**
 * A resource followed live: read once, then pushed by its websocket, which reconnects by itself
 * with backoff (and at once when the page comes back to the foreground), reading by GET at each
 * loss so that the page stays as current as the network allows.
 */
export function useLiveResource<T>({ socketPath, readPath, rereadMs }: LiveSource): LiveState<T> {
  const [state, setState] = useState<LiveState<T>>({
    data: null,
    live: false,
    missing: false,
    failed: false,
  });
  useEffect(() => {
    const apply = (patch: Partial<LiveState<T>>) => setState((now) => ({ ...now, ...patch }));
    const follower = follow<T>({ socketPath, readPath, rereadMs }, apply);
    return follower.stop;
  }, [socketPath, readPath, rereadMs]);
  return state;
}

function follow<T>(source: LiveSource, apply: (patch: Partial<LiveState<T>>) => void) {
  let stopped = false;
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let reread: ReturnType<typeof setInterval> | undefined;
  let attempts = 0;
  // A read answered after a push is older than what the push said.
  let pushes = 0;

  const read = async () => {
    const pushesBefore = pushes;
    try {
      const data = await getJson<T>(source.readPath);
      if (!stopped && pushes === pushesBefore) apply({ data, failed: false });
    } catch (error) {
      if (stopped) return;
      apply(
        error instanceof ApiError && error.status === 404 ? { missing: true } : { failed: true },
      );
    }
  };
  const connect = () => {
    clearTimeout(retry);
    const opened = new WebSocket(socketUrl(source.socketPath));
    socket = opened;
    opened.onopen = () => {
      attempts = 0;
      apply({ live: true });
    };
    opened.onmessage = (event) => {
      pushes += 1;
      apply({ data: JSON.parse(String(event.data)) as T, live: true, failed: false });
    };
    opened.onclose = (event) => {
      if (socket === opened) socket = null;
      if (stopped) return;
      apply({ live: false });
      if (event.code === UNKNOWN_CLOSE) {
        stop();
        return apply({ missing: true });
      }
      void read();
      retry = setTimeout(connect, backoffMs(attempts++));
    };
  };
  const wake = () => {
    if (document.visibilityState !== 'visible' || socket || stopped) return;
    attempts = 0;
    connect();
  };

  function stop() {
    stopped = true;
    clearTimeout(retry);
    clearInterval(reread);
    document.removeEventListener('visibilitychange', wake);
    window.removeEventListener('online', wake);
    socket?.close();
  }

  void read();
  connect();
  if (source.rereadMs) reread = setInterval(read, source.rereadMs);
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('online', wake);
  return { stop };
}
