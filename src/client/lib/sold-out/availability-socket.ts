import type { AvailabilityEntry } from '@shared/sold-out';
import { refreshSession } from '../api/session-refresh';
import { liveChannelUrl } from '../live-channel';

type Listener = (list: AvailabilityEntry[]) => void;

interface Feed {
  listeners: Set<Listener>;
  stop: () => void;
}

const feeds = new Map<string, Feed>();
const NOT_SIGNED_IN = 4001;
const isRefusal = (code: number) => code >= 4001 && code <= 4004;

/**
 * One socket per location and user for every availability listener of the page: it hears the live
 * channel's `{availability}` messages (the server sends the whole list on every connect, so a
 * reconnect resynchronises) and ignores the queue. Reconnects with backoff, 0.5 s doubling to 5 s;
 * a refused connection (4001-4004) stops after one session refresh.
 */
export function listenToAvailability(
  locationId: string,
  userId: number,
  listener: Listener,
): () => void {
  const key = `${locationId}:${userId}`;
  let feed = feeds.get(key);
  if (!feed) {
    const listeners = new Set<Listener>();
    feed = {
      listeners,
      stop: open(`${liveChannelUrl(locationId, userId)}&feed=availability`, listeners),
    };
    feeds.set(key, feed);
  }
  const current = feed;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.stop();
      feeds.delete(key);
    }
  };
}

function open(url: string, listeners: Set<Listener>): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let refreshed = false;
  let running = true;

  const connect = () => {
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      refreshed = false;
    };
    current.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as { availability?: AvailabilityEntry[] };
        if (Array.isArray(message.availability))
          for (const listener of [...listeners]) listener(message.availability);
      } catch {
        /* not JSON: not for us */
      }
    };
    current.onclose = async (event) => {
      if (socket !== current || !running) return;
      socket = null;
      if (event.code === NOT_SIGNED_IN && !refreshed) {
        refreshed = true;
        if ((await refreshSession()) && running) return connect();
      }
      if (isRefusal(event.code)) return;
      timer = setTimeout(connect, Math.min(500 * 2 ** attempt++, 5000));
    };
  };
  connect();
  return () => {
    running = false;
    clearTimeout(timer);
    const last = socket;
    socket = null;
    if (last && last.readyState <= WebSocket.OPEN) last.close(1000, 'closing');
  };
}
