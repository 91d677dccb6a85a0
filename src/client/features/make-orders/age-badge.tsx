import { Clock } from 'lucide-react';
import { cn } from '../../lib/cn';
import { ageLevel, formatAge, type TicketThresholds } from './ticket-age';

/** Colours with text contrast of 4.5:1 or more, and a word besides the colour. */
const LOOK = {
  fresh: { className: 'bg-slate-100 text-slate-800', cue: '' },
  yellow: { className: 'bg-amber-100 text-amber-900 ring-1 ring-amber-400', cue: 'Waiting long' },
  red: { className: 'bg-red-700 text-white', cue: 'Overdue' },
};

/** How long a ticket has waited since payment (mm:ss), yellow and then red past the thresholds. */
export function AgeBadge({
  seconds,
  thresholds,
}: {
  seconds: number;
  thresholds: TicketThresholds;
}) {
  const level = ageLevel(seconds, thresholds);
  const { className, cue } = LOOK[level];
  const age = formatAge(seconds);
  return (
    <span
      data-testid="ticket-age"
      data-level={level}
      aria-label={`Waiting ${age}${cue ? `, ${cue.toLowerCase()}` : ''}`}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 font-mono text-sm font-bold tabular-nums',
        className,
      )}
    >
      <Clock className="size-4" aria-hidden />
      {age}
      {cue && <span className="font-sans text-xs font-semibold uppercase">{cue}</span>}
    </span>
  );
}
