import type { LocationId } from '@shared/ids';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useWasteMutation, type InventoryRow } from './inventory-api';
import { ItemQuantityFields, quantityProblem } from './stock-fields';
import { findItem, quantityText } from './stock-format';
import { SavedNote, useStockSubmit } from './stock-submit';

/** The server's field messages shown under their fields; any other goes under the button. */
const BY_FIELD = ['id', 'quantity', 'reason'];
const shownByField = (fields: Record<string, string[]>) =>
  Object.keys(fields).length > 0 && Object.keys(fields).every((key) => BY_FIELD.includes(key));

const wasteText = (m: { name: string; quantity: number; uom: string }) =>
  `${m.name}, ${quantityText(Math.abs(m.quantity), m.uom)}`;

/** Stock thrown away (spilled, expired, dropped): the item, how much and why. */
export function WasteTab({ locationId, rows }: { locationId: LocationId; rows: InventoryRow[] }) {
  const [item, setItem] = useState('');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [checks, setChecks] = useState<Record<string, string | undefined>>({});
  const [waste] = useWasteMutation();
  const picked = findItem(rows, item);
  const form = useStockSubmit(
    async () => {
      const body = { location: locationId, kind: picked!.kind, id: picked!.id, quantity, reason };
      const answer = await waste(body).unwrap();
      setQuantity('');
      setReason('');
      return answer;
    },
    ({ movements }) => `Waste recorded: ${movements.map(wasteText).join('; ')}`,
  );
  const record = () => {
    const found = {
      id: picked ? undefined : 'Choose an item',
      quantity: quantityProblem(quantity),
      reason: reason.trim() ? undefined : 'Give a reason',
    };
    setChecks(found);
    if (Object.values(found).some(Boolean)) return form.refuse('');
    void form.submit();
  };
  // The server's words for a field win over the check made here.
  const error = (key: string) => form.fields[key]?.join('\n') ?? checks[key];
  const field = (value: string, set: (value: string) => void, key: string) => ({
    value,
    error: error(key),
    onChange: (next: string) => {
      form.clearSaved();
      set(next);
    },
  });

  return (
    <form
      noValidate
      className="flex max-w-xl flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        record();
      }}
    >
      <ItemQuantityFields
        idPrefix="waste"
        rows={rows}
        item={field(item, setItem, 'id')}
        quantity={field(quantity, setQuantity, 'quantity')}
      />
      <FormField label="Reason" htmlFor="waste-reason" error={error('reason')}>
        <Input
          id="waste-reason"
          maxLength={200}
          placeholder="Spilled, expired, dropped…"
          value={reason}
          aria-invalid={error('reason') ? true : undefined}
          aria-describedby={error('reason') ? 'waste-reason-error' : undefined}
          onChange={(event) => field(reason, setReason, 'reason').onChange(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={form.busy} className="self-start">
        Record waste
      </Button>
      {!shownByField(form.fields) && <FieldError message={form.error} />}
      {form.saved && (
        <SavedNote title="Waste recorded">
          <p className="text-sm">{form.saved.movements.map(wasteText).join('; ')}</p>
        </SavedNote>
      )}
    </form>
  );
}
