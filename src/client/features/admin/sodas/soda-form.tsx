import { sodaSchema, type SodaUpdatePayload } from '@shared/catalogue-schemas';
import { AdminForm } from '../shared/admin-form';
import { fieldsOf, useSchemaForm } from '../shared/form-helpers';
import type { RecordFormProps } from '../shared/record-card';
import { TextField } from '../shared/text-field';

export interface SodaValues {
  name: string;
}

export const emptySoda: SodaValues = { name: '' };

/** A soda's name, to add one or to rename it. */
export function SodaForm({
  idPrefix,
  defaultValues,
  submitLabel,
  busy,
  onSubmit,
}: RecordFormProps<SodaValues, SodaUpdatePayload>) {
  const form = useSchemaForm<SodaValues>(sodaSchema, defaultValues);
  return (
    <AdminForm
      onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
      submitLabel={submitLabel}
      busy={busy}
    >
      <TextField
        label="Name"
        placeholder="Enter soda brand name"
        {...fieldsOf(form, idPrefix)('name')}
      />
    </AdminForm>
  );
}
