import type { ReactNode } from 'react';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import type { InventoryRow } from './inventory-api';
import { ItemOptions, findItem } from './stock-format';

/** A quantity moved: more than 0, at most 4 decimals (the server says the same in its words). */
const QUANTITY = /^\d{1,7}(\.\d{1,4})?$/;
export const quantityProblem = (text: string) =>
  QUANTITY.test(text.trim()) && Number(text) > 0
    ? undefined
    : 'Enter a quantity more than 0, with at most 4 decimals';
const COST = /^\d{1,5}(\.\d{1,4})?$/;
export const costProblem = (text: string) =>
  text.trim() === '' || COST.test(text.trim())
    ? undefined
    : 'Enter a unit cost in dollars, with at most 4 decimals';

export interface FieldText {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The item picked and its quantity, the quantity's label saying the item's unit. */
export function ItemQuantityFields({
  idPrefix,
  rows,
  item,
  quantity,
}: {
  idPrefix: string;
  rows: InventoryRow[];
  item: FieldText;
  quantity: FieldText;
}) {
  const picked = findItem(rows, item.value);
  return (
    <>
      <FormField label="Item" htmlFor={`${idPrefix}-item`} error={item.error}>
        <NativeSelect
          id={`${idPrefix}-item`}
          value={item.value}
          aria-invalid={item.error ? true : undefined}
          aria-describedby={item.error ? `${idPrefix}-item-error` : undefined}
          onChange={(event) => item.onChange(event.target.value)}
        >
          <option value="">Choose an item</option>
          <ItemOptions rows={rows} />
        </NativeSelect>
      </FormField>
      <TextField
        id={`${idPrefix}-quantity`}
        label={picked ? `Quantity (${picked.uom})` : 'Quantity'}
        field={quantity}
      />
    </>
  );
}

/** A decimal entry with its label and error. */
export function TextField({
  id,
  label,
  field,
  className,
}: {
  id: string;
  label: ReactNode;
  field: FieldText;
  className?: string;
}) {
  return (
    <FormField label={label} htmlFor={id} error={field.error} className={className}>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={field.value}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </FormField>
  );
}
