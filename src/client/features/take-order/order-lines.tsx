import { cn } from '../../lib/cn';
import type { OrderItem } from '../../lib/api/orders-api';
import { formatDollars } from '../../lib/money';

/**
 * The order's items, newest last. The item just added flashes once (the `just-added` animation in index.css; a plain on-off without motion when the
 * user asks for reduced motion).
 */
/** Brings the row just added into the list's view (a stable ref callback: runs once, on mount). */
const revealOnMount = (row: HTMLLIElement | null) => row?.scrollIntoView({ block: 'nearest' });

export function OrderLines({
  items,
  isJustAdded,
  className,
}: {
  items: OrderItem[];
  isJustAdded: (item: OrderItem) => boolean;
  className?: string;
}) {
  return (
    <ul className={cn('divide-y divide-slate-100', className)} aria-label="Order items">
      {items.map((item) => {
        const justAdded = isJustAdded(item);
        return (
          <li
            key={item.id}
            ref={justAdded ? revealOnMount : undefined}
            data-just-added={justAdded || undefined}
            className={cn(
              'flex items-start justify-between gap-3 px-3 py-2',
              justAdded && 'just-added',
            )}
            data-testid="order-line"
          >
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-slate-900">{item.order_item_name}</span>
              <span className="text-sm text-slate-600">
                {item.cup__size__display}
                {item.low_sugar && ' · Low sugar'}
                {item.note && ` · ${item.note}`}
              </span>
            </span>
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatDollars(item.price)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
