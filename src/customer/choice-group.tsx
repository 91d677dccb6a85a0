/** @jsxImportSource preact */
import { FieldError } from './ui';

export interface Choice<V> {
  value: V;
  label: string;
  /** A second line: a price, 'Sold out'. */
  hint?: string;
  disabled?: boolean;
}

const OPTION =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2 has-checked:border-teal-700 has-checked:bg-teal-50 has-checked:ring-1 has-checked:ring-teal-700 has-disabled:cursor-not-allowed has-disabled:bg-slate-100 has-focus-visible:outline-3 has-focus-visible:outline-teal-700';

interface ChoiceGroupProps<V> {
  name: string;
  legend: string;
  choices: Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string;
  columns?: 1 | 2;
}

/** One choice of the drink as radio buttons, each a large tappable card. */
export function ChoiceGroup<V extends string | number>(props: ChoiceGroupProps<V>) {
  const { name, legend, choices, value, onChange, error, columns = 2 } = props;
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend class="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      <div class={`grid gap-2 ${columns === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {choices.map((choice) => (
          <label key={choice.value} class={OPTION}>
            <input
              type="radio"
              name={name}
              class="size-5 shrink-0 accent-teal-700 focus:outline-none"
              checked={choice.value === value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            <span class="flex flex-col">
              <span class="font-medium">{choice.label}</span>
              {choice.hint && <span class="text-sm text-slate-700">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
