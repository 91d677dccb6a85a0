import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { FormSwitchField } from '../shared/switch-field';
import { TextField } from '../shared/text-field';

/** The order-ahead settings of a location's form. */
export interface OnlineSettingsValues {
  online_ordering: boolean;
  online_slot_minutes: number;
  online_orders_per_slot: number;
  online_max_drinks: number;
}

const NUMBERS = [
  ['online_slot_minutes', 'Pickup slot length (minutes, 5-60)', 'location-edit-slot-minutes'],
  ['online_orders_per_slot', 'Online orders per slot (1-100)', 'location-edit-orders-per-slot'],
  ['online_max_drinks', 'Most drinks in an online order (1-20)', 'location-edit-max-drinks'],
] as const;

/** Whether customers may order ahead here, and how many orders and drinks it takes. */
export function OnlineSettingsFields<T extends OnlineSettingsValues>({
  form,
}: {
  form: UseFormReturn<T>;
}) {
  const typed = form as unknown as UseFormReturn<OnlineSettingsValues>;
  const errors: FieldErrors<OnlineSettingsValues> = typed.formState.errors;
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">Order ahead</legend>
      <FormSwitchField
        control={typed.control}
        name="online_ordering"
        id="location-edit-online-ordering"
        label="Customers may order ahead online"
      />
      {NUMBERS.map(([name, label, id]) => (
        <TextField
          key={name}
          label={label}
          id={id}
          inputMode="numeric"
          error={errors[name]?.message}
          registration={typed.register(name, { valueAsNumber: true })}
        />
      ))}
    </fieldset>
  );
}
