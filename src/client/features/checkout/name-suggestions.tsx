import { cn } from '../../lib/cn';
import type { OrderNameChoice } from './checkout-api';

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The type-ahead's popup: list names matching what is typed; a click picks one. */
export function NameSuggestions({
  id,
  names,
  active,
  onPick,
}: {
  id: string;
  names: OrderNameChoice[];
  /** The option the arrow keys highlight, -1 for none. */
  active: number;
  onPick: (choice: OrderNameChoice) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Order names"
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
    >
      {names.map((name, index) => (
        <li
          key={name.id}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          // Keeps the focus in the field: the click picks the name, the field stays ready for Enter.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(name)}
          className={cn(
            'flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-slate-900 hover:bg-slate-100',
            index === active && 'bg-teal-50 font-semibold text-teal-900',
          )}
        >
          <span>{name.name}</span>
          {name.in_use && <span className="text-xs text-amber-800">(on the queue)</span>}
        </li>
      ))}
    </ul>
  );
}
