/** @jsxImportSource preact */
import type { MenuDrink } from './api';
import { dollars } from './format';

const CARD =
  'flex min-h-16 w-full items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-teal-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:shadow-none';

/** "Coke with Vanilla, Coconut". */
export function recipeText(item: MenuDrink) {
  const flavors = item.flavors.map((line) => line.flavor.name);
  return flavors.length ? `${item.soda.name} with ${flavors.join(', ')}` : item.soda.name;
}

function fromPrice(item: MenuDrink) {
  const prices = item.cup_prices.map((cup) => cup.price);
  if (!prices.length) return '';
  return `${prices.length > 1 ? 'from ' : ''}${dollars(Math.min(...prices))}`;
}

/** The shop's drinks as large buttons; a sold-out drink says so and cannot be chosen. */
export function MenuList({
  items,
  onChoose,
}: {
  items: MenuDrink[];
  onChoose: (item: MenuDrink) => void;
}) {
  return (
    <ul class="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            class={CARD}
            disabled={item.sold_out}
            onClick={() => onChoose(item)}
          >
            <span>
              <span class="block text-lg font-semibold text-slate-900">{item.name}</span>
              <span class="block text-sm text-slate-700">{recipeText(item)}</span>
            </span>
            <span class="text-right font-semibold whitespace-nowrap text-slate-900">
              {item.sold_out ? 'Sold out' : fromPrice(item)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The card that opens the dialog of a drink made up by the customer. */
export function MakeYourOwnCard({ onChoose }: { onChoose: () => void }) {
  return (
    <button type="button" class={CARD} onClick={onChoose}>
      <span>
        <span class="block text-lg font-semibold text-slate-900">Custom drink</span>
        <span class="block text-sm text-slate-700">Choose the soda, the flavors and the size</span>
      </span>
    </button>
  );
}
