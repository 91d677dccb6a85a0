import type { OrderItemDisplay } from '@shared/order-types';
import { Trash2, Undo2 } from 'lucide-react';
import { ItemDescription, userNote } from '../../components/item-description';
import { Button } from '../../components/ui/button';
import { formatDollars } from '../../lib/money';

interface CheckoutItemsProps {
  items: OrderItemDisplay[];
  /** Items removed a moment ago, which Undo still brings back. */
  pending: number[];
  /** Absent: the items cannot be removed here (an online order). */
  onRemove?: (item: OrderItemDisplay) => void;
  onUndo: (id: number) => void;
}

/** The order's items with their (discounted) prices; each can be removed, then brought back. */
export function CheckoutItems({ items, pending, onRemove, onUndo }: CheckoutItemsProps) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Order items">
      {items.map((item) =>
        pending.includes(item.id) ? (
          <RemovedItem key={item.id} item={item} onUndo={() => onUndo(item.id)} />
        ) : (
          <CheckoutItem
            key={item.id}
            item={item}
            onRemove={onRemove && (() => onRemove(item))}
          />
        ),
      )}
    </ul>
  );
}

function RemovedItem({ item, onUndo }: { item: OrderItemDisplay; onUndo: () => void }) {
  return (
    <li
      className="flex min-h-14 items-center gap-3 py-2 text-slate-600"
      data-testid="checkout-item-removed"
    >
      <p className="min-w-0 flex-1 text-sm" role="status">
        Removed <span className="font-semibold text-slate-800">{item.description}</span>
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={onUndo}
        aria-label={`Undo remove ${item.description}`}
      >
        <Undo2 className="size-4" aria-hidden />
        Undo
      </Button>
    </li>
  );
}

function CheckoutItem({ item, onRemove }: { item: OrderItemDisplay; onRemove?: () => void }) {
  const flavors = Object.entries(item.order_item_flavors);
  const note = userNote(item);
  return (
    <li className="flex items-start gap-3 py-3" data-testid="checkout-item">
      <div className="min-w-0 flex-1">
        <ItemDescription item={item} />
        <p className="text-sm text-slate-600">
          {item.cup__size__display} · {item.soda_name}
          {item.low_sugar && ' · Low sugar'}
        </p>
        {flavors.length > 0 && (
          <p className="text-sm text-slate-600">
            {flavors.map(([name, amount]) => `${amount} ${name}`).join(', ')}
          </p>
        )}
        {note && <p className="text-sm text-slate-500 italic">Note: {note}</p>}
      </div>
      <span className="font-semibold text-slate-900 tabular-nums">{formatDollars(item.price)}</span>
      {onRemove && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${item.description}`}
          onClick={onRemove}
          className="-mt-2 text-red-600 hover:bg-red-50"
        >
          <Trash2 className="size-5" aria-hidden />
        </Button>
      )}
    </li>
  );
}
