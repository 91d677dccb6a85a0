import type { LocationId } from '@shared/ids';
import { centsToDollars } from '@shared/money';
import { useSyncExternalStore } from 'react';
import { LocationNeeded } from '../../components/location-needed';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { Page } from '../../components/ui/page';
import { useAppDispatch } from '../../lib/api/dispatch';
import { deviceTimeZone, formatDateTime } from '../../lib/date-time';
import { useShopTimeZone } from '../../lib/use-shop-time-zone';
import { formatDollars } from '../../lib/money';
import { useDiscardOrderMutation } from '../../lib/offline/offline-api';
import { removeOutboxOrder, updateOutboxOrder } from '../../lib/offline/outbox-db';
import type { OutboxOrder } from '../../lib/offline/outbox-types';
import { discardBodyOf } from '../../lib/offline/sync-order';
import { getSendingId, subscribeToSending, syncNow } from '../../lib/offline/sync-runner';
import { useConnection, useOutbox } from '../../lib/offline/use-offline';
import { useCurrentUser } from '../../lib/state/hooks';
import { useLocationId } from '../../lib/state/use-location-id';
import { notifyInPlace } from '../../lib/toast';
import { notifyRequestError } from '../../lib/save';

const DISCARD_CONFIRM =
  'Discarding loses this sale for good: the server never records it. Click again to confirm.';

/** This device's outbox for the location: what waits, what is being sent, what needs attention. */
export function SyncPage() {
  const locationId = useLocationId();
  return (
    <Page title="Sync" description="Sales kept on this device" className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Sync</h1>
      {locationId ? (
        <OutboxList locationId={locationId} />
      ) : (
        <LocationNeeded description="Choose the shop location whose sales you are sending." />
      )}
    </Page>
  );
}

function OutboxList({ locationId }: { locationId: LocationId }) {
  const { data: orders, loaded } = useOutbox(locationId);
  const sendingId = useSyncExternalStore(subscribeToSending, getSendingId);
  if (!loaded) return null;
  if (orders.length === 0)
    return <p data-testid="outbox-empty">Every sale on this device has been sent.</p>;
  return (
    <ul aria-label="Sales kept on this device" className="flex flex-col gap-3">
      {orders.map((order) => (
        <OutboxRow key={order.client_id} order={order} sending={order.client_id === sendingId} />
      ))}
    </ul>
  );
}

function stateOf(order: OutboxOrder, sending: boolean) {
  if (sending) return 'Sending…';
  return order.status === 'needs_attention' ? 'Needs attention' : 'Not yet sent';
}

function OutboxRow({ order, sending }: { order: OutboxOrder; sending: boolean }) {
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const { online } = useConnection();
  const [discard, discarding] = useDiscardOrderMutation();
  const timeZone = useShopTimeZone(order.location) ?? deviceTimeZone();
  const retry = async () => {
    await updateOutboxOrder(order.client_id, (o) => ({
      ...o,
      status: 'pending',
      message: undefined,
    }));
    void syncNow(dispatch, order.location);
  };
  const discardOrder = async () => {
    try {
      await discard(discardBodyOf(order)).unwrap();
      await removeOutboxOrder(order.client_id);
      notifyInPlace('Sale discarded');
    } catch (error) {
      notifyRequestError(error);
    }
  };
  return (
    <li data-testid="outbox-order">
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-lg font-semibold text-slate-900">{order.callOut}</span>
          <span className="tabular-nums">
            {formatDollars(centsToDollars(order.figures.totalCents))}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          {formatDateTime(order.taken_at, timeZone)} ·{' '}
          <span data-testid="outbox-state">{stateOf(order, sending)}</span>
        </p>
        {order.status === 'needs_attention' && (
          <p role="alert" className="text-sm text-red-700">
            {order.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {order.status === 'needs_attention' && (
            <Button variant="outline" size="sm" onClick={() => void retry()}>
              Retry
            </Button>
          )}
          {user?.is_admin && (
            <ConfirmButton
              size="sm"
              variant="destructive"
              warning={DISCARD_CONFIRM}
              onConfirm={discardOrder}
              disabled={!online || discarding.isLoading}
            >
              Discard
            </ConfirmButton>
          )}
          {user?.is_admin && !online && (
            <p className="text-sm text-slate-600">Discarding needs the server: you are offline.</p>
          )}
        </div>
      </Card>
    </li>
  );
}
