import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import type { InventoryRow } from './inventory-api';
import { ItemSummary, itemKey } from './stock-format';

/** A count as typed: a number from 0, at most 4 decimals. */
export const COUNT_PATTERN = /^\d{1,7}(\.\d{1,4})?$/;
export const COUNT_HINT = 'Enter a number from 0, with at most 4 decimals';

/** One step up or down from what is shown, never below 0, exact to the 4 decimals. */
export function step(text: string, by: 1 | -1) {
  const now = Number(text.trim());
  const from = Number.isFinite(now) ? Math.max(0, now) : 0;
  const next = Math.max(0, Math.round((from + by) * 10_000) / 10_000);
  return String(next);
}

/**
 * Lucide's minus and plus drawn here: its Plus, imported by the till too, would become a chunk of
 * its own on the till's budgeted first load.
 */
export function StepIcon({ plus }: { plus: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className="size-6"
      aria-hidden
    >
      <path d={plus ? 'M5 12h14M12 5v14' : 'M5 12h14'} />
    </svg>
  );
}

interface CountRowProps {
  row: InventoryRow;
  /** What is counted so far: the text typed, or the stock on record. */
  value: string;
  changed: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}

/** An item of the count: its name, unit and stock, and the count with big - and + for a thumb. */
export function CountRow({ row, value, changed, invalid, onChange }: CountRowProps) {
  const id = `count-${itemKey(row).replace(':', '-')}`;
  return (
    <li
      data-testid="count-row"
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl border px-3 py-2.5',
        changed ? 'border-teal-300 bg-teal-50' : 'border-slate-200 bg-white',
      )}
    >
      <ItemSummary row={row} className="min-w-32 flex-1" counted={changed}>
        {invalid && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {COUNT_HINT}
          </p>
        )}
      </ItemSummary>
      <div className="flex items-center gap-1.5">
        <Button
          variant="outline"
          className="size-12 px-0"
          aria-label={`One less ${row.name}`}
          onClick={() => onChange(step(value, -1))}
        >
          <StepIcon plus={false} />
        </Button>
        <label htmlFor={id} className="sr-only">
          Count of {row.name} in {row.uom}
        </label>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="h-12 w-16 px-1 text-center text-lg font-semibold tabular-nums"
        />
        <Button
          variant="outline"
          className="size-12 px-0"
          aria-label={`One more ${row.name}`}
          onClick={() => onChange(step(value, 1))}
        >
          <StepIcon plus />
        </Button>
      </div>
    </li>
  );
}
