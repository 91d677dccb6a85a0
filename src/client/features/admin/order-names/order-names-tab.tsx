import { orderNameSchema } from '@shared/catalogue-schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCatalogueOrderNamesQuery } from '../../../lib/api/catalogue-reads-api';
import { useCreateOrderNameMutation } from '../../../lib/api/catalogue-writes-api';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { EntryList } from '../shared/entry-list';
import { rawResolver } from '../shared/form-helpers';
import { OrderNameRow } from './order-name-row';

interface OrderNameValues {
  name: string;
}

export function OrderNamesTab() {
  const orderNames = useCatalogueOrderNamesQuery();
  const [createOrderName, { isLoading }] = useCreateOrderNameMutation();
  const form = useForm<OrderNameValues>({
    resolver: rawResolver<OrderNameValues>(orderNameSchema),
    defaultValues: { name: '' },
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit((values) =>
    save({
      request: () => createOrderName(values).unwrap(),
      form,
      successMessage: 'Order Name added successfully',
    }),
  );

  return (
    <AdminCard title="Order Names">
      <AdminSection title="Existing Order Names">
        <EntryList
          label="Existing Order Names"
          query={orderNames}
          keyOf={(orderName) => orderName.id}
          render={(orderName) => <OrderNameRow orderName={orderName} />}
        />
      </AdminSection>
      <AdminSection title="Add New Order Name">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Name" htmlFor="order-name-new" error={error}>
            <Input
              id="order-name-new"
              placeholder="Enter order name"
              aria-invalid={!!error}
              {...form.register('name')}
            />
          </FormField>
          <Button type="submit" className="self-start" disabled={isLoading}>
            Add Order Name
          </Button>
        </form>
      </AdminSection>
    </AdminCard>
  );
}
