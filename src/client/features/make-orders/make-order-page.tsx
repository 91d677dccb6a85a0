import { idFromText } from '@shared/ids';
import type { OrderDisplay } from '@shared/order-types';
import { useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { Page } from '../../components/ui/page';
import { PageSpinner } from '../../components/ui/spinner';
import { useOrderQuery } from '../../lib/api/orders-api';
import { useCurrentUser } from '../../lib/state/hooks';
import { useLocationId } from '../../lib/state/use-location-id';
import { notifyError, notifySuccess } from '../../lib/toast';
import { ConnectionStatus } from './connection-status';
import { orderTitle } from './item-recipe';
import { OrderWalkthrough } from './order-walkthrough';
import { useBarOutbox } from './use-bar-outbox';
import { useLiveQueue } from './use-live-queue';
import { useUpdateInProgressMutation } from './make-orders-api';
import { BackToQueue, WalkthroughFrame, WalkthroughNotice } from './walkthrough-frame';
import { LoadFailure } from '../../components/load-failure';

const COMPLETE_ORDER_CONFIRM = 'Click button again to mark this order as completed.';

/** The walkthrough of /make-orders/{id}. Leaving or unloading it releases the order (SPEC section 4). */
export function MakeOrderPage() {
  const orderId = idFromText(useParams().id) ?? 0;
  const navigate = useNavigate();
  const user = useCurrentUser();
  const locationId = useLocationId();
  const fetched = useOrderQuery(orderId || skipToken, { refetchOnMountOrArgChange: true });
  const [finishing, setFinishing] = useState(false);
  const finished = useRef(false);
  const current = useRef<OrderDisplay | undefined>(undefined);

  const [updateInProgress] = useUpdateInProgressMutation();
  const live = useLiveQueue(locationId, user?.id, {
    // Left before the channel opened (a slow network): the release goes over HTTP, kept alive
    // through the unload.
    farewell: (send) => {
      if (finished.current || !current.current?.is_in_progress) return;
      if (send({ order_in_progress: false, order_id: orderId })) return;
      void updateInProgress({ id: orderId, is_in_progress: false, keepalive: true });
    },
  });
  const outbox = useBarOutbox(user?.id, live.status);
  const order = live.orders?.find((o) => o.id === orderId) ?? fetched.data;
  useEffect(() => {
    current.current = order;
  });

  // Reopened after an unload released it: take the order again, once.
  const resumed = useRef(false);
  const { send } = live;
  useEffect(() => {
    const loaded = fetched.data;
    if (resumed.current || live.status !== 'open' || !loaded || fetched.isFetching) return;
    resumed.current = true;
    const queued = loaded.is_paid || !!loaded.online;
    if (queued && !loaded.is_in_progress && !loaded.is_complete) {
      send({ order_in_progress: true, order_id: orderId });
    }
  }, [live.status, fetched.data, fetched.isFetching, orderId, send]);

  /**
   * Finish through the bar's outbox: without a network it waits there and the queue shows it
   * ('Finish will send when back online') until it is sent.
   */
  const finish = async () => {
    setFinishing(true);
    const delivery = await outbox.send(orderId, 'finish');
    setFinishing(false);
    if (delivery.kind === 'refused') return notifyError(delivery.error);
    finished.current = true;
    if (delivery.kind === 'done') notifySuccess('Order completed successfully');
    navigate('/make-orders');
  };

  let body;
  // A read that failed (a network drop) hides nothing the live queue still has.
  if (!(orderId > 0) || (fetched.isError && !order)) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <LoadFailure error={fetched.error}>
          <h1 className="text-2xl font-bold text-slate-900">Order not found</h1>
        </LoadFailure>
        <BackToQueue />
      </div>
    );
  } else if (!order) {
    body = <PageSpinner />;
  } else if (order.is_complete && !finished.current) {
    body = <WalkthroughNotice title={`${orderTitle(order)} - Completed`} />;
  } else {
    body = (
      <WalkthroughFrame
        title={orderTitle(order)}
        state={<ConnectionStatus state={live} onReset={live.reset} />}
      >
        <OrderWalkthrough items={order.order_items} onFinish={finish} finishing={finishing} />
        {live.status !== 'open' && (
          <ConfirmButton warning={COMPLETE_ORDER_CONFIRM} onConfirm={finish} disabled={finishing}>
            Complete Order
          </ConfirmButton>
        )}
      </WalkthroughFrame>
    );
  }

  return (
    <Page title="Make Order" description="Make an order item by item">
      {body}
    </Page>
  );
}
