import { menuSchema } from '@shared/catalogue-schemas';
import { z } from '@shared/validation';
import { Controller } from 'react-hook-form';
import { DatePicker, isoDate } from '../../../components/ui/date-picker';
import { FormField } from '../../../components/ui/form-field';
import { useCatalogueMenusQuery, useCreateMenuMutation } from './menus-api';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { AdminForm } from '../shared/admin-form';
import { ExistingSection } from '../shared/entry-list';
import { fieldsOf, useSchemaForm } from '../shared/form-helpers';
import { TextField } from '../shared/text-field';

/** The picked day, checked by the server's own rule for a menu's date (no future, none before 1900). */
const menuFormSchema = z.object({
  version: menuSchema.shape.version,
  date: z.preprocess(
    (value) => (value instanceof Date ? isoDate(value) : value),
    menuSchema.shape.date,
  ),
});

interface MenuValues {
  version: string;
  date: Date | undefined;
}

export function MenusTab() {
  const menus = useCatalogueMenusQuery();
  const [createMenu, { isLoading }] = useCreateMenuMutation();
  const form = useSchemaForm<MenuValues>(menuFormSchema, { version: '', date: undefined });

  const submit = form.handleSubmit((values) =>
    save({
      request: () => createMenu({ version: values.version, date: isoDate(values.date!) }).unwrap(),
      form,
      successMessage: 'Success',
    }),
  );

  return (
    <AdminCard title="Menus">
      <ExistingSection
        plural="Menus"
        list={menus}
        render={(menu) => (
          <>
            <span>Menu Version {menu.id}</span>
            <span className="text-sm text-slate-600">
              version {menu.version}, from {menu.date}
            </span>
          </>
        )}
      />
      <AdminSection title="Add New Menu">
        <AdminForm onSubmit={submit} submitLabel="Add Menu" busy={isLoading}>
          <TextField
            label="Version"
            inputMode="numeric"
            placeholder="Enter version number"
            {...fieldsOf(form, 'menu')('version')}
          />
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
        </AdminForm>
      </AdminSection>
    </AdminCard>
  );
}
