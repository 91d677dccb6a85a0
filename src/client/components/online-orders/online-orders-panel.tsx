import type { LocationId } from '@shared/ids';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { useLocationQuery } from '../../lib/api/location-api';
import { formatTime, deviceTimeZone } from '../../lib/date-time';
import { formatDollars } from '../../lib/money';
import { notifyError } from '../../lib/toast';
import {
  useCancelOnlineOrderMutation,
  useOnlineOrders,
  type OnlineOrder,
} from './online-orders-api';

const STATUS: Record<OnlineOrder['status'], string> = {
  received: 'Waiting',
  in_progress: 'Making it',
  ready: 'Ready',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** Cancelling one order: the reason first, then Cancel order. */
function CancelOnline({ order }: { order: OnlineOrder }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [cancel, { isLoading }] = useCancelOnlineOrderMutation();
  const inputId = useId();
  if (!asking) {
    return (
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        Cancel {order.code}
      </Button>
    );
  }
  const confirm = () =>
    cancel({ id: order.id, reason: reason.trim() })
      .unwrap()
      .catch(() => notifyError(`${order.code} could not be cancelled: try again.`));
  return (
    <span className="flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="text-sm">
        Reason
      </label>
      <Input
        id={inputId}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className="w-48"
      />
      <Button
        size="sm"
        variant="destructive"
        disabled={!reason.trim() || isLoading}
        onClick={confirm}
      >
        Cancel order
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </span>
  );
}

/**
 * The list of online orders not yet collected (Take Order and the bar), by when they are due: the
 * code, the customer, the pickup time, the drinks, 'Collect' (the normal checkout) and a way to
 * cancel one with a reason.
 */
export function OnlineOrdersPanel({ locationId }: { locationId: LocationId }) {
  const { data: orders = [] } = useOnlineOrders(locationId);
  const timeZone = useLocationQuery(locationId).data?.time_zone ?? deviceTimeZone();
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="online-orders-heading"
      className="rounded-xl border border-sky-200 bg-sky-50 p-4"
    >
      <h2 id="online-orders-heading" className="mb-2 text-lg font-semibold text-slate-900">
        Online orders ({orders.length})
      </h2>
      <ul className="flex flex-col gap-2">
        {orders.map((order) => (
          <li
            key={order.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3"
          >
            <span className="flex flex-col">
              <span className="font-semibold">
                {order.code} · {order.customer_name} ·{' '}
                {order.pickup_at
                  ? `Pick up ${formatTime(order.pickup_at, timeZone)}`
                  : 'As soon as possible'}
              </span>
              <span className="text-sm text-slate-700">
                {order.items.map((item) => `${item.size} ${item.name}`).join(', ')} ·{' '}
                {formatDollars(order.total)} · {STATUS[order.status]} · Pay at pickup
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <Button asChild size="sm">
                <Link to={`/checkout-order/${order.id}`}>Collect {order.code}</Link>
              </Button>
              <CancelOnline order={order} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
