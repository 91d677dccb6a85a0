import { menuSchema } from '@shared/catalogue-schemas';
import { z } from '@shared/validation';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DatePicker, EARLIEST_DATE, isoDate } from '../../../components/ui/date-picker';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCatalogueMenusQuery, useCreateMenuMutation } from './menus-api';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EntryList } from '../shared/entry-list';
import { rawResolver } from '../shared/form-helpers';

const endOfToday = () => {
  const today = new Date();
  today.setHours(23, 59, 59, 999);
  return today;
};

const menuFormSchema = z.object({
  version: menuSchema.shape.version,
  date: z
    .date({ error: 'Date is required' })
    .refine((date) => date <= endOfToday(), 'Date cannot be in the future')
    .refine((date) => date >= EARLIEST_DATE, 'Date cannot be before 1900-01-01'),
});

interface MenuValues {
  version: string;
  date: Date | undefined;
}

export function MenusTab() {
  const menus = useCatalogueMenusQuery();
  const [createMenu, { isLoading }] = useCreateMenuMutation();
  const form = useForm<MenuValues>({
    resolver: rawResolver<MenuValues>(menuFormSchema),
    defaultValues: { version: '', date: undefined },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save({
      request: () => createMenu({ version: values.version, date: isoDate(values.date!) }).unwrap(),
      form,
      successMessage: 'Success',
    }),
  );

  return (
    <AdminCard title="Menus">
      <AdminSection title="Existing Menus">
        <EntryList
          label="Existing Menus"
          query={menus}
          keyOf={(menu) => menu.id}
          render={(menu) => (
            <>
              <span>Menu Version {menu.id}</span>
              <span className="text-sm text-slate-600">
                version {menu.version}, from {menu.date}
              </span>
            </>
          )}
        />
      </AdminSection>
      <AdminSection title="Add New Menu">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Version" htmlFor="menu-version" error={errors.version?.message}>
            <Input
              id="menu-version"
              inputMode="numeric"
              placeholder="Enter version number"
              aria-invalid={!!errors.version}
              {...form.register('version')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="date"
            render={({ field, fieldState }) => (
              <FormField label="Date" htmlFor="menu-date" error={fieldState.error?.message}>
                <DatePicker
                  id="menu-date"
                  value={field.value}
                  onChange={field.onChange}
                  invalid={!!fieldState.error}
                />
              </FormField>
            )}
          />
          <Button type="submit" className="self-start" disabled={isLoading}>
            Add Menu
          </Button>
        </form>
      </AdminSection>
    </AdminCard>
  );
}
