import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifyQueue } from '../bar';
import { orders, type Tx } from '../db';
import { repeatWhileOpen } from '../platform';

/** How often each instance looks for online orders that fell due. */
export const DUE_SWEEP_MS = 5_000;

/**
 * Puts the online orders that fell due into their location's queue, where they sort by their due
 * time. The WHERE names the state it expects: an order collected or cancelled meanwhile is left
 * alone, and two instances sweeping at once queue each order once.
 */
export async function queueDueOrders(db: Tx): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(orders)
      .set({ queuedAt: orders.dueAt })
      .where(
        and(
          eq(orders.channel, 'online'),
          isNull(orders.queuedAt),
          isNull(orders.cancelledAt),
          eq(orders.isPaid, false),
          lte(orders.dueAt, sql`now()`),
        ),
      )
      .returning({ id: orders.id, locationId: orders.locationId });
    for (const order of due) await notifyQueue(tx, order.locationId, order.id);
    return due.length;
  });
}

/** Sweeps every `everyMs` (0: never) while the app runs; closing waits for a sweep under way. */
export function sweepDueOrders(app: FastifyInstance, everyMs = DUE_SWEEP_MS) {
  const { db } = app.database;
  repeatWhileOpen(
    app,
    everyMs,
    () => queueDueOrders(db),
    (error) => app.serverLog.error(error),
  );
}
