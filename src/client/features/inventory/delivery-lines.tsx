import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { InventoryRow, StockMovement } from './inventory-api';
import { SavedNote } from './stock-submit';
import { formatUnitCost, itemKey, quantityText, signedQuantity, unitText } from './stock-format';

/** An item of a delivery as entered, its numbers as typed. */
export interface DeliveryLine {
  row: InventoryRow;
  quantity: string;
  unit_cost: string;
}

/** The delivery's lines so far, each with its Remove. */
export function DeliveryLines({
  lines,
  onRemove,
}: {
  lines: DeliveryLine[];
  onRemove: (key: string) => void;
}) {
  if (lines.length === 0) return <p className="text-slate-700">No items in this delivery yet.</p>;
  return (
    <ul
      aria-label="Delivery"
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {lines.map(({ row, quantity, unit_cost }) => (
        <li
          key={itemKey(row)}
          data-testid="delivery-line"
          className="flex items-center justify-between gap-3 px-3 py-2"
        >
          <span className="min-w-0">
            <span className="font-semibold text-slate-900">{row.name}</span>{' '}
            <span className="text-slate-700">
              {quantity} {unitText(Number(quantity), row.uom)}
              {unit_cost && ` at ${formatUnitCost(Number(unit_cost))} each`}
            </span>
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${row.name}`}
            onClick={() => onRemove(itemKey(row))}
          >
            <X className="size-5" aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** What the delivery added, and each item's stock now (from the rows as they refresh). */
export function DeliverySaved({
  movements,
  rows,
}: {
  movements: StockMovement[];
  rows: InventoryRow[];
}) {
  return (
    <SavedNote
      title={`Delivery recorded: ${movements.length} ${movements.length === 1 ? 'item' : 'items'}`}
    >
      <ul className="flex flex-col gap-0.5 text-sm">
        {movements.map((m) => {
          const row = rows.find((r) => r.kind === m.kind && r.id === m.item_id);
          return (
            <li key={m.id} data-testid="received-line">
              {m.name}: {signedQuantity(m.quantity)} {unitText(Math.abs(m.quantity), m.uom)}
              {row && `, on hand now ${quantityText(row.on_hand, row.uom)}`}
            </li>
          );
        })}
      </ul>
    </SavedNote>
  );
}
