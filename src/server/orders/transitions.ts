import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { UserRow } from '../auth/users-repo';
import { FORBIDDEN } from '../auth/guards';
import { notify, type Tx } from '../db/client';
import { orders } from '../db/schema';
import { ALREADY_PAID } from './access';
import { HttpError, conflict, notFound } from '../errors';

/**
 * THE place where an order changes state (docs/DESIGN.md "Lessons"): unpaid -> queued (paid) ->
 * in progress -> complete, with the releases. Every change is one compare-and-set UPDATE whose
 * WHERE names the allowed starting states, committed together with the queue notification.
 */

type OrderState = 'unpaid' | 'queued' | 'in_progress' | 'complete';
export type TransitionName = 'pay' | 'start' | 'release' | 'complete' | 'reopen';

export const QUEUE_CHANNEL = 'order_queue';

interface TransitionRule {
  from: OrderState[];
  to: OrderState;
  adminOnly?: boolean;
}

const RULES: Record<TransitionName, TransitionRule> = {
  pay: { from: ['unpaid'], to: 'queued' },
  start: { from: ['queued'], to: 'in_progress' },
  release: { from: ['in_progress'], to: 'queued' },
  complete: { from: ['queued', 'in_progress'], to: 'complete' },
  reopen: { from: ['complete'], to: 'queued', adminOnly: true },
};

type OrderRow = typeof orders.$inferSelect;

function stateOf(order: Pick<OrderRow, 'isPaid' | 'isInProgress' | 'isComplete'>): OrderState {
  if (!order.isPaid) return 'unpaid';
  if (order.isComplete) return 'complete';
  return order.isInProgress ? 'in_progress' : 'queued';
}

function stateCondition(state: OrderState): SQL {
  const flags = {
    unpaid: [false, false, false],
    queued: [true, false, false],
    in_progress: [true, true, false],
    complete: [true, false, true],
  }[state];
  return and(
    eq(orders.isPaid, flags[0]),
    eq(orders.isInProgress, flags[1]),
    eq(orders.isComplete, flags[2]),
  )!;
}

type OrderSet = PgUpdateSetSource<typeof orders>;

function stateValues(name: TransitionName): OrderSet {
  const now = sql`now()`;
  switch (name) {
    case 'pay':
      return { isPaid: true, isInProgress: false, isComplete: false, paidAt: now };
    case 'start':
      return { isInProgress: true, startedAt: now };
    case 'release':
      return { isInProgress: false, startedAt: null };
    case 'complete':
      return { isInProgress: false, isComplete: true, completedAt: now };
    case 'reopen':
      return { isInProgress: false, isComplete: false, completedAt: null, startedAt: null };
  }
}

const REFUSALS: Record<OrderState, string> = {
  unpaid: 'This order has not been paid yet.',
  queued: 'This order has not been started.',
  in_progress: 'This order has already been started by someone else.',
  complete: 'This order is already complete.',
};

function refusal(name: TransitionName, current: OrderState): string {
  if (name === 'pay') return ALREADY_PAID;
  if (name === 'reopen') return 'This order is not complete.';
  if (name === 'release' && current === 'queued') return 'This order is not in progress.';
  return REFUSALS[current];
}

/** Which transition takes an order from its state to the wanted one (null when none does). */
function transitionBetween(current: OrderState, wanted: OrderState): TransitionName | null {
  const found = (Object.keys(RULES) as TransitionName[]).find(
    (name) => RULES[name].to === wanted && RULES[name].from.includes(current),
  );
  return found ?? null;
}

export interface TransitionOptions {
  user: UserRow;
  /** Only an order of this location (the live channel of a location). */
  locationId?: number;
  /** Further columns to set (checkout: name, discount, amount). */
  set?: OrderSet;
  /** Further conditions (checkout: collected by the user). */
  where?: SQL;
}

/** Applies a transition or throws 404 (unknown order), 403 (admin only) or 409 (not allowed now). */
export async function applyTransition(
  tx: Tx,
  orderId: number,
  name: TransitionName,
  opts: TransitionOptions,
): Promise<OrderRow> {
  const rule = RULES[name];
  if (rule.adminOnly && !opts.user.isAdmin) throw new HttpError(403, FORBIDDEN);
  const scope = and(
    eq(orders.id, orderId),
    opts.locationId ? eq(orders.locationId, opts.locationId) : undefined,
  );
  const [updated] = await tx
    .update(orders)
    .set({ ...stateValues(name), ...opts.set })
    .where(and(scope, or(...rule.from.map(stateCondition)), opts.where))
    .returning();
  if (updated) {
    await notifyQueue(tx, updated.locationId, updated.id);
    return updated;
  }
  const [current] = await tx.select().from(orders).where(scope);
  if (!current) throw notFound('Order not found.');
  throw conflict(refusal(name, stateOf(current)));
}

/**
 * Moves a locked order to the state named by the flags (update-in-progress, PATCH). Payment is
 * never one of these moves: it goes through checkout alone.
 */
export async function moveTo(
  tx: Tx,
  current: OrderRow,
  wanted: { isInProgress: boolean; isComplete: boolean },
  opts: TransitionOptions,
): Promise<OrderRow> {
  const target: OrderState = wanted.isComplete
    ? 'complete'
    : wanted.isInProgress
      ? 'in_progress'
      : 'queued';
  const from = stateOf(current);
  if (from === 'unpaid') throw conflict(REFUSALS.unpaid);
  const name = transitionBetween(from, target);
  if (!name) {
    if (from === target) throw conflict(REFUSALS[from]);
    throw conflict(
      `An order cannot go from ${from.replace('_', ' ')} to ${target.replace('_', ' ')}.`,
    );
  }
  return applyTransition(tx, current.id, name, opts);
}

/**
 * Tells every instance that the location's queue changed: "locationId:orderId" when one order did
 * (the instances re-read that order alone), a bare "locationId" to have the whole queue re-read.
 */
export const notifyQueue = (tx: Tx, locationId: number, orderId?: number) =>
  notify(
    tx,
    QUEUE_CHANNEL,
    orderId === undefined ? String(locationId) : `${locationId}:${orderId}`,
  );
