import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group';
import { DecimalField, TextField } from '../shared/text-field';
import { autocompleteLoader } from '../shared/load-options';
import { SelectField } from '../shared/select-field';
import { SwitchField } from '../shared/switch-field';
import type { DiscountType, DiscountValues } from './discount-form-schema';
import { useDiscountForm } from './use-discount-form';

/** Name, code, type with its percent or price, and the optional cup. */
export function DiscountForm() {
  const { form, type, cupSpecific, findCups, submit, creating } = useDiscountForm();
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Name"
          id="discount-name"
          placeholder="Enter discount name"
          error={errors.name?.message}
          registration={form.register('name')}
        />
        <TextField
          label="Code"
          id="discount-code"
          placeholder="Enter discount code"
          error={errors.code?.message}
          registration={form.register('code')}
        />
      </div>
      <DiscountTypeField form={form} />
      {type === 'percent' ? (
        <DecimalField
          label="Percent"
          id="discount-percent"
          placeholder="e.g. 25 for 25% off"
          error={errors.percent?.message}
          registration={form.register('percent')}
        />
      ) : (
        <DecimalField
          label="Price"
          id="discount-price"
          error={errors.price?.message}
          registration={form.register('price')}
        />
      )}
      <Controller
        control={form.control}
        name="is_cup_specific"
        render={({ field }) => (
          <SwitchField
            id="discount-cup-specific"
            label="Cup specific"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {cupSpecific && (
        <SelectField
          control={form.control}
          name="cup"
          id="discount-cup"
          label="Cup"
          loadOptions={autocompleteLoader(findCups, (cup) => cup.size.display)}
        />
      )}
      <Button type="submit" className="self-start" disabled={creating}>
        Add Discount
      </Button>
    </form>
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
