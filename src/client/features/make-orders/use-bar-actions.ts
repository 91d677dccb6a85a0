import type { OrderDisplay } from '@shared/order-types';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, notifyRequestError } from '../../lib/toast';
import { useUpdateInProgressMutation } from './make-orders-api';
import type { LiveQueue } from './use-live-queue';

const NO_ANSWER = 'The server did not answer. Check the queue and try again.';

/**
 * Start Order and Recall. Over the live channel when it is open (SPEC section 4), otherwise over
 * HTTP; either way the screen acts on the answer to its own request: a start counts only when the
 * queue shows the order started by this user, and a refusal of it ('Sam already started this
 * order.') is shown while the screen stays on the queue.
 */
export function useBarActions(live: LiveQueue, userId: number | undefined) {
  const navigate = useNavigate();
  const [updateInProgress] = useUpdateInProgressMutation();
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
          : !!(await updateInProgress({
              id: order.id,
              is_in_progress: true,
              is_complete: false,
            }).unwrap());
      if (started) navigate(`/make-orders/${order.id}`);
      return started;
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

  return { start, recall, busyId };
}
