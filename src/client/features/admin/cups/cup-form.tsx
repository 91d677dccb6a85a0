import { DecimalField } from '../shared/text-field';
import { CUP_SIZES } from '@shared/catalogue';
import { cupSchema } from '@shared/catalogue-schemas';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ChoiceSelectField } from '../shared/choice-select-field';
import { rawResolver } from '../shared/form-helpers';

interface CupValues {
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
      <ChoiceSelectField
        label="Size"
        id={id('size')}
        error={errors.size?.message}
        placeholder="Select a size"
        choices={CUP_SIZES}
        registration={form.register('size')}
      />
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
