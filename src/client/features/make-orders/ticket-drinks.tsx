import type { OrderItemDisplay } from '@shared/order-types';
import { userNote } from '../../components/item-description';

const WATER = { flat: 'Flat', sparkling: 'Sparkling' } as const;

/**
 * What to make, per drink: size and name, the soda (flat or sparkling for water), the changes
 * against the recipe ('no Vanilla, + Coconut, low sugar'; a custom drink: its flavors with their
 * amounts) and the note. Sized to be read from a metre away.
 */
function TicketDrink({ item }: { item: OrderItemDisplay }) {
  const custom = item.menu_item_name === null;
  const changes = custom
    ? [
        ...Object.entries(item.order_item_flavors).map(([name, amount]) => `${name} (${amount})`),
        ...item.changes,
      ]
    : item.changes;
  const note = userNote(item);
  return (
    <li className="flex flex-col gap-1 py-2.5" data-testid="ticket-drink">
      <p className="flex flex-wrap items-baseline gap-x-2 text-lg leading-snug font-bold text-slate-950">
        <span
          data-testid="drink-size"
          className="rounded-md bg-slate-800 px-2 text-base text-white"
        >
          {item.cup__size__display}
        </span>
        <span data-testid="drink-name">{custom ? 'Custom drink' : item.menu_item_name}</span>
      </p>
      <p className="text-base text-slate-800" data-testid="drink-soda">
        {item.soda_name}
        {item.flat_or_sparkling && (
          <span className="font-semibold"> · {WATER[item.flat_or_sparkling]}</span>
        )}
      </p>
      {changes.length > 0 && (
        <p className="text-base font-semibold text-teal-900" data-testid="drink-changes">
          {changes.join(', ')}
        </p>
      )}
      {note && (
        <p
          className="rounded-md bg-amber-100 px-2 py-1 text-base text-amber-950"
          data-testid="drink-note"
        >
          <span className="font-bold">Note:</span> {note}
        </p>
      )}
    </li>
  );
}

export function TicketDrinks({ items }: { items: OrderItemDisplay[] }) {
  return (
    <ul aria-label="Drinks" className="flex flex-col divide-y divide-slate-200">
      {items.map((item) => (
        <TicketDrink key={item.id} item={item} />
      ))}
    </ul>
  );
}
