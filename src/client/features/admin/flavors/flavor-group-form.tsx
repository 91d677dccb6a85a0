import { DecimalField, TextField } from '../shared/text-field';
import { UNITS } from '@shared/catalogue';
import { flavorGroupSchema, type FlavorGroupPayload } from '@shared/catalogue-schemas';
import { AdminForm } from '../shared/admin-form';
import { ChoiceSelectField } from '../shared/choice-select-field';
import { fieldsOf, useSchemaForm } from '../shared/form-helpers';
import type { RecordFormProps } from '../shared/record-card';

interface FlavorGroupValues {
  name: string;
  uom: string;
  price: string;
}

export const emptyFlavorGroup: FlavorGroupValues = { name: '', uom: '', price: '' };

/** Name, unit of measure and price per unit, validated with the server's flavor group schema. */
export function FlavorGroupForm({
  idPrefix,
  defaultValues,
  submitLabel,
  busy,
  onSubmit,
}: RecordFormProps<FlavorGroupValues, FlavorGroupPayload>) {
  const form = useSchemaForm<FlavorGroupValues>(flavorGroupSchema, defaultValues);
  const field = fieldsOf(form, idPrefix);

  return (
    <AdminForm
      onSubmit={form.handleSubmit((values) =>
        // The resolver has checked the values against flavorGroupSchema: uom is a unit.
        onSubmit(values as FlavorGroupPayload, form),
      )}
      submitLabel={submitLabel}
      busy={busy}
    >
      <TextField label="Name" placeholder="Enter flavor group name" {...field('name')} />
      <ChoiceSelectField
        label="Unit of measure"
        placeholder="Select a unit"
        choices={UNITS}
        {...field('uom')}
      />
      <DecimalField label="Price per unit" {...field('price')} />
    </AdminForm>
  );
}
