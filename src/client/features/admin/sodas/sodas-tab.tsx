import { sodaSchema } from '@shared/catalogue-schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCatalogueSodasQuery } from '../../../lib/api/catalogue-reads-api';
import { useCreateSodaMutation } from '../../../lib/api/catalogue-writes-api';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EntryList } from '../shared/entry-list';
import { rawResolver } from '../shared/form-helpers';

interface SodaValues {
  name: string;
}

export function SodasTab() {
  const sodas = useCatalogueSodasQuery();
  const [createSoda, { isLoading }] = useCreateSodaMutation();
  const form = useForm<SodaValues>({
    resolver: rawResolver<SodaValues>(sodaSchema),
    defaultValues: { name: '' },
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit((values) =>
    save({
      request: () => createSoda(values).unwrap(),
      form,
      successMessage: 'Soda added successfully',
    }),
  );

  return (
    <AdminCard title="Sodas">
      <AdminSection title="Existing Sodas">
        <EntryList
          label="Existing Sodas"
          query={sodas}
          keyOf={(soda) => soda.id}
          render={(soda) => <span>{soda.name}</span>}
        />
      </AdminSection>
      <AdminSection title="Add New Soda">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Name" htmlFor="soda-name" error={error}>
            <Input
              id="soda-name"
              placeholder="Enter soda brand name"
              aria-invalid={!!error}
              {...form.register('name')}
            />
          </FormField>
          <Button type="submit" className="self-start" disabled={isLoading}>
            Add Soda
          </Button>
        </form>
      </AdminSection>
    </AdminCard>
  );
}
