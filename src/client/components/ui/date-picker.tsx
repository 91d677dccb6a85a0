import { CalendarDays } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '../../lib/cn';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export const EARLIEST_DATE = new Date(1900, 0, 1);

/** YYYY-MM-DD of a local calendar date. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface DatePickerProps {
  id?: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  invalid?: boolean;
  placeholder?: string;
}

/**
 * A past date: future days and days before 1900-01-01 are disabled; the caption's month and year
 * dropdowns cover the past 100 years.
 */
export function DatePicker({
  id,
  value,
  onChange,
  invalid,
  placeholder = 'Pick a date',
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const today = new Date();
  const hundredYearsAgo = new Date(today.getFullYear() - 100, today.getMonth(), 1);
  const startMonth = hundredYearsAgo < EARLIEST_DATE ? EARLIEST_DATE : hundredYearsAgo;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          aria-invalid={invalid || undefined}
          className={cn(
            'flex h-11 w-full cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-base',
            'focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none aria-invalid:border-red-500',
            !value && 'text-slate-500',
          )}
        >
          <CalendarDays className="size-5 text-slate-500" aria-hidden />
          {value ? isoDate(value) : placeholder}
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto p-3">
        <DayPicker
          mode="single"
          selected={value}
          onSelect={(date) => {
            onChange(date);
            if (date) setOpen(false);
          }}
          defaultMonth={value ?? today}
          captionLayout="dropdown"
          startMonth={startMonth}
          endMonth={today}
          disabled={[{ after: today }, { before: EARLIEST_DATE }]}
          style={{ '--rdp-accent-color': '#0f766e' } as CSSProperties}
        />
      </PopoverContent>
    </Popover>
  );
}
