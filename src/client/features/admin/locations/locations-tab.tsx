import { locationSchema } from '@shared/validation';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCatalogueLocationsQuery } from '../../../lib/api/catalogue-reads-api';
import { useCreateLocationMutation } from '../../../lib/api/catalogue-writes-api';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EntryList } from '../shared/entry-list';
import { rawResolver } from '../shared/form-helpers';

interface LocationValues {
  name: string;
}

export function LocationsTab() {
  const locations = useCatalogueLocationsQuery();
  const [createLocation, { isLoading }] = useCreateLocationMutation();
  const form = useForm<LocationValues>({
    resolver: rawResolver<LocationValues>(locationSchema),
    defaultValues: { name: '' },
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit((values) =>
    save({
      request: () => createLocation(values).unwrap(),
      form,
      successMessage: 'Location added successfully',
    }),
  );

  return (
    <AdminCard title="Locations">
      <AdminSection title="Existing Locations">
        <EntryList
          label="Existing Locations"
          query={locations}
          keyOf={(location) => location.id}
          render={(location) => <span>{location.name}</span>}
        />
      </AdminSection>
      <AdminSection title="Add New Location">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Name" htmlFor="location-name" error={error}>
            <Input
              id="location-name"
              placeholder="Enter location name"
              aria-invalid={!!error}
              {...form.register('name')}
            />
          </FormField>
          <Button type="submit" className="self-start" disabled={isLoading}>
            Add Location
          </Button>
        </form>
      </AdminSection>
    </AdminCard>
  );
}
