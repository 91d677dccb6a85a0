import type { OnlineTicket } from '@shared/order-types';
import { formatTime } from '../../lib/date-time';

/** Under an online order's name on its ticket: that it came online, when it is picked up, unpaid. */
export function OnlineTicketLine({
  online,
  paid,
  timeZone,
}: {
  online: OnlineTicket;
  paid: boolean;
  timeZone: string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
      <span className="rounded-full bg-sky-100 px-2 py-0.5 font-semibold text-sky-900 ring-1 ring-sky-300">
        Online
      </span>
      <span>
        {online.pickup_at
          ? `Pick up ${formatTime(online.pickup_at, timeZone)}`
          : 'Pick up as soon as possible'}
      </span>
      {!paid && <span className="font-semibold text-amber-900">Pay at pickup</span>}
    </p>
  );
}
