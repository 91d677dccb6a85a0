/** @jsxImportSource preact */
import type { PublicMenu } from './api';
import { changeQuantity, drinkCount, MAX_DRINKS, subtotalCents, type CartLine } from './cart';
import { centsText } from './format';
import { SECONDARY_BUTTON } from './ui';

const STEP =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-400 bg-white text-xl font-bold text-slate-900 hover:bg-slate-100 disabled:text-slate-400';

interface CartListProps {
  lines: CartLine[];
  menu: PublicMenu;
  onChange: (lines: CartLine[]) => void;
}

/** The drinks chosen so far, with quantities, and what they cost before the shop prices them. */
export function CartList({ lines, menu, onChange }: CartListProps) {
  if (!lines.length) {
    return <p class="text-base text-slate-700">No drinks yet: choose one from the menu above.</p>;
  }
  const full = drinkCount(lines) >= MAX_DRINKS;
  const estimated = lines.some((line) => line.estimate);
  const { tax_rate: taxRate, prices_include_tax: taxIncluded } = menu.location;
  return (
    <div>
      <ul class="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {lines.map((line) => (
          <li key={line.key} class="flex flex-col gap-2 p-4">
            <div class="flex justify-between gap-3">
              <div>
                <p class="font-semibold">{line.title}</p>
                <p class="text-sm text-slate-700">{line.details}</p>
              </div>
              <p class="font-semibold whitespace-nowrap">
                {line.priceCents === null ? '' : centsText(line.priceCents * line.quantity)}
              </p>
            </div>
            <div class="flex items-center gap-3">
              <button
                type="button"
                class={STEP}
                aria-label={`One fewer ${line.title}`}
                onClick={() => onChange(changeQuantity(lines, line.key, -1))}
              >
                −
              </button>
              <span class="min-w-6 text-center text-lg font-semibold">
                <span class="sr-only">Quantity </span>
                {line.quantity}
              </span>
              <button
                type="button"
                class={STEP}
                aria-label={`One more ${line.title}`}
                disabled={full}
                onClick={() => onChange(changeQuantity(lines, line.key, 1))}
              >
                +
              </button>
              <button
                type="button"
                class={`${SECONDARY_BUTTON} ml-auto min-h-11`}
                aria-label={`Remove ${line.title}`}
                onClick={() => onChange(lines.filter((kept) => kept !== line))}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p class="mt-3 flex justify-between text-lg font-bold">
        <span>{estimated ? 'Estimated subtotal' : 'Subtotal'}</span>
        <span>{centsText(subtotalCents(lines))}</span>
      </p>
      <p class="text-sm text-slate-700">
        {taxRate > 0 && !taxIncluded ? 'Tax is added when the shop prices your order. ' : ''}
        Pay at pickup.{full ? ` An order holds at most ${MAX_DRINKS} drinks.` : ''}
      </p>
    </div>
  );
}
