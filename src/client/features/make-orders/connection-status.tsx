import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/date-time';
import type { LiveQueueState } from './live-queue-client';

function useSecondsUntil(at: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [at]);
  return at ? Math.max(0, Math.ceil((at - now) / 1000)) : null;
}

const LABELS = {
  open: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  refused: 'Disconnected',
};

/** The channel's state, always visible, with the manual reset. */
export function ConnectionStatus({
  state,
  onReset,
}: {
  state: LiveQueueState;
  onReset: () => void;
}) {
  const seconds = useSecondsUntil(state.status === 'reconnecting' ? state.retryAt : null);
  const live = state.status === 'open';
  const label =
    state.status === 'reconnecting' && seconds
      ? `Reconnecting in ${seconds} s`
      : LABELS[state.status];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        role="status"
        aria-label={`Live connection: ${label}`}
        data-status={state.status}
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-semibold tabular-nums',
          live ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900',
          state.status === 'refused' && 'bg-red-100 text-red-800',
        )}
      >
        {live ? (
          <Wifi className="size-4" aria-hidden />
        ) : (
          <WifiOff className="size-4" aria-hidden />
        )}
        {label}
      </span>
      <Button variant="outline" size="sm" onClick={onReset}>
        <RefreshCw className="size-4" aria-hidden />
        Reset connection
      </Button>
    </div>
  );
}

/** 'Last queue received at 10:42 AM — not live': the queue on screen while the channel is down. */
export const lastQueueLabel = (state: LiveQueueState, timeZone: string) =>
  state.receivedAt
    ? `Last queue received at ${formatTime(state.receivedAt, timeZone)} — not live`
    : 'Last queue received — not live';

/** Shown while the channel is not live: the queue on screen may be out of date. */
export function StaleQueueWarning({
  state,
  timeZone,
}: {
  state: LiveQueueState;
  timeZone: string;
}) {
  // While the first connection is made the last queue shows, not yet called out of date.
  if (state.status === 'open' || state.status === 'connecting' || state.orders === null)
    return null;
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
      {state.status === 'refused'
        ? `The live connection was refused: ${state.refusal}`
        : `${lastQueueLabel(state, timeZone)}. The queue below may be out of date until the live connection is back; Start and Finish still work and are sent as soon as the network is back.`}
    </p>
  );
}
