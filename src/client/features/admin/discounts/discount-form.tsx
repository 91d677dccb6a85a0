import { Controller, type UseFormReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/form-field';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group';
import { AdminForm } from '../shared/admin-form';
import { fieldsOf, useSchemaForm } from '../shared/form-helpers';
import { DecimalField, TextField } from '../shared/text-field';
import { autocompleteLoader } from '../shared/load-options';
import { SelectField } from '../shared/select-field';
import { FormSwitchField } from '../shared/switch-field';
import type { DiscountUpdatePayload } from '@shared/catalogue-schemas';
import type { RecordFormProps } from '../shared/record-card';
import {
  discountBody,
  discountFormSchema,
  type DiscountType,
  type DiscountValues,
} from './discount-form-schema';
import { useLazyCatalogueCupAutocompleteQuery } from './discounts-api';

/** Name, code, type with its percent or price, and the optional cup: to add or edit a discount. */
export function DiscountForm({
  idPrefix,
  defaultValues,
  submitLabel,
  busy,
  onSubmit,
}: RecordFormProps<DiscountValues, DiscountUpdatePayload>) {
  const [findCups] = useLazyCatalogueCupAutocompleteQuery();
  const form = useSchemaForm<DiscountValues>(discountFormSchema, defaultValues);
  const type = form.watch('percent_or_price');
  const cupSpecific = form.watch('is_cup_specific');
  const submit = form.handleSubmit((values) => onSubmit(discountBody(values), form));
  const field = fieldsOf(form, idPrefix);

  return (
    <AdminForm onSubmit={submit} submitLabel={submitLabel} busy={busy}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Name" placeholder="Enter discount name" {...field('name')} />
        <TextField label="Code" placeholder="Enter discount code" {...field('code')} />
      </div>
      <DiscountTypeField form={form} />
      {type === 'percent' ? (
        <DecimalField label="Percent" placeholder="e.g. 25 for 25% off" {...field('percent')} />
      ) : (
        <DecimalField label="Price" {...field('price')} />
      )}
      <FormSwitchField
        control={form.control}
        name="is_cup_specific"
        id={`${idPrefix}-cup-specific`}
        label="Cup specific"
      />
      {cupSpecific && (
        <SelectField
          control={form.control}
          name="cup"
          id={`${idPrefix}-cup`}
          label="Cup"
          loadOptions={autocompleteLoader(findCups, (cup) => cup.size.display)}
        />
      )}
    </AdminForm>
  );
}

/** Percent or price; switching clears the other type's value. */
function DiscountTypeField({ form }: { form: UseFormReturn<DiscountValues> }) {
  return (
    <Controller
      control={form.control}
      name="percent_or_price"
      render={({ field, fieldState }) => (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Discount type</legend>
          <RadioGroup
            value={field.value}
            aria-label="Discount type"
            onValueChange={(next) => {
              form.setValue(next === 'percent' ? 'price' : 'percent', '');
              form.clearErrors(['percent', 'price']);
              field.onChange(next as DiscountType);
            }}
          >
            <RadioCard value="percent" label="Percent" />
            <RadioCard value="price" label="Price" />
          </RadioGroup>
          <FieldError message={fieldState.error?.message} />
        </fieldset>
      )}
    />
  );
}
