import type { OrderDisplay } from '@shared/order-types';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyRequestError } from '../../lib/save';
import { notifyError, notifySuccess } from '../../lib/toast';
import type { Delivery } from './bar-outbox';
import { useUpdateInProgressMutation } from './make-orders-api';
import { useBarOutbox } from './use-bar-outbox';
import type { LiveQueue } from './use-live-queue';

const NO_ANSWER = 'The server did not answer. Check the queue and try again.';

/** A refusal is said once; waiting for the network shows on the ticket alone. */
const delivered = (delivery: Delivery) => {
  if (delivery.kind === 'refused') notifyError(delivery.error);
  return delivery.kind === 'done';
};

/**
 * Start Order, Finish Order and Recall. A start goes over the live channel when it is open (SPEC
 * section 4), otherwise through the bar's outbox over HTTP, which keeps it through a network drop
 * and sends it when the network is back; either way the screen acts on the answer to its own
 * request: a start counts only when the server took it, and a refusal of it ('Sam already started
 * this order.') is shown while the screen stays on the queue.
 */
export function useBarActions(live: LiveQueue, userId: number | undefined) {
  const navigate = useNavigate();
  const [updateInProgress] = useUpdateInProgressMutation();
  const outbox = useBarOutbox(userId, live.status);
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (order: OrderDisplay, action: () => Promise<boolean>) => {
    setBusyId(order.id);
    try {
      return await action();
    } catch (error) {
      notifyRequestError(error);
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const overChannel = async (...args: Parameters<LiveQueue['request']>) => {
    const result = await live.request(...args);
    if (!result.ok) notifyError(result.error);
    return result.ok;
  };

  const start = (order: OrderDisplay) =>
    run(order, async () => {
      const started =
        live.status === 'open'
          ? await overChannel(
              { order_in_progress: true, order_id: order.id },
              (orders) =>
                orders.some(
                  (o) => o.id === order.id && o.is_in_progress && o.started_by === userId,
                ),
              { timeoutMs: 5000, onTimeout: { ok: false, error: NO_ANSWER } },
            )
          : delivered(await outbox.send(order.id, 'start'));
      if (started) navigate(`/make-orders/${order.id}`);
      return started;
    });

  /** Finish from the ticket: an order this barista started (also while the start still waits). */
  const finish = (order: OrderDisplay) =>
    run(order, async () => {
      const done = delivered(await outbox.send(order.id, 'finish'));
      if (done) notifySuccess('Order completed successfully');
      return done;
    });

  const recall = (order: OrderDisplay) =>
    run(order, async () =>
      live.status === 'open'
        ? overChannel({ order_complete: false, order_id: order.id }, (orders) =>
            orders.some((o) => o.id === order.id && !o.is_complete),
          )
        : !!(await updateInProgress({
            id: order.id,
            is_in_progress: false,
            is_complete: false,
          }).unwrap()),
    );

  return { start, finish, recall, busyId, outbox };
}
