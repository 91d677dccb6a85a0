import type { OrderDisplay } from '@shared/order-types';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LocationNeeded } from '../../components/location-needed';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { SoldOutButton } from '../../components/sold-out/sold-out-button';
import { isAdminUser } from '../../lib/state/user';
import { useUpdateInProgressMutation } from './make-orders-api';
import { cn } from '../../lib/cn';
import { useCurrentUser, useLocationId } from '../../lib/state/hooks';
import { notifyError, notifyRequestError } from '../../lib/toast';
import { ConnectionStatus, StaleQueueWarning } from './connection-status';
import { EmptyQueue } from './empty-queue';
import { OrderCard } from './order-card';
import { useLiveQueue } from './use-live-queue';

const QUEUE_HEADING = 'Please make orders from top to bottom';

export function MakeOrdersPage() {
  const locationId = useLocationId();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const live = useLiveQueue(locationId, user?.id);
  const [updateInProgress] = useUpdateInProgressMutation();
  const [startingId, setStartingId] = useState<number | null>(null);

  // SPEC section 4: Start Order goes over the channel; without one the same change is made over HTTP.
  const start = async (order: OrderDisplay) => {
    setStartingId(order.id);
    try {
      if (live.status === 'open') {
        const result = await live.request(
          { order_in_progress: true, order_id: order.id },
          (orders) => orders.some((o) => o.id === order.id && o.is_in_progress),
        );
        if (!result.ok) return notifyError(result.error);
      } else {
        await updateInProgress({ id: order.id, is_in_progress: true, is_complete: false }).unwrap();
      }
      navigate(`/make-orders/${order.id}`);
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setStartingId(null);
    }
  };

  if (!locationId) {
    return (
      <Page title="Make Orders" description="Queue of pending orders">
        <LocationNeeded description="Choose the shop location whose queue you are making." />
      </Page>
    );
  }

  return (
    <Page title="Make Orders" description="Queue of pending orders" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{QUEUE_HEADING}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <SoldOutButton locationId={locationId} />
          <ConnectionStatus state={live} onReset={live.reset} />
        </div>
      </div>
      <StaleQueueWarning state={live} />
      {live.orders === null ? (
        <div className="flex items-center gap-3 py-10 text-slate-600">
          <Spinner />
          {live.status === 'refused' ? live.refusal : 'Connecting to the live queue…'}
        </div>
      ) : live.orders.length === 0 ? (
        <EmptyQueue />
      ) : (
        <ol
          aria-label="Order queue"
          className={cn('flex flex-col gap-3', live.status !== 'open' && 'grayscale')}
        >
          {live.orders.map((order, index) => (
            <OrderCard
              key={order.id}
              order={order}
              position={index + 1}
              live={live}
              isAdmin={isAdminUser(user)}
              onStart={start}
              starting={startingId === order.id}
            />
          ))}
        </ol>
      )}
    </Page>
  );
}
