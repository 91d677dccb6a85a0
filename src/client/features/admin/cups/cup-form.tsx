import { DecimalField } from '../shared/decimal-field';
import { CUP_SIZES } from '@shared/catalogue';
import { cupSchema } from '@shared/catalogue-schemas';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { rawResolver } from '../shared/form-helpers';

export interface CupValues {
  size: string;
  price: string;
  conversion_factor: string;
}

export const emptyCup: CupValues = { size: '', price: '', conversion_factor: '' };

interface CupFormProps {
  idPrefix: string;
  defaultValues: CupValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: CupValues, form: UseFormReturn<CupValues>) => Promise<unknown>;
}

/** Size, price and conversion factor, validated with the server's cup schema. */
export function CupForm({ idPrefix, defaultValues, submitLabel, busy, onSubmit }: CupFormProps) {
  const form = useForm<CupValues>({
    resolver: rawResolver<CupValues>(cupSchema),
    defaultValues,
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField label="Size" htmlFor={id('size')} error={errors.size?.message}>
        <NativeSelect id={id('size')} aria-invalid={!!errors.size} {...form.register('size')}>
          <option value="">Select a size</option>
          {Object.entries(CUP_SIZES).map(([value, display]) => (
            <option key={value} value={value}>
              {display}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <DecimalField
        label="Price"
        id={id('price')}
        error={errors.price?.message}
        registration={form.register('price')}
      />
      <DecimalField
        label="Conversion factor"
        id={id('conversion_factor')}
        error={errors.conversion_factor?.message}
        placeholder="1.00"
        registration={form.register('conversion_factor')}
      />
      <Button type="submit" className="self-start" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
