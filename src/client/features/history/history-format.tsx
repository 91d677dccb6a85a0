import type { OrderRecord } from '@shared/order-record-schemas';
import type { PaymentMethod } from '@shared/tenders';
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
