import { cashEventTime } from '../drawers';
import { and, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ALREADY_PAID, ONLINE_CANCELLED, type UserRow } from '../auth';
import { notify, orders, type Tx, users } from '../db';
import { RECALL_TOO_LATE, STAFF_RECALL_MINUTES, alreadyStarted } from '../../shared/order-types';
import { ORDER_VOIDED } from '../../shared/order-record-schemas';
import { shortName } from './order-display';
import { HttpError, conflict, notFound } from '../platform';

/**
 * THE place where an order changes state (docs/DESIGN.md "Lessons"): unpaid -> queued (paid) ->
 * in progress -> complete, with the releases. An online order joins the queue unpaid when it is
 * due (queued_at) and is paid when collected, in whatever state the bar has it. Every change is
 * one compare-and-set UPDATE whose WHERE names the allowed starting states, committed together
 * with the queue notification (and the customer's, for an online order).
 */

type OrderState = 'unpaid' | 'queued' | 'in_progress' | 'complete';
export type TransitionName = 'pay' | 'collect' | 'start' | 'release' | 'complete' | 'reopen';

export const QUEUE_CHANNEL = 'order_queue';
/** Told the id of every online order whose customer would see a change (online/live-status.ts). */
export const ONLINE_ORDER_CHANNEL = 'online_order';

interface TransitionRule {
  from: OrderState[];
  to: OrderState;
  /** Staff may make the move only while this holds (admins always): the recall window. */
  staffWithin?: SQL;
  /** Only orders matching this may make the move. */
  only?: SQL;
}

/** Staff may recall an order completed less than STAFF_RECALL_MINUTES ago. */
const recentlyCompleted = gt(
  orders.completedAt,
  sql`now() - make_interval(mins => ${STAFF_RECALL_MINUTES})`,
);

const RULES: Record<TransitionName, TransitionRule> = {
  pay: { from: ['unpaid'], to: 'queued' },
  collect: {
    from: ['unpaid', 'queued', 'in_progress', 'complete'],
    to: 'queued',
    only: and(eq(orders.channel, 'online'), eq(orders.isPaid, false), isNull(orders.cancelledAt)),
  },
  start: { from: ['queued'], to: 'in_progress' },
  release: { from: ['in_progress'], to: 'queued' },
  complete: { from: ['queued', 'in_progress'], to: 'complete' },
  reopen: { from: ['complete'], to: 'queued', staffWithin: recentlyCompleted },
};

type OrderRow = typeof orders.$inferSelect;

type StateColumns = Pick<OrderRow, 'isPaid' | 'queuedAt' | 'isInProgress' | 'isComplete'>;

function stateOf(order: StateColumns): OrderState {
  if (!order.isPaid && order.queuedAt === null) return 'unpaid';
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
  const inQueue = or(eq(orders.isPaid, true), isNotNull(orders.queuedAt));
  return and(
    flags[0]
      ? and(inQueue, isNull(orders.cancelledAt))
      : and(eq(orders.isPaid, false), isNull(orders.queuedAt)),
    eq(orders.isInProgress, flags[1]),
    eq(orders.isComplete, flags[2]),
    isNull(orders.voidedAt),
  )!;
}

type OrderSet = PgUpdateSetSource<typeof orders>;

/** The columns a transition sets; `userId` is who makes it (started_by, completed_by). */
function stateValues(name: TransitionName, userId: number): OrderSet {
  const now = sql`now()`;
  switch (name) {
    case 'pay':
      return { isPaid: true, isInProgress: false, isComplete: false, paidAt: cashEventTime() };
    case 'collect':
      // The bar's work stays as it is: a customer may pay before the drink is made.
      return {
        isPaid: true,
        paidAt: cashEventTime(),
        collectedBy: userId,
        queuedAt: sql`coalesce(${orders.queuedAt}, now())`,
      };
    case 'start':
      return { isInProgress: true, startedAt: now, startedBy: userId };
    case 'release':
      return { isInProgress: false, startedAt: null, startedBy: null };
    case 'complete':
      return {
        isInProgress: false,
        isComplete: true,
        completedAt: now,
        completedBy: userId,
        startedBy: sql`coalesce(${orders.startedBy}, ${userId})`,
      };
    case 'reopen':
      return {
        isInProgress: false,
        isComplete: false,
        completedAt: null,
        completedBy: null,
        startedAt: null,
        startedBy: null,
      };
  }
}

const REFUSALS: Record<OrderState, string> = {
  unpaid: 'This order has not been paid yet.',
  queued: 'This order has not been started.',
  in_progress: 'This order is in progress.',
  complete: 'This order is already complete.',
};

/** The 409 of a transition refused in state `current` (a start names who started the order). */
async function refusal(tx: Tx, name: TransitionName, current: OrderRow): Promise<HttpError> {
  const state = stateOf(current);
  if (current.cancelledAt) return conflict(ONLINE_CANCELLED);
  if (name === 'pay' || name === 'collect') return conflict(ALREADY_PAID);
  if (name === 'reopen') return conflict('This order is not complete.');
  if (name === 'release' && state === 'queued') return conflict('This order is not in progress.');
  if (state === 'in_progress') return conflict(await startedRefusal(tx, current.startedBy));
  return conflict(REFUSALS[state]);
}

/** '<name> already started this order.', naming the starter as the queue does. */
async function startedRefusal(tx: Tx, startedBy: number | null): Promise<string> {
  const [starter] =
    startedBy === null
      ? []
      : await tx
          .select({ name: shortName(users) })
          .from(users)
          .where(eq(users.id, startedBy));
  return alreadyStarted(starter?.name ?? null);
}

const PAYMENTS: TransitionName[] = ['pay', 'collect'];

/** Which bar move takes an order from its state to the wanted one (null when none does). */
function transitionBetween(current: OrderState, wanted: OrderState): TransitionName | null {
  const found = (Object.keys(RULES) as TransitionName[]).find(
    (name) =>
      !PAYMENTS.includes(name) && RULES[name].to === wanted && RULES[name].from.includes(current),
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
  const limited = rule.staffWithin && !opts.user.isAdmin ? rule.staffWithin : undefined;
  const scope = and(
    eq(orders.id, orderId),
    opts.locationId ? eq(orders.locationId, opts.locationId) : undefined,
  );
  const [updated] = await tx
    .update(orders)
    .set({ ...stateValues(name, opts.user.id), ...opts.set })
    .where(and(scope, or(...rule.from.map(stateCondition)), rule.only, opts.where, limited))
    .returning();
  if (updated) {
    await notifyQueue(tx, updated.locationId, updated.id);
    if (updated.channel === 'online') await notify(tx, ONLINE_ORDER_CHANNEL, String(updated.id));
    return updated;
  }
  const [current] = await tx.select().from(orders).where(scope);
  if (!current) throw notFound('Order not found.');
  if (current.voidedAt) throw conflict(ORDER_VOIDED);
  if (limited && rule.from.includes(stateOf(current))) throw new HttpError(403, RECALL_TOO_LATE);
  throw await refusal(tx, name, current);
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
  if (current.voidedAt) throw conflict(ORDER_VOIDED);
  if (current.cancelledAt) throw conflict(ONLINE_CANCELLED);
  if (from === 'unpaid') throw conflict(REFUSALS.unpaid);
  const name = transitionBetween(from, target);
  if (!name) {
    if (from === 'in_progress' && target === 'in_progress')
      throw conflict(await startedRefusal(tx, current.startedBy));
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
