import type { WebSocket } from 'ws';
import { QUEUE_LIMIT } from '../../shared/order-types';
import type { QueueEntry } from '../bar';
import { leaveRoom } from './rooms';

/** Reads of the queue's orders (orders/commands.ts). */
export interface QueueSource {
  /** Both halves of the location's queue, each at most `size` orders long, in queue order. */
  window(
    locationId: number,
    size: number,
  ): Promise<{ waiting: QueueEntry[]; completed: QueueEntry[] }>;
  /** These orders as the queue shows them; a deleted order is absent. */
  orders(ids: number[]): Promise<QueueEntry[]>;
}

/**
 * How many orders of each half a location keeps: more than the queue shows, so that orders leaving
 * the front (completed, reopened, removed) rarely leave too few known orders behind them.
 */
const KEPT = 2 * QUEUE_LIMIT;

/**
 * One half of a location's queue as this instance knows it: the first orders of the half in queue
 * order, with no order of the half missing in between; `all` when no other order belongs to it.
 */
interface Half {
  entries: QueueEntry[];
  all: boolean;
}

interface Kept {
  waiting: Half;
  completed: Half;
  /** The catalogue version it was read at (catalogue names show in the queue). */
  catalogue: number;
  message: string;
}

interface Pending {
  /** The whole queue must be read again (a bare notification, a reconnect). */
  reload: boolean;
  /** Orders that changed: re-read and put in place. */
  orders: Set<number>;
  /** A queue change: every subscriber gets the fresh queue. */
  everyone: boolean;
  /** New subscribers waiting for their first queue. */
  newcomers: Set<WebSocket>;
}

/** A location with subscribers; dropped with its last subscriber, so a later one starts afresh. */
interface Location {
  id: number;
  sockets: Set<WebSocket>;
  pending: Pending | null;
  running: boolean;
  kept: Kept | null;
}

const nullsLast = (a: bigint | null, b: bigint | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/** docs/BUSINESS_RULES.md "Orders": waiting orders in the order they were paid, then ids. */
const waitingOrder = (a: QueueEntry, b: QueueEntry) =>
  nullsLast(a.key, b.key) || a.order.id - b.order.id;

/** Completed orders newest first (no completion time last), then ids. */
const completedOrder = (a: QueueEntry, b: QueueEntry) =>
  (a.key === null || b.key === null ? nullsLast(a.key, b.key) : nullsLast(b.key, a.key)) ||
  a.order.id - b.order.id;

/** Puts `entry` in its place, unless that place is past the known orders of an incomplete half. */
function insert(half: Half, entry: QueueEntry, compare: typeof waitingOrder) {
  const at = half.entries.findIndex((other) => compare(entry, other) < 0);
  if (at === -1 && !half.all) return;
  half.entries.splice(at === -1 ? half.entries.length : at, 0, entry);
  if (half.entries.length > KEPT) {
    half.entries.length = KEPT;
    half.all = false;
  }
}

/** The queue as loadQueue reads it, or null when the known orders do not tell it. */
function visible({ waiting, completed }: Kept): QueueEntry[] | null {
  const fromWaiting = waiting.entries.slice(0, QUEUE_LIMIT);
  if (fromWaiting.length < QUEUE_LIMIT && !waiting.all) return null;
  const wanted = QUEUE_LIMIT - fromWaiting.length;
  if (completed.entries.length < wanted && !completed.all) return null;
  return [...fromWaiting, ...completed.entries.slice(0, wanted)];
}

const queueMessage = (queue: QueueEntry[]) =>
  JSON.stringify({ pending_orders: queue.map((entry) => entry.order) });

/**
 * The live-channel subscribers of this server instance, by location, and the queue of each such
 * location kept in memory. A notification naming an order re-reads that order alone and puts it in
 * place; the whole queue is read when a location gets its first subscriber, on a bare notification,
 * after a reconnect or a catalogue change, and when too few orders are known to fill the queue.
 * Updates of one location run one after another and changes made during one collapse into the
 * next, so no subscriber ever receives an older queue after a newer one. Every message equals what
 * loadQueue reads once the changes it was told about are applied.
 */
export class QueueHub {
  private readonly locations = new Map<number, Location>();
  private catalogue = 0;

  constructor(
    private readonly source: QueueSource,
    private readonly onError: (error: unknown) => void,
    /** Called for each new subscriber once its first queue message went out (the sold-out list). */
    private readonly welcome?: (locationId: number, socket: WebSocket) => void,
  ) {}

  /** Subscribes a socket; it receives the current queue first. */
  join(locationId: number, socket: WebSocket) {
    let location = this.locations.get(locationId);
    if (!location) {
      location = { id: locationId, sockets: new Set(), pending: null, running: false, kept: null };
      this.locations.set(locationId, location);
    }
    location.sockets.add(socket);
    this.schedule(location, (pending) => pending.newcomers.add(socket));
  }

  leave(locationId: number, socket: WebSocket) {
    leaveRoom(this.locations, locationId, socket);
  }

  /** The queue of the location changed: order `orderId`, or anything when none is named. */
  changed(locationId: number, orderId?: number) {
    const location = this.locations.get(locationId);
    if (!location) return;
    this.schedule(location, (pending) => {
      pending.everyone = true;
      if (orderId === undefined) pending.reload = true;
      else pending.orders.add(orderId);
    });
  }

  /** Changes may have been missed (the LISTEN connection dropped): resend every queue. */
  changedEverywhere() {
    for (const locationId of [...this.locations.keys()]) this.changed(locationId);
  }

  /** Names in the catalogue may have changed: the kept queues are read again before their next use. */
  catalogueChanged() {
    this.catalogue++;
  }

  private schedule(location: Location, add: (pending: Pending) => void) {
    location.pending ??= {
      reload: false,
      orders: new Set(),
      everyone: false,
      newcomers: new Set(),
    };
    add(location.pending);
    if (!location.running) void this.run(location);
  }

  private async run(location: Location) {
    location.running = true;
    try {
      for (let next = location.pending; next; next = location.pending) {
        location.pending = null;
        const targets = next.everyone ? [...location.sockets] : [...next.newcomers];
        try {
          // Encoded once: every subscriber is sent the same bytes, as a text frame.
          const message = Buffer.from(await this.update(location, next));
          for (const socket of targets)
            if (socket.readyState === socket.OPEN) socket.send(message, { binary: false });
          for (const socket of next.newcomers)
            if (socket.readyState === socket.OPEN) this.welcome?.(location.id, socket);
        } catch (error) {
          location.kept = null;
          this.onError(error);
        }
      }
    } finally {
      location.running = false;
    }
  }

  /** Applies the pending changes to the kept queue (or reads it afresh) and returns its message. */
  private async update(location: Location, pending: Pending): Promise<string> {
    const locationId = location.id;
    let kept = location.kept;
    // Its last subscriber left: nobody is left to send to.
    if (this.locations.get(locationId) !== location) return kept?.message ?? '';
    if (kept && kept.catalogue === this.catalogue && !pending.reload && pending.orders.size) {
      const changed = await this.source.orders([...pending.orders]);
      kept = this.applied(kept, locationId, pending.orders, changed);
    }
    if (!kept || kept.catalogue !== this.catalogue || pending.reload || !visible(kept)) {
      const catalogue = this.catalogue;
      const { waiting, completed } = await this.source.window(locationId, KEPT);
      kept = {
        waiting: { entries: waiting, all: waiting.length < KEPT },
        completed: { entries: completed, all: completed.length < KEPT },
        catalogue,
        message: '',
      };
    }
    kept.message ||= queueMessage(visible(kept)!);
    location.kept = kept;
    return kept.message;
  }

  /** The kept queue with the orders `ids` as read in `changed` (an absent one was deleted). */
  private applied(kept: Kept, locationId: number, ids: Set<number>, changed: QueueEntry[]): Kept {
    const outside = (entry: QueueEntry) => !ids.has(entry.order.id);
    const waiting = { entries: kept.waiting.entries.filter(outside), all: kept.waiting.all };
    const completed = { entries: kept.completed.entries.filter(outside), all: kept.completed.all };
    for (const entry of changed) {
      if (entry.order.location !== locationId || !entry.inQueue) continue;
      if (entry.order.is_complete) insert(completed, entry, completedOrder);
      else insert(waiting, entry, waitingOrder);
    }
    return { waiting, completed, catalogue: kept.catalogue, message: '' };
  }

  /** Sends `message` to every subscriber of every location (catalogue changes concern them all). */
  broadcast(message: string) {
    const bytes = Buffer.from(message);
    for (const location of this.locations.values())
      for (const socket of location.sockets)
        if (socket.readyState === socket.OPEN) socket.send(bytes, { binary: false });
  }

  closeAll(code: number, reason: string) {
    for (const location of this.locations.values())
      for (const socket of location.sockets) socket.close(code, reason);
    this.locations.clear();
  }
}
