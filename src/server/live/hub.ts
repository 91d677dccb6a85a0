import type { WebSocket } from 'ws';
import type { OrderDisplay } from '../../shared/order-types';

type LoadQueue = (locationId: number) => Promise<OrderDisplay[]>;

interface Pending {
  /** A queue change: every subscriber gets the fresh queue. */
  everyone: boolean;
  /** New subscribers waiting for their first queue. */
  newcomers: Set<WebSocket>;
}

/**
 * The live-channel subscribers of this server instance, by location. Each change loads the
 * location's queue ONCE and sends it to every subscriber. Loads of one location run one after
 * another and requests made during a load collapse into the next one, so no subscriber ever
 * receives an older queue after a newer one.
 */
export class QueueHub {
  private readonly subscribers = new Map<number, Set<WebSocket>>();
  private readonly pending = new Map<number, Pending>();
  private readonly running = new Set<number>();
  /** The last queue message of each location, until its next change (sent to newcomers). */
  private readonly latest = new Map<number, { version: number; message: string }>();
  /** Counts the changes of each location, so a load that a change overtook is not kept. */
  private readonly versions = new Map<number, number>();

  constructor(
    private readonly load: LoadQueue,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Subscribes a socket; it receives the current queue first. */
  join(locationId: number, socket: WebSocket) {
    const set = this.subscribers.get(locationId) ?? new Set();
    set.add(socket);
    this.subscribers.set(locationId, set);
    this.schedule(locationId, socket);
  }

  leave(locationId: number, socket: WebSocket) {
    const set = this.subscribers.get(locationId);
    set?.delete(socket);
    if (set?.size === 0) {
      this.subscribers.delete(locationId);
      this.latest.delete(locationId);
    }
  }

  /** The queue of the location changed. */
  changed(locationId: number) {
    this.versions.set(locationId, (this.versions.get(locationId) ?? 0) + 1);
    this.latest.delete(locationId);
    if (this.subscribers.has(locationId)) this.schedule(locationId, null);
  }

  /** Changes may have been missed (the LISTEN connection dropped): resend every queue. */
  changedEverywhere() {
    for (const locationId of [...this.subscribers.keys()]) this.changed(locationId);
  }

  /** The location's queue message: the one kept since its last change, or a fresh load. */
  private async message(locationId: number): Promise<string> {
    const version = this.versions.get(locationId) ?? 0;
    const kept = this.latest.get(locationId);
    if (kept?.version === version) return kept.message;
    const message = JSON.stringify({ pending_orders: await this.load(locationId) });
    if ((this.versions.get(locationId) ?? 0) === version && this.subscribers.has(locationId))
      this.latest.set(locationId, { version, message });
    return message;
  }

  private schedule(locationId: number, newcomer: WebSocket | null) {
    const pending = this.pending.get(locationId) ?? { everyone: false, newcomers: new Set() };
    if (newcomer) pending.newcomers.add(newcomer);
    else pending.everyone = true;
    this.pending.set(locationId, pending);
    if (!this.running.has(locationId)) void this.run(locationId);
  }

  private async run(locationId: number) {
    this.running.add(locationId);
    try {
      for (let next = this.pending.get(locationId); next; next = this.pending.get(locationId)) {
        this.pending.delete(locationId);
        const targets = next.everyone
          ? [...(this.subscribers.get(locationId) ?? [])]
          : [...next.newcomers];
        try {
          const message = await this.message(locationId);
          for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(message);
        } catch (error) {
          this.onError(error);
        }
      }
    } finally {
      this.running.delete(locationId);
    }
  }

  closeAll(code: number, reason: string) {
    for (const set of this.subscribers.values())
      for (const socket of set) socket.close(code, reason);
    this.subscribers.clear();
  }
}
