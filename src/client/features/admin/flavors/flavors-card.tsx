import { TextField } from '../shared/text-field';
import { requiredName, z } from '@shared/validation';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  useCatalogueFlavorGroupsQuery,
  useLazyCatalogueFlavorGroupAutocompleteQuery,
  useCreateFlavorMutation,
} from './flavors-api';
import { useCatalogueFlavorsQuery } from '../../../lib/api/catalogue-api';
import { save } from '../../../lib/save';
import { emptyOption, optionValue, type SelectOption } from '../../../lib/select';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EntryList } from '../shared/entry-list';
import { chosenOption, rawResolver } from '../shared/form-helpers';
import { autocompleteLoader } from '../shared/load-options';
import { SelectField } from '../shared/select-field';
import { SwitchField } from '../shared/switch-field';

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
  const flavors = useCatalogueFlavorsQuery();
  // Followed so a group added in the card above shows in the dropdown at once.
  const groups = useCatalogueFlavorGroupsQuery();
  const [findGroups] = useLazyCatalogueFlavorGroupAutocompleteQuery();
  const [createFlavor, { isLoading }] = useCreateFlavorMutation();
  const form = useForm<FlavorValues>({
    resolver: rawResolver<FlavorValues>(flavorFormSchema),
    defaultValues: emptyFlavor(),
    reValidateMode: 'onChange',
  });
  const nameError = form.formState.errors.name?.message;

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
      <AdminSection title="Existing Flavors">
        <EntryList
          label="Existing Flavors"
          query={flavors}
          keyOf={(flavor) => flavor.id}
          render={(flavor) => (
            <span>
              {flavor.name} - {flavor.flavor_group.name}
            </span>
          )}
        />
      </AdminSection>
      <AdminSection title="Add New Flavor">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            label="Name"
            id="flavor-name"
            placeholder="Enter flavor name"
            error={nameError}
            registration={form.register('name')}
          />
          <SelectField
            key={groups.fulfilledTimeStamp}
            control={form.control}
            name="flavor_group"
            id="flavor-group"
            label="Flavor group"
            loadOptions={autocompleteLoader(findGroups, (group) => group.name)}
          />
          <Controller
            control={form.control}
            name="sugar_free_available"
            render={({ field }) => (
              <SwitchField
                id="flavor-sugar-free"
                label="Is this item available in sugar free?"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Button type="submit" className="self-start" disabled={isLoading}>
            Add Flavor
          </Button>
        </form>
      </AdminSection>
    </AdminCard>
  );
}
