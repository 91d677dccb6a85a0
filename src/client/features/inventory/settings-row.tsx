import type { LocationId } from '@shared/ids';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/form-field';
import { useUpdateStockMutation, type InventoryRow } from './inventory-api';
import { TextField } from './stock-fields';
import { ItemSummary, itemKey } from './stock-format';
import { useStockSubmit } from './stock-submit';

const textOf = (value: number | null) => (value === null ? '' : String(value));

/** One item's par, reorder level and unit cost, saved on their own (admins). */
export function SettingsRow({ locationId, row }: { locationId: LocationId; row: InventoryRow }) {
  const [par, setPar] = useState(textOf(row.par));
  const [reorderAt, setReorderAt] = useState(textOf(row.reorder_at));
  const [cost, setCost] = useState(textOf(row.unit_cost));
  const [update] = useUpdateStockMutation();
  const form = useStockSubmit(
    () =>
      update({
        location: locationId,
        kind: row.kind,
        id: row.id,
        par: par.trim(),
        reorder_at: reorderAt.trim() === '' ? null : reorderAt.trim(),
        unit_cost: cost.trim(),
      }).unwrap(),
    (saved) => `${saved.name} saved`,
  );
  // Every row has these labels: the name of each field says its item too.
  const forItem = (label: string) => (
    <>
      {label}
      <span className="sr-only"> of {row.name}</span>
    </>
  );
  const id = `settings-${itemKey(row).replace(':', '-')}`;
  const field = (value: string, set: (value: string) => void, key: string) => ({
    value,
    error: form.fields[key]?.join('\n'),
    onChange: (next: string) => {
      form.clearSaved();
      set(next);
    },
  });
  const byField = Object.keys(form.fields).every((k) =>
    ['par', 'reorder_at', 'unit_cost'].includes(k),
  );

  return (
    <li data-testid="settings-row" className="flex flex-col gap-2 px-3 py-3">
      <form
        noValidate
        onSubmit={(event) => void form.submit(event)}
        className="grid grid-cols-3 items-start gap-x-3 gap-y-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,7rem))_auto]"
      >
        <ItemSummary row={row} className="col-span-3 lg:col-span-1" />
        <TextField id={`${id}-par`} label={forItem('Par')} field={field(par, setPar, 'par')} />
        <TextField
          id={`${id}-reorder`}
          label={forItem('Reorder at')}
          field={field(reorderAt, setReorderAt, 'reorder_at')}
        />
        <TextField
          id={`${id}-cost`}
          label={forItem('Unit cost ($)')}
          field={field(cost, setCost, 'unit_cost')}
        />
        <div className="flex items-center gap-3 col-span-3 lg:col-span-1 lg:mt-[1.625rem]">
          <Button
            type="submit"
            variant="outline"
            disabled={form.busy}
            aria-label={`Save ${row.name}`}
          >
            Save
          </Button>
          {form.saved && <span className="font-semibold text-teal-800">Saved</span>}
        </div>
      </form>
      {!byField && <FieldError message={form.error} />}
    </li>
  );
}
