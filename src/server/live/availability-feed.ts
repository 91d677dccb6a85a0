import type { WebSocket } from 'ws';
import { availabilityOf } from '../availability';
import type { CatalogueSnapshot } from '../catalogue';
import { leaveRoom } from './rooms';

interface Location {
  sockets: Set<WebSocket>;
  /** The last `{availability}` message sent to the location's sockets. */
  last: string;
}

const messageFor = (snapshot: CatalogueSnapshot, locationId: number) =>
  JSON.stringify({ availability: availabilityOf(snapshot, locationId) });

/**
 * Pushes `{availability: [...]}` (what is sold out) to live-channel subscribers: once to each
 * new subscriber after its first queue message, and after each catalogue change to the sockets of
 * every location whose message differs from the last one it was sent. The catalogue notification
 * reaches every instance, so every instance pushes to its own subscribers; comparing messages
 * means a change elsewhere (or a rename) costs no message where nothing shows differently.
 * Tasks run one after another, so no socket receives an older list after a newer one.
 */
export class AvailabilityFeed {
  private readonly locations = new Map<number, Location>();
  private work: Promise<void> = Promise.resolve();
  private queued = 0;
  private refreshQueued = false;

  constructor(
    private readonly source: {
      snapshot: () => Promise<CatalogueSnapshot>;
      kept: () => CatalogueSnapshot | undefined;
    },
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A socket got its first queue message: it receives the location's list and joins the feed. */
  welcome(locationId: number, socket: WebSocket) {
    const task = (snapshot: CatalogueSnapshot) => {
      if (socket.readyState !== socket.OPEN) return;
      const message = messageFor(snapshot, locationId);
      let location = this.locations.get(locationId);
      if (!location) {
        location = { sockets: new Set(), last: message };
        this.locations.set(locationId, location);
      }
      location.sockets.add(socket);
      socket.once('close', () => this.leave(locationId, socket));
      // A newer list than the location's sockets have: they get it too.
      if (message !== location.last) this.send(location, message);
      else socket.send(message);
    };
    // Kept in memory and nothing queued before it: at once, right behind the queue message.
    const kept = this.queued === 0 ? this.source.kept() : undefined;
    if (kept) task(kept);
    else this.enqueue(task);
  }

  /** The catalogue changed (sold out, names, archives): resend where the list differs. */
  changed() {
    if (this.locations.size === 0 || this.refreshQueued) return;
    this.refreshQueued = true;
    this.enqueue(
      (snapshot) => {
        for (const [locationId, location] of this.locations)
          this.send(location, messageFor(snapshot, locationId));
      },
      // Before reading: a change arriving during the read queues another refresh.
      () => (this.refreshQueued = false),
    );
  }

  private leave(locationId: number, socket: WebSocket) {
    leaveRoom(this.locations, locationId, socket);
  }

  /** Sends `message` to the location's sockets unless it is what they were sent last. */
  private send(location: Location, message: string) {
    if (message === location.last) return;
    location.last = message;
    for (const socket of location.sockets)
      if (socket.readyState === socket.OPEN) socket.send(message);
  }

  private enqueue(task: (snapshot: CatalogueSnapshot) => void, before?: () => void) {
    this.queued++;
    this.work = this.work
      .then(async () => {
        before?.();
        task(await this.source.snapshot());
      })
      .catch(this.onError)
      .finally(() => this.queued--);
  }
}
