import { DecimalField } from '../shared/text-field';
import { CUP_SIZES } from '@shared/catalogue';
import { cupSchema } from '@shared/catalogue-schemas';
import { AdminForm } from '../shared/admin-form';
import { ChoiceSelectField } from '../shared/choice-select-field';
import { fieldsOf, useSchemaForm } from '../shared/form-helpers';
import type { RecordFormProps } from '../shared/record-card';

interface CupValues {
  size: string;
  price: string;
  conversion_factor: string;
}

export const emptyCup: CupValues = { size: '', price: '', conversion_factor: '' };

/** Size, price and conversion factor, validated with the server's cup schema. */
export function CupForm({
  idPrefix,
  defaultValues,
  submitLabel,
  busy,
  onSubmit,
}: RecordFormProps<CupValues>) {
  const form = useSchemaForm<CupValues>(cupSchema, defaultValues);
  const field = fieldsOf(form, idPrefix);

  return (
    <AdminForm
      onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
      submitLabel={submitLabel}
      busy={busy}
    >
      <ChoiceSelectField
        label="Size"
        placeholder="Select a size"
        choices={CUP_SIZES}
        {...field('size')}
      />
      <DecimalField label="Price" {...field('price')} />
      <DecimalField label="Conversion factor" placeholder="1.00" {...field('conversion_factor')} />
    </AdminForm>
  );
}
