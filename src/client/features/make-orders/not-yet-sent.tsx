import type { LocationId } from '@shared/ids';
import { CloudOff, ListChecks, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import type { OutboxOrder } from '../../lib/offline/outbox-types';
import { useOutbox } from '../../lib/offline/use-offline';
import { completeOnDevice, deviceOrderState, startOnDevice } from './device-order';

/**
 * This till's paid orders kept on the device (sold offline), beside the last queue it received:
 * start and complete them here; the times go to the server with the order.
 */
export function NotYetSent({ locationId }: { locationId: LocationId }) {
  const { data: orders } = useOutbox(locationId);
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="not-yet-sent" className="flex flex-col gap-3">
      <h2 id="not-yet-sent" className="text-lg font-semibold text-slate-900">
        Sold on this device
      </h2>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,21rem),1fr))] gap-4">
        {orders.map((order) => (
          <DeviceTicket key={order.client_id} order={order} />
        ))}
      </ol>
    </section>
  );
}

function DeviceTicket({ order }: { order: OutboxOrder }) {
  const state = deviceOrderState(order);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-white p-4"
      data-testid="device-ticket"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xl font-bold text-slate-900">{order.callOut}</span>
        <span className="flex items-center gap-1 rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
          <CloudOff className="size-4" aria-hidden /> Not yet sent
        </span>
      </div>
      <ul className="flex flex-col gap-1 text-slate-800">
        {order.lines.map((line) => (
          <li key={line.key}>
            <span className="font-semibold">
              {line.size} {line.name}
            </span>
            {line.customized && line.flavors.length > 0 && ` · ${line.flavors.join(', ')}`}
            {line.note && ` · ${line.note}`}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600" data-testid="device-ticket-state">
        {state}
      </p>
      <div className="flex flex-wrap gap-2">
        {!order.started_at && (
          <Button size="sm" onClick={() => void startOnDevice(order.client_id)}>
            Start
          </Button>
        )}
        {order.started_at && !order.completed_at && (
          <Button size="sm" onClick={() => void completeOnDevice(order.client_id)}>
            Complete Order
          </Button>
        )}
        {!order.completed_at && (
          <Button variant="outline" size="sm" asChild>
            <Link to={`/sync/make/${order.client_id}`}>
              <ListChecks className="size-4" aria-hidden /> Walkthrough
            </Link>
          </Button>
        )}
        <Button variant="outline" size="sm" asChild>
          <Link to={`/sync/ticket/${order.client_id}`}>
            <Printer className="size-4" aria-hidden /> Print ticket
          </Link>
        </Button>
      </div>
    </li>
  );
}
