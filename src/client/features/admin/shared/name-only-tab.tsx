import type { ReactNode } from 'react';
import type { z } from 'zod';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from './admin-card';
import { AdminForm } from './admin-form';
import { ExistingSection } from './entry-list';
import { useSchemaForm } from './form-helpers';
import { TextField } from './text-field';

interface NameValues {
  name: string;
}

interface NameOnlyTabProps<T extends { id: number; name: string }> {
  /** "Sodas": the card title, and "Existing Sodas". */
  plural: string;
  /** "Soda": "Add New Soda" and the "Add Soda" button. */
  singular: string;
  inputId: string;
  placeholder: string;
  /** "<singular> added successfully" by default. */
  successMessage?: string;
  schema: z.ZodType;
  list: { data?: T[]; isLoading: boolean; isError: boolean };
  /** The create mutation's hook result. */
  mutation: readonly [
    (values: NameValues) => { unwrap: () => Promise<unknown> },
    { isLoading: boolean },
  ];
  /** The row of one record; its name by default. */
  row?: (entry: NoInfer<T>) => ReactNode;
}

/** The admin tab of a record that has only a name: its list and an add form (sodas, locations, ...). */
export function NameOnlyTab<T extends { id: number; name: string }>({
  plural,
  singular,
  inputId,
  placeholder,
  successMessage = `${singular} added successfully`,
  schema,
  list,
  mutation: [create, { isLoading }],
  row = (entry) => <span>{entry.name}</span>,
}: NameOnlyTabProps<T>) {
  const form = useSchemaForm<NameValues>(schema, { name: '' });
  const submit = form.handleSubmit((values) =>
    save({ request: () => create(values).unwrap(), form, successMessage }),
  );

  return (
    <AdminCard title={plural}>
      <ExistingSection plural={plural} list={list} render={row} />
      <AdminSection title={`Add New ${singular}`}>
        <AdminForm onSubmit={submit} submitLabel={`Add ${singular}`} busy={isLoading}>
          <TextField
            label="Name"
            id={inputId}
            placeholder={placeholder}
            error={form.formState.errors.name?.message}
            registration={form.register('name')}
          />
        </AdminForm>
      </AdminSection>
    </AdminCard>
  );
}
