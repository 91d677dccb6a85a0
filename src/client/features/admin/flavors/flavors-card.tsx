import { TextField } from '../shared/text-field';
import { requiredName, z } from '@shared/validation';
import {
  useCatalogueFlavorGroupsQuery,
  useLazyCatalogueFlavorGroupAutocompleteQuery,
  useCreateFlavorMutation,
  useAdminFlavorsQuery,
  useUpdateFlavorMutation,
} from './flavors-api';
import { save } from '../../../lib/save';
import { emptyOption, optionValue, type SelectOption } from '../../../lib/select';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { AdminForm } from '../shared/admin-form';
import { ExistingSection } from '../shared/entry-list';
import { chosenOption, fieldsOf, useSchemaForm } from '../shared/form-helpers';
import { autocompleteLoader } from '../shared/load-options';
import { SelectField } from '../shared/select-field';
import { FormSwitchField } from '../shared/switch-field';
import { ArchivableRow, ArchiveSwitch } from '../shared/archive-switch';

const flavorFormSchema = z.object({
  name: requiredName,
  flavor_group: chosenOption('Flavor group is required'),
  sugar_free_available: z.boolean(),
});

interface FlavorValues {
  name: string;
  flavor_group: SelectOption;
  sugar_free_available: boolean;
}

const emptyFlavor = (): FlavorValues => ({
  name: '',
  flavor_group: emptyOption(),
  sugar_free_available: false,
});

export function FlavorsCard() {
  const flavors = useAdminFlavorsQuery();
  const [updateFlavor] = useUpdateFlavorMutation();
  // Followed so a group added in the card above shows in the dropdown at once.
  const groups = useCatalogueFlavorGroupsQuery();
  const [findGroups] = useLazyCatalogueFlavorGroupAutocompleteQuery();
  const [createFlavor, { isLoading }] = useCreateFlavorMutation();
  const form = useSchemaForm<FlavorValues>(flavorFormSchema, emptyFlavor());

  const submit = form.handleSubmit((values) =>
    save({
      request: () =>
        createFlavor({
          name: values.name,
          flavor_group: optionValue(values.flavor_group),
          sugar_free_available: values.sugar_free_available,
        }).unwrap(),
      form,
      successMessage: 'Flavor added successfully',
    }),
  );

  return (
    <AdminCard title="Flavors">
      <ExistingSection
        plural="Flavors"
        list={flavors}
        render={(flavor) => (
          <ArchivableRow
            label={`${flavor.name} - ${flavor.flavor_group.name}`}
            archived={!!flavor.is_archived}
          >
            <ArchiveSwitch
              id={`flavor-archived-${flavor.id}`}
              what="Flavor"
              archived={!!flavor.is_archived}
              save={(is_archived) =>
                updateFlavor({
                  id: flavor.id,
                  name: flavor.name,
                  flavor_group: flavor.flavor_group.id,
                  sugar_free_available: flavor.sugar_free_available,
                  is_archived,
                }).unwrap()
              }
            />
          </ArchivableRow>
        )}
      />
      <AdminSection title="Add New Flavor">
        <AdminForm onSubmit={submit} submitLabel="Add Flavor" busy={isLoading}>
          <TextField
            label="Name"
            placeholder="Enter flavor name"
            {...fieldsOf(form, 'flavor')('name')}
          />
          <SelectField
            key={groups.fulfilledTimeStamp}
            control={form.control}
            name="flavor_group"
            id="flavor-group"
            label="Flavor group"
            loadOptions={autocompleteLoader(findGroups, (group) => group.name)}
          />
          <FormSwitchField
            control={form.control}
            name="sugar_free_available"
            id="flavor-sugar-free"
            label="Is this item available in sugar free?"
          />
        </AdminForm>
      </AdminSection>
    </AdminCard>
  );
}
