import { ItemDescription, userNote } from '../../components/item-description';
import { formatDollars } from '../../lib/money';
import type { OrderItem } from '../../lib/api/orders-api';

function CartItem({ item }: { item: OrderItem }) {
  const flavors = Object.entries(item.order_item_flavors ?? {});
  const note = userNote(item);
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="cart-item">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-baseline gap-1.5">
          <span className="text-sm text-slate-500">#{item.id}</span>
          <ItemDescription item={item} />
        </div>
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatDollars(item.price)}
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <span>{item.cup__size__display}</span>
        <span aria-hidden>·</span>
        <span>{item.soda_name}</span>
        {item.low_sugar && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
            Low sugar
          </span>
        )}
      </p>
      {flavors.length > 0 && (
        <ul className="text-sm text-slate-700">
          {flavors.map(([name, amount]) => (
            <li key={name}>
              {amount} {name}
            </li>
          ))}
        </ul>
      )}
      {note && <p className="text-sm text-slate-500 italic">Note: {note}</p>}
    </li>
  );
}

/** The cart's unpaid items. */
export function CartItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Cart items">
      {items.map((item) => (
        <CartItem key={item.id} item={item} />
      ))}
    </ul>
  );
}
