import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { ChoiceField } from './choice-field';
import type { OrderItemFormValues } from './order-item-form-schema';

type ChoiceName = 'cup' | 'low_sugar' | 'custom_order__soda' | 'flat_or_sparkling';

interface OrderChoiceProps {
  control: Control<OrderItemFormValues>;
  name: ChoiceName;
  legend: string;
  options: { value: string; label: string; soldOut?: boolean }[];
  error?: string;
}

/** One radio-chip choice of the order form, bound to its form field (the field's id is its name). */
export function OrderChoice({ control, name, legend, options, error }: OrderChoiceProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceField
          id={name}
          legend={legend}
          value={field.value as string}
          onChange={field.onChange}
          error={error}
          options={options}
        />
      )}
    />
  );
}
