import type { ItemChange } from '@shared/item-changes';
import { X } from 'lucide-react';

/** The chosen changes against the recipe as removable chips ('+ Coconut', 'no Vanilla'). */
export function ChangeChips({
  changes,
  onRemove,
}: {
  changes: ItemChange[];
  onRemove: (change: ItemChange) => void;
}) {
  if (changes.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Changes">
      {changes.map((change) => (
        <li key={change.label}>
          <button
            type="button"
            onClick={() => onRemove(change)}
            aria-label={`Undo ${change.label}`}
            className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-teal-700 bg-teal-50 py-1 pr-2 pl-3 text-sm font-semibold text-teal-900 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            {change.label}
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
