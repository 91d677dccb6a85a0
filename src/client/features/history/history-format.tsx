import type { OrderRecord } from '@shared/order-record-schemas';
import type { PaymentMethod } from '@shared/tenders';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatDollars } from '../../lib/money';

type RecordStatus = OrderRecord['status'];

const STATUS_LABELS: Record<RecordStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  voided: 'Voided',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

const STATUS_COLOURS: Record<RecordStatus, string> = {
  unpaid: 'border-slate-300 bg-slate-100 text-slate-800',
  paid: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  voided: 'border-red-300 bg-red-50 text-red-800',
  refunded: 'border-amber-300 bg-amber-50 text-amber-900',
  partially_refunded: 'border-amber-300 bg-amber-50 text-amber-900',
};

export const statusLabel = (status: RecordStatus) => STATUS_LABELS[status];

/** An order's status as a small coloured label. */
export function StatusBadge({ status, className }: { status: RecordStatus; className?: string }) {
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        STATUS_COLOURS[status],
        className,
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

const METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', other: 'Other' };
export const methodLabel = (method: PaymentMethod | null) => (method ? METHOD_LABELS[method] : '—');

/** '$4.50', or a dash for a figure the order does not have (unpaid). */
export const money = (amount: number | null) => (amount === null ? '—' : formatDollars(amount));
/** An amount taken off: '-$3.50', and '$0.00' for nothing. */
export const minus = (amount: number | null) =>
  amount ? `-${formatDollars(amount)}` : formatDollars(0);

/** A time in the browser's zone: 'Jun 3, 2:05 PM', with the year when it is not this year's. */
export function localTime(iso: string | null) {
  if (!iso) return '';
  const date = new Date(iso);
  return date.toLocaleString([], {
    month: 'short',
    day: 'numeric',
    year: date.getFullYear() === new Date().getFullYear() ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

interface FigureProps {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  /** Starts a new group: a rule above it. */
  first?: boolean;
  className?: string;
}

/** One label and value of a `<dl>` of figures. */
export function Figure({ label, children, strong, first, className }: FigureProps) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong && 'font-bold',
        first && 'mt-1 border-t border-slate-200 pt-2',
        className,
      )}
    >
      <dt className={strong ? 'text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className="text-right text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
