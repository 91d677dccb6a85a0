import { CircleAlert, CloudOff, LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { OutboxEntry } from './bar-outbox';

const SENDING = { start: 'Starting…', finish: 'Finishing…' };
const WAITING = {
  start: 'Start will send when back online',
  finish: 'Finish will send when back online',
};

/** Where this ticket's Start or Finish is while the network is down, or why it was refused. */
export function OutboxState({
  entries,
  onDismiss,
}: {
  entries: OutboxEntry[];
  onDismiss: () => void;
}) {
  const refused = entries.find((e) => e.state === 'refused');
  const latest = entries[entries.length - 1];
  if (refused) {
    return (
      <div
        role="status"
        data-testid="outbox-state"
        data-state="refused"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
      >
        <span className="inline-flex items-center gap-1.5">
          <CircleAlert className="size-4 shrink-0" aria-hidden />
          Not sent: {refused.error}
        </span>
        <Button variant="outline" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    );
  }
  const waiting = latest.state === 'waiting';
  return (
    <p
      role="status"
      data-testid="outbox-state"
      data-state={latest.state}
      className="inline-flex items-center gap-1.5 rounded-lg bg-amber-100 px-3 py-2 font-semibold text-amber-950"
    >
      {waiting ? (
        <CloudOff className="size-4 shrink-0" aria-hidden />
      ) : (
        <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden />
      )}
      {waiting ? WAITING[latest.action] : SENDING[latest.action]}
    </p>
  );
}
