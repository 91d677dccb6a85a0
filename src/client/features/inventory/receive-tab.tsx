import type { LocationId } from '@shared/ids';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { FieldError } from '../../components/ui/form-field';
import { useReceiveMutation, type InventoryRow } from './inventory-api';
import { StepIcon } from './count-row';
import { DeliveryLines, DeliverySaved, type DeliveryLine } from './delivery-lines';
import { useStockSubmit } from './stock-submit';
import { ItemQuantityFields, TextField, costProblem, quantityProblem } from './stock-fields';
import { findItem, itemKey } from './stock-format';

/** The line being added: item, quantity and (admins) unit cost, checked before it joins the list. */
function useLineDraft(rows: InventoryRow[], onAdd: (line: DeliveryLine) => void) {
  const [item, setItem] = useState('');
  const [quantity, setQuantity] = useState('');
  const [cost, setCost] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const add = () => {
    const row = findItem(rows, item);
    const found = {
      item: row ? undefined : 'Choose an item',
      quantity: quantityProblem(quantity),
      cost: costProblem(cost),
    };
    setErrors(found);
    if (!row || found.quantity || found.cost) return;
    onAdd({ row, quantity: quantity.trim(), unit_cost: cost.trim() });
    setItem('');
    setQuantity('');
    setCost('');
  };
  const field = (value: string, set: (v: string) => void, key: string) => ({
    value,
    error: errors[key],
    onChange: set,
  });
  return {
    item: field(item, setItem, 'item'),
    quantity: field(quantity, setQuantity, 'quantity'),
    cost: field(cost, setCost, 'cost'),
    add,
  };
}

/** A delivery: pick each item with its quantity (and cost, for admins), then record it at once. */
export function ReceiveTab(props: {
  locationId: LocationId;
  rows: InventoryRow[];
  admin: boolean;
}) {
  const { locationId, rows, admin } = props;
  const [lines, setLines] = useState<DeliveryLine[]>([]);
  const [receive] = useReceiveMutation();
  const form = useStockSubmit(
    async () => {
      const body = lines.map(({ row, quantity, unit_cost }) => ({
        kind: row.kind,
        id: row.id,
        quantity,
        ...(unit_cost ? { unit_cost } : {}),
      }));
      const answer = await receive({ location: locationId, lines: body }).unwrap();
      setLines([]);
      return answer;
    },
    ({ movements }) =>
      `Delivery recorded: ${movements.length} ${movements.length === 1 ? 'item' : 'items'}`,
  );
  const draft = useLineDraft(rows, (line) => {
    form.clearSaved();
    setLines((before) => [...before.filter((l) => itemKey(l.row) !== itemKey(line.row)), line]);
  });
  const record = () =>
    lines.length === 0 ? form.refuse('Add at least one item to the delivery.') : void form.submit();

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        Add each item of the delivery with its quantity, then record it.
      </p>
      <form
        aria-label="Add an item to the delivery"
        noValidate
        className={cn(
          'grid items-start gap-3',
          admin
            ? 'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]'
            : 'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]',
        )}
        onSubmit={(event) => {
          event.preventDefault();
          draft.add();
        }}
      >
        <ItemQuantityFields
          idPrefix="receive"
          rows={rows}
          item={draft.item}
          quantity={draft.quantity}
        />
        {admin && <TextField id="receive-cost" label="Unit cost (optional)" field={draft.cost} />}
        <Button type="submit" variant="outline" className="sm:mt-[1.625rem]">
          <StepIcon plus /> Add item
        </Button>
      </form>
      <DeliveryLines
        lines={lines}
        onRemove={(key) => setLines(lines.filter((l) => itemKey(l.row) !== key))}
      />
      <Button size="lg" disabled={form.busy} onClick={record} className="self-start">
        Record delivery
      </Button>
      <FieldError message={form.error} />
      {form.saved && <DeliverySaved movements={form.saved.movements} rows={rows} />}
    </div>
  );
}
