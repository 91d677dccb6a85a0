import type { Discount } from '@shared/catalogue-types';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group';
import {
  useCatalogueDiscountsQuery,
  useLazyCatalogueCupAutocompleteQuery,
  useCreateDiscountMutation,
} from './discounts-api';
import { formatDollars } from '../../../lib/money';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EntryList } from '../shared/entry-list';
import { rawResolver } from '../shared/form-helpers';
import { autocompleteLoader } from '../shared/load-options';
import { SelectField } from '../shared/select-field';
import { SwitchField } from '../shared/switch-field';
import {
  discountBody,
  discountFormSchema,
  emptyDiscount,
  type DiscountType,
  type DiscountValues,
} from './discount-form-schema';

const discountEntry = (d: Discount) => {
  const amount =
    d.percent_or_price === 'percent'
      ? `${Math.round((d.percent ?? 0) * 10000) / 100}% off`
      : `${formatDollars(d.price ?? 0)}`;
  return `${d.name} (${d.code}) - ${amount}${d.cup_size ? ` on ${d.cup_size.display}` : ''}`;
};

export function DiscountsTab() {
  const discounts = useCatalogueDiscountsQuery();
  const [findCups] = useLazyCatalogueCupAutocompleteQuery();
  const [createDiscount, { isLoading }] = useCreateDiscountMutation();
  const form = useForm<DiscountValues>({
    resolver: rawResolver<DiscountValues>(discountFormSchema),
    defaultValues: emptyDiscount(),
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const type = form.watch('percent_or_price');
  const cupSpecific = form.watch('is_cup_specific');

  const submit = form.handleSubmit((values) =>
    save({
      request: () => createDiscount(discountBody(values)).unwrap(),
      form,
      successMessage: 'Discount added successfully',
    }),
  );

  return (
    <AdminCard title="Discounts">
      <AdminSection title="Existing Discounts">
        <EntryList
          label="Existing Discounts"
          query={discounts}
          keyOf={(discount) => discount.id}
          render={(discount) => <span>{discountEntry(discount)}</span>}
        />
      </AdminSection>
      <AdminSection title="Add New Discount">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label="Name" htmlFor="discount-name" error={errors.name?.message}>
              <Input
                id="discount-name"
                placeholder="Enter discount name"
                aria-invalid={!!errors.name}
                {...form.register('name')}
              />
            </FormField>
            <FormField label="Code" htmlFor="discount-code" error={errors.code?.message}>
              <Input
                id="discount-code"
                placeholder="Enter discount code"
                aria-invalid={!!errors.code}
                {...form.register('code')}
              />
            </FormField>
          </div>
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
                    // Switching the type clears the other type's value.
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
          {type === 'percent' ? (
            <FormField label="Percent" htmlFor="discount-percent" error={errors.percent?.message}>
              <Input
                id="discount-percent"
                inputMode="decimal"
                placeholder="e.g. 25 for 25% off"
                aria-invalid={!!errors.percent}
                {...form.register('percent')}
              />
            </FormField>
          ) : (
            <FormField label="Price" htmlFor="discount-price" error={errors.price?.message}>
              <Input
                id="discount-price"
                inputMode="decimal"
                placeholder="0.00"
                aria-invalid={!!errors.price}
                {...form.register('price')}
              />
            </FormField>
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
          <Button type="submit" className="self-start" disabled={isLoading}>
            Add Discount
          </Button>
        </form>
      </AdminSection>
    </AdminCard>
  );
}
