import { orderNameSchema } from '@shared/catalogue-schemas';
import type { OrderName } from '@shared/catalogue-types';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useDeleteOrderNameMutation, useUpdateOrderNameMutation } from './order-names-api';
import { save } from '../../../lib/save';
import { notifySuccess } from '../../../lib/toast';
import { notifyFailure, rawResolver } from '../shared/form-helpers';

interface OrderNameValues {
  name: string;
}

/** One order name: rename in place with Update, or delete with a two-step Delete. */
export function OrderNameRow({ orderName }: { orderName: OrderName }) {
  const [updateOrderName, updating] = useUpdateOrderNameMutation();
  const [deleteOrderName, deleting] = useDeleteOrderNameMutation();
  const form = useForm<OrderNameValues>({
    resolver: rawResolver<OrderNameValues>(orderNameSchema),
    values: { name: orderName.name },
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.name?.message;
  const inputId = `order-name-${orderName.id}`;

  const submit = form.handleSubmit((values) =>
    save({
      request: () => updateOrderName({ id: orderName.id, ...values }).unwrap(),
      form,
      reset: false,
      successMessage: 'Order name updated successfully',
    }),
  );

  const remove = async () => {
    try {
      await deleteOrderName(orderName.id).unwrap();
      notifySuccess('Order Name deleted successfully');
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <div className="flex w-full items-start gap-3">
      <form onSubmit={submit} noValidate className="flex flex-1 items-start gap-3">
        <div className="flex flex-1 flex-col gap-1">
          <Input
            id={inputId}
            aria-label={`Order name ${orderName.name}`}
            aria-invalid={!!error}
            {...form.register('name')}
          />
          <FieldError message={error} id={`${inputId}-error`} />
        </div>
        <Button type="submit" variant="outline" disabled={updating.isLoading}>
          Update
        </Button>
      </form>
      <ConfirmButton
        variant="destructive"
        disabled={deleting.isLoading}
        onConfirm={remove}
        aria-label={`Delete ${orderName.name}`}
      >
        Delete
      </ConfirmButton>
    </div>
  );
}
