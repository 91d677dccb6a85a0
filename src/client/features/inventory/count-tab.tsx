import type { LocationId } from '@shared/ids';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { COUNT_PATTERN, CountRow } from './count-row';
import { useCountMutation, type InventoryRow, type StockMovement } from './inventory-api';
import { SavedNote, useStockSubmit } from './stock-submit';
import { formatQuantity, itemKey, signedQuantity, unitText } from './stock-format';

/** The count in progress: the text typed per item, and which items it changes. */
function useCountDraft() {
  const [edits, setEdits] = useState<Record<string, string>>({});
  const valueOf = (row: InventoryRow) => edits[itemKey(row)] ?? String(row.on_hand);
  const invalid = (row: InventoryRow) =>
    itemKey(row) in edits && !COUNT_PATTERN.test(valueOf(row).trim());
  const changed = (row: InventoryRow) =>
    itemKey(row) in edits && (invalid(row) || Number(valueOf(row)) !== row.on_hand);
  const set = (row: InventoryRow, value: string) =>
    setEdits((before) => ({ ...before, [itemKey(row)]: value }));
  return { valueOf, invalid, changed, set, clear: () => setEdits({}) };
}

const matches = (row: InventoryRow, search: string) =>
  row.name.toLowerCase().includes(search.trim().toLowerCase());

/**
 * The stock count, made for a phone: find an item, set what is on the shelf with - and + (or type
 * it), and save only the items whose count differs from the stock on record.
 */
export function CountTab({ locationId, rows }: { locationId: LocationId; rows: InventoryRow[] }) {
  const [search, setSearch] = useState('');
  const draft = useCountDraft();
  const [count] = useCountMutation();
  const changed = rows.filter(draft.changed);
  const lines = changed.map((row) => ({ kind: row.kind, id: row.id, on_hand: draft.valueOf(row) }));
  const form = useStockSubmit(
    async () => {
      const answer = await count({ location: locationId, lines }).unwrap();
      draft.clear();
      return answer;
    },
    ({ movements }) => `Count saved: ${itemsText(movements.length)}`,
  );
  const save = () => {
    if (changed.length === 0) return form.refuse('No count differs from the stock on record yet.');
    if (changed.some(draft.invalid)) return form.refuse('Fix the counts marked in red first.');
    void form.submit();
  };
  const shown = rows.filter((row) => matches(row, search));
  const edit = (row: InventoryRow, value: string) => {
    form.clearSaved();
    draft.set(row, value);
  };

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="count-search">Search items</Label>
        <Input
          id="count-search"
          type="search"
          autoComplete="off"
          placeholder="Flavor or cup"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-slate-700">No item matches “{search.trim()}”.</p>
      ) : (
        <ul aria-label="Items to count" className="grid gap-2 lg:grid-cols-2">
          {shown.map((row) => (
            <CountRow
              key={itemKey(row)}
              row={row}
              value={draft.valueOf(row)}
              changed={draft.changed(row)}
              invalid={draft.invalid(row)}
              onChange={(value) => edit(row, value)}
            />
          ))}
        </ul>
      )}
      <SaveBar busy={form.busy} onSave={save}>
        {form.error ? (
          <FieldError message={form.error} />
        ) : form.saved ? (
          <span className="font-semibold text-teal-800">
            Count saved: {itemsText(form.saved.movements.length)}
          </span>
        ) : (
          <span className="text-slate-700">
            {changed.length === 0 ? 'No changes yet' : `${itemsText(changed.length)} changed`}
          </span>
        )}
      </SaveBar>
      {form.saved && <CountSaved movements={form.saved.movements} />}
    </form>
  );
}

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** Save count, kept in sight at the bottom of the screen (above a phone's tab bar). */
function SaveBar({
  busy,
  onSave,
  children,
}: {
  busy: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <div className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-10 flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-md md:bottom-3">
      <div className="min-w-0">{children}</div>
      <Button size="lg" disabled={busy} onClick={onSave} className="shrink-0">
        Save count
      </Button>
    </div>
  );
}

/** What the count recorded: per item, what was expected, what was counted and the difference. */
function CountSaved({ movements }: { movements: StockMovement[] }) {
  return (
    <SavedNote title={`Count saved: ${itemsText(movements.length)}`}>
      <ul aria-label="Count variances" className="flex flex-col gap-0.5 text-sm">
        {movements.map((m) => (
          <li key={m.id} data-testid="count-variance">
            {m.name}: counted {formatQuantity(m.counted ?? 0)}, expected{' '}
            {formatQuantity(m.expected ?? 0)}, variance {signedQuantity(m.variance ?? 0)}{' '}
            {unitText(Math.abs(m.variance ?? 0), m.uom)}
          </li>
        ))}
      </ul>
    </SavedNote>
  );
}
