import type { OrderItemDisplay } from '@shared/order-types';
import { Trash2 } from 'lucide-react';
import { ItemDescription, userNote } from '../../components/item-description';
import { Button } from '../../components/ui/button';
import { formatDollars } from '../../lib/money';

interface CheckoutItemsProps {
  items: OrderItemDisplay[];
  onRemove: (item: OrderItemDisplay) => void;
  removingId: number | null;
}

/** The order's items with their (discounted) prices; each can be removed. */
export function CheckoutItems({ items, onRemove, removingId }: CheckoutItemsProps) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Order items">
      {items.map((item) => {
        const flavors = Object.entries(item.order_item_flavors);
        const note = userNote(item);
        return (
          <li key={item.id} className="flex items-start gap-3 py-3" data-testid="checkout-item">
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
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatDollars(item.price)}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${item.order_item_name}`}
              onClick={() => onRemove(item)}
              disabled={removingId === item.id}
              className="-mt-2 text-red-600 hover:bg-red-50"
            >
              <Trash2 className="size-5" aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
