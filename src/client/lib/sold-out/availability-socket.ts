import type { LocationId } from '@shared/ids';
import { isCatalogueChanged } from '@shared/live-catalogue';
import type { AvailabilityEntry } from '@shared/sold-out';
import { refreshSession } from '../http/session-refresh';
import { liveChannelUrl } from '../live-channel';

type Listener = (list: AvailabilityEntry[]) => void;

interface Listeners {
  availability: Set<Listener>;
  /** Told of every `{catalogue_changed}` message (a menu item, price or other catalogue change). */
  catalogue: Set<() => void>;
  /** The last list heard on the socket now open: the location's current one (none when closed). */
  heard?: AvailabilityEntry[];
}

interface Feed extends Listeners {
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
  locationId: LocationId,
  userId: number,
  listener: Listener,
): () => void {
  return join(locationId, userId, (feed) => feed.availability, listener);
}

/**
 * The list the location's open live socket sent last, if one is open and has spoken. The server
 * sends every change in order, so this is never older than an HTTP answer that lands after it.
 */
export function heardAvailability(
  locationId: LocationId,
  userId: number,
): AvailabilityEntry[] | undefined {
  return feeds.get(`${locationId}:${userId}`)?.heard;
}

/** Calls `listener` on each catalogue change the live channel announces (same socket as above). */
export function listenToCatalogue(
  locationId: LocationId,
  userId: number,
  listener: () => void,
): () => void {
  return join(locationId, userId, (feed) => feed.catalogue, listener);
}

function join<L>(
  locationId: LocationId,
  userId: number,
  set: (feed: Listeners) => Set<L>,
  listener: L,
): () => void {
  const key = `${locationId}:${userId}`;
  let feed = feeds.get(key);
  if (!feed) {
    const url = `${liveChannelUrl(locationId, userId)}&feed=availability`;
    const created: Feed = { availability: new Set(), catalogue: new Set(), stop: () => undefined };
    created.stop = open(url, created);
    feed = created;
    feeds.set(key, feed);
  }
  const current = feed;
  set(current).add(listener);
  return () => {
    set(current).delete(listener);
    if (current.availability.size === 0 && current.catalogue.size === 0) {
      current.stop();
      feeds.delete(key);
    }
  };
}

function open(url: string, listeners: Listeners): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let refreshed = false;
  let running = true;
  let opened = false;

  const connect = () => {
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      refreshed = false;
      // Back after a drop: a catalogue change may have been missed meanwhile.
      if (opened) for (const listener of [...listeners.catalogue]) listener();
      opened = true;
    };
    current.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as { availability?: AvailabilityEntry[] };
        if (Array.isArray(message.availability)) {
          listeners.heard = message.availability;
          for (const listener of [...listeners.availability]) listener(message.availability);
        } else if (isCatalogueChanged(message))
          for (const listener of [...listeners.catalogue]) listener();
      } catch {
        /* not JSON: not for us */
      }
    };
    current.onclose = async (event) => {
      if (socket !== current || !running) return;
      socket = null;
      listeners.heard = undefined;
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
