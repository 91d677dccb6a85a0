import { centsToDollars } from '@shared/money';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatDollars } from '../../lib/money';
import type { OfflineLine } from '../../lib/offline/outbox-types';

/** The offline current order's drinks, kept on this device until checkout, each deletable. */
export function OfflineLines({
  lines,
  onRemove,
  className,
}: {
  lines: OfflineLine[];
  onRemove: (key: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col', className)}>
      <p
        className="flex items-center gap-2 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        data-testid="offline-order-note"
      >
        Kept on this device: it will be sent when back online.
      </p>
      <ul className="divide-y divide-slate-100" aria-label="Order items">
        {lines.map((line) => (
          <li
            key={line.key}
            className="flex items-start justify-between gap-2 px-3 py-2"
            data-testid="order-line"
          >
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-slate-900">{line.name}</span>
              <span className="text-sm text-slate-600">
                {line.size}
                {line.customized && line.flavors.length > 0 && ` · ${line.flavors.join(', ')}`}
                {line.low_sugar && ' · Low sugar'}
                {line.note && ` · ${line.note}`}
              </span>
            </span>
            <span className="flex items-center gap-1">
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatDollars(centsToDollars(line.priceCents))}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${line.name}, ${line.size}`}
                className="px-2"
                onClick={() => onRemove(line.key)}
              >
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
