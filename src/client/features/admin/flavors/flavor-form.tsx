import type { FlavorUpdatePayload } from '@shared/catalogue-schemas';
import { requiredName, z } from '@shared/validation';
import { emptyOption, optionValue, type SelectOption } from '../../../lib/select';
import { AdminForm } from '../shared/admin-form';
import { chosenOption, fieldsOf, useSchemaForm } from '../shared/form-helpers';
import { autocompleteLoader } from '../shared/load-options';
import type { RecordFormProps } from '../shared/record-card';
import { SelectField } from '../shared/select-field';
import { FormSwitchField } from '../shared/switch-field';
import { TextField } from '../shared/text-field';
import {
  useCatalogueFlavorGroupsQuery,
  useLazyCatalogueFlavorGroupAutocompleteQuery,
} from './flavors-api';

const flavorFormSchema = z.object({
  name: requiredName,
  flavor_group: chosenOption('Flavor group is required'),
  sugar_free_available: z.boolean(),
});

export interface FlavorValues {
  name: string;
  flavor_group: SelectOption;
  sugar_free_available: boolean;
}

export const emptyFlavor: FlavorValues = {
  name: '',
  flavor_group: emptyOption(),
  sugar_free_available: false,
};

/** Name, flavor group and sugar-free availability, to add a flavor or to edit one. */
export function FlavorForm({
  idPrefix,
  defaultValues,
  submitLabel,
  busy,
  onSubmit,
}: RecordFormProps<FlavorValues, FlavorUpdatePayload>) {
  // Followed so a group added in the card above shows in the dropdown at once.
  const groups = useCatalogueFlavorGroupsQuery();
  const [findGroups] = useLazyCatalogueFlavorGroupAutocompleteQuery();
  const form = useSchemaForm<FlavorValues>(flavorFormSchema, defaultValues);
  const submit = form.handleSubmit((values) =>
    onSubmit(
      {
        name: values.name,
        flavor_group: optionValue(values.flavor_group),
        sugar_free_available: values.sugar_free_available,
      },
      form,
    ),
  );

  return (
    <AdminForm onSubmit={submit} submitLabel={submitLabel} busy={busy}>
      <TextField
        label="Name"
        placeholder="Enter flavor name"
        {...fieldsOf(form, idPrefix)('name')}
      />
      <SelectField
        key={groups.fulfilledTimeStamp}
        control={form.control}
        name="flavor_group"
        id={`${idPrefix}-group`}
        label="Flavor group"
        loadOptions={autocompleteLoader(findGroups, (group) => group.name)}
      />
      <FormSwitchField
        control={form.control}
        name="sugar_free_available"
        id={`${idPrefix}-sugar-free`}
        label="Is this item available in sugar free?"
      />
    </AdminForm>
  );
}
