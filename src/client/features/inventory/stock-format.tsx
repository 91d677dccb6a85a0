import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { InventoryRow, StockItemRef } from './inventory-api';

/** One key per stock item ('flavor:3', 'cup:1'): a flavor and a cup may share an id. */
export const itemKey = (item: StockItemRef) => `${item.kind}:${item.id}`;

/** A quantity as a shop reads it: up to 4 decimals, none when whole. */
export const formatQuantity = (quantity: number) =>
  quantity.toLocaleString('en-US', { maximumFractionDigits: 4 });

/** The unit for a quantity: 'pump', '2 pumps', '3 pinches'. */
export function unitText(quantity: number, uom: string) {
  if (quantity === 1 || uom.endsWith('s')) return uom;
  return /(ch|sh|x)$/.test(uom) ? `${uom}es` : `${uom}s`;
}

export const quantityText = (quantity: number, uom: string) =>
  `${formatQuantity(quantity)} ${unitText(quantity, uom)}`;

/** A signed change of stock: '+24', '−1.5' (a real minus sign). */
export const signedQuantity = (quantity: number) =>
  quantity < 0 ? `−${formatQuantity(-quantity)}` : `+${formatQuantity(quantity)}`;

/** Dollars per unit: at least cents, up to the 4 decimals a unit cost may have. */
export const formatUnitCost = (dollars: number) =>
  dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });

/** 'Used 12 in 7 days · 5 days left' (the unit is next to it), the parts known. */
export function usageText(row: InventoryRow) {
  const parts = [`Used ${formatQuantity(row.used_last_7_days)} in 7 days`];
  if (row.days_left !== null) parts.push(daysLeftText(row.days_left));
  return parts.join(' · ');
}

export const daysLeftText = (days: number) => {
  const whole = Math.floor(days);
  if (whole < 1) return 'under a day left';
  return `${whole} ${whole === 1 ? 'day' : 'days'} left`;
};

/** At or below the reorder level: the staff's cue to order. */
export function LowBadge({ row }: { row: InventoryRow }) {
  if (!row.low) return null;
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
      Low
    </span>
  );
}

/** The items as options of a select, flavors then cups, each 'Cherry (pump)'. */
export function ItemOptions({ rows }: { rows: InventoryRow[] }) {
  const group = (kind: InventoryRow['kind'], label: string) => {
    const items = rows.filter((row) => row.kind === kind);
    if (items.length === 0) return null;
    return (
      <optgroup label={label}>
        {items.map((row) => (
          <option key={itemKey(row)} value={itemKey(row)}>
            {row.name} ({row.uom})
          </option>
        ))}
      </optgroup>
    );
  };
  return (
    <>
      {group('flavor', 'Flavors')}
      {group('cup', 'Cups')}
    </>
  );
}

/** The item a select's value ('flavor:3') names. */
export const findItem = (rows: InventoryRow[], key: string) =>
  rows.find((row) => itemKey(row) === key);

/** An item's name (and Low), its unit and stock, and its use of late: the head of its row. */
export function ItemSummary({
  row,
  counted = false,
  className,
  children,
}: {
  row: InventoryRow;
  /** The count in progress changes it. */
  counted?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <span className="min-w-0 break-words">{row.name}</span>
        <LowBadge row={row} />
      </p>
      <p className="text-sm text-slate-700">
        {row.uom} · on hand {formatQuantity(row.on_hand)}
        {counted && <span className="font-semibold text-teal-800"> · counted</span>}
      </p>
      <p className="text-xs text-slate-600">{usageText(row)}</p>
      {children}
    </div>
  );
}
