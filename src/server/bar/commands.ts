import type { UserRow } from '../auth';
import type { Tx } from '../db';
import { applyTransition, notifyQueue, type TransitionName } from './transitions';

// What the live channel needs of the bar: the queue's channel, its reads and its moves.
export { QUEUE_CHANNEL } from './transitions';
export { loadQueue, loadQueueEntries, loadQueueWindow, type QueueEntry } from './order-display';

/** The queue moves of the live channel, scoped to the channel's location. */
type LiveScope = { user: UserRow; locationId: number };

const move = (name: TransitionName) => (tx: Tx, id: number, scope: LiveScope) =>
  applyTransition(tx, id, name, scope);

export const startOrder = move('start');
export const releaseOrder = move('release');
export const completeOrder = move('complete');
export const reopenOrder = move('reopen');

/** Tells every instance to push the location's queue again (a client asked for a refresh). */
export const announceQueue = (tx: Tx, locationId: number) => notifyQueue(tx, locationId);
