/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PublicMenu } from './api';
import type { CartLine } from './cart';
import { DrinkFields } from './drink-fields';
import {
  describeDrink,
  drinkErrors,
  drinkPayload,
  drinkPriceCents,
  initialValues,
  type DrinkTarget,
  type DrinkValues,
} from './drink-rules';
import { lineKey } from './cart';
import { centsText } from './format';
import { recipeText } from './menu-list';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './ui';

interface DrinkDialogProps {
  target: DrinkTarget;
  menu: PublicMenu;
  /** The cart holds as many drinks as an order may. */
  cartFull: boolean;
  onAdd: (line: Omit<CartLine, 'quantity'>) => void;
  onClose: () => void;
}

/**
 * The order dialog of one drink: a modal <dialog> (Escape or its Close button closes it),
 * a bottom sheet on a phone. Every rule is checked at once when Add is pressed.
 */
export function DrinkDialog({ target, menu, cartFull, onAdd, onClose }: DrinkDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<DrinkValues>(() => initialValues(target, menu));
  const [tries, setTries] = useState(0);
  useEffect(() => ref.current?.showModal(), []);

  const errors = tries ? drinkErrors(target, values) : {};
  const price = drinkPriceCents(target, values, menu);
  const title = target.kind === 'menu' ? target.item.name : 'Make your own';
  const add = (event: Event) => {
    event.preventDefault();
    // The first field to fix (cup, soda, then water: their order on screen) takes the focus at once.
    const [first] = Object.keys(drinkErrors(target, values));
    if (first) {
      setTries((count) => count + 1);
      ref.current?.querySelector<HTMLInputElement>(`input[name="${first}"]:not(:disabled)`)?.focus();
      return;
    }
    const item = drinkPayload(target, values);
    const { title: name, details } = describeDrink(target, values, menu);
    onAdd({
      key: lineKey(item),
      item,
      title: name,
      details,
      priceCents: price,
      estimate: target.kind === 'custom',
    });
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="drink-title"
      class="mx-auto mt-auto mb-0 max-h-[92dvh] w-full max-w-xl flex-col rounded-t-2xl bg-white p-0 text-slate-900 backdrop:bg-slate-900/60 open:flex sm:mb-auto sm:rounded-2xl"
    >
      <form onSubmit={add} noValidate class="flex min-h-0 flex-1 flex-col">
        <div class="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <div>
            <h2 id="drink-title" class="text-xl font-bold">
              {title}
            </h2>
            {target.kind === 'menu' && (
              <p class="text-sm text-slate-700">{recipeText(target.item)}</p>
            )}
          </div>
          <button type="button" class={SECONDARY_BUTTON} onClick={() => ref.current?.close()}>
            Close
          </button>
        </div>
        <div class="min-h-0 flex-1 overflow-y-auto px-4 py-4">
          <DrinkFields
            target={target}
            menu={menu}
            values={values}
            errors={errors}
            change={(patch) => setValues((now) => ({ ...now, ...patch }))}
          />
        </div>
        <div class="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
          <p class="text-lg font-bold" aria-live="polite">
            {price === null ? '' : `${target.kind === 'custom' ? 'About ' : ''}${centsText(price)}`}
          </p>
          <button type="submit" class={PRIMARY_BUTTON} disabled={cartFull}>
            {cartFull ? 'Order is full' : 'Add to order'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
