import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from './admin-card';
import { EntryList } from './entry-list';
import { rawResolver } from './form-helpers';

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
  successMessage: string;
  schema: z.ZodType;
  list: { data?: T[]; isLoading: boolean; isError: boolean };
  create: (values: NameValues) => Promise<unknown>;
  creating: boolean;
  /** The row of one record; its name by default. */
  row?: (entry: NoInfer<T>) => ReactNode;
}

/** The admin tab of a record that has only a name: its list and an add form (sodas, locations, ...). */
export function NameOnlyTab<T extends { id: number; name: string }>({
  plural,
  singular,
  inputId,
  placeholder,
  successMessage,
  schema,
  list,
  create,
  creating,
  row = (entry) => <span>{entry.name}</span>,
}: NameOnlyTabProps<T>) {
  const form = useForm<NameValues>({
    resolver: rawResolver<NameValues>(schema),
    defaultValues: { name: '' },
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit((values) =>
    save({ request: () => create(values), form, successMessage }),
  );

  return (
    <AdminCard title={plural}>
      <AdminSection title={`Existing ${plural}`}>
        <EntryList
          label={`Existing ${plural}`}
          query={list}
          keyOf={(entry) => entry.id}
          render={row}
        />
      </AdminSection>
      <AdminSection title={`Add New ${singular}`}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Name" htmlFor={inputId} error={error}>
            <Input
              id={inputId}
              placeholder={placeholder}
              aria-invalid={!!error}
              {...form.register('name')}
            />
          </FormField>
          <Button type="submit" className="self-start" disabled={creating}>
            Add {singular}
          </Button>
        </form>
      </AdminSection>
    </AdminCard>
  );
}
