import { zodResolver } from '@hookform/resolvers/zod';
import type { OrderItemDisplay } from '@shared/order-types';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { Page } from '../../components/ui/page';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { totalPrice } from '../../lib/money';
import { useDeleteOrderMutation, useOrderQuery } from '../../lib/api/orders-api';
import {
  useCheckoutItemsQuery,
  useCompleteOrderPaymentMutation,
  useDeleteOrderItemMutation,
} from './checkout-api';
import { sendLiveMessageOnce } from '../../lib/live-channel';
import { formatDollars } from '../../lib/money';
import { applySaveError } from '../../lib/save';
import { emptyOption, optionValue } from '../../lib/select';
import { useCurrentUser } from '../../lib/state/hooks';
import { notifyRequestError, notifySuccess } from '../../lib/toast';
import { CheckoutItems } from './checkout-items';
import { checkoutFormSchema, type CheckoutForm } from './checkout-form-schema';
import { DISCOUNT_PLACEHOLDER, DiscountField } from './discount-field';
import { OrderNamePicker } from './order-name-picker';

export const COMPLETE_ORDER_CONFIRM =
  'Please ensure the order is paid for and then click button again to confirm.';
export const CANCEL_ORDER_CONFIRM =
  'Are you sure you want to cancel this order? Click again to confirm.';

function Notice({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-start gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
      <Button asChild variant="outline">
        <Link to="/take-order">Back to Take Order</Link>
      </Button>
    </Card>
  );
}

function CheckoutForm({ orderId, userId }: { orderId: number; userId: number }) {
  const navigate = useNavigate();
  const [applyDiscount, setApplyDiscount] = useState(false);
  const [nameOpen, setNameOpen] = useState(true);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { order_name: '', discount: emptyOption(DISCOUNT_PLACEHOLDER) },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const discount = useWatch({ control: form.control, name: 'discount' });
  const discountId = optionValue(discount);
  const items = useCheckoutItemsQuery({ userId, orderId, discount: discountId });
  const [completePayment, completing] = useCompleteOrderPaymentMutation();
  const [deleteOrder, cancelling] = useDeleteOrderMutation();
  const [deleteItem] = useDeleteOrderItemMutation();
  const list = items.data ?? [];
  const total = totalPrice(list);

  const toggleDiscount = (on: boolean) => {
    setApplyDiscount(on);
    if (!on)
      form.setValue('discount', emptyOption(DISCOUNT_PLACEHOLDER), { shouldValidate: false });
  };

  const removeItem = async (item: OrderItemDisplay) => {
    setRemovingId(item.id);
    try {
      await deleteItem(item.id).unwrap();
      notifySuccess('Order item deleted successfully');
      // The server drops an emptied order with its last item.
      if (list.length === 1) navigate('/take-order');
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setRemovingId(null);
    }
  };

  const complete = form.handleSubmit(
    async (values) => {
      try {
        const paid = await completePayment({
          id: orderId,
          body: {
            is_paid: true,
            order_name: values.order_name,
            paid_amount: total,
            discount: optionValue(values.discount),
          },
        }).unwrap();
        void sendLiveMessageOnce(paid.location, userId, { message: 'Order completed' });
        notifySuccess('Order completed successfully');
        navigate('/take-order');
      } catch (error) {
        applySaveError(error, form.setError);
      }
    },
    (invalid) => {
      if (invalid.order_name) setNameOpen(true);
    },
  );

  const cancel = async () => {
    try {
      await deleteOrder(orderId).unwrap();
      notifySuccess('Order deleted successfully');
      navigate('/take-order');
    } catch (error) {
      notifyRequestError(error);
    }
  };

  if (items.isLoading) return <PageSpinner />;
  if (list.length === 0)
    return <Notice title="Order">This order has no items to check out.</Notice>;

  return (
    <Card className="mx-auto flex w-full max-w-2xl flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-slate-900">Order</h1>
      <CheckoutItemsSection
        items={list}
        onRemove={removeItem}
        removingId={removingId}
        fetching={items.isFetching}
      />
      <form onSubmit={(event) => event.preventDefault()} noValidate className="flex flex-col gap-5">
        <Controller
          control={form.control}
          name="discount"
          render={({ field }) => (
            <DiscountField
              applied={applyDiscount}
              onAppliedChange={toggleDiscount}
              value={field.value}
              onChange={(option) => field.onChange(option ?? emptyOption(DISCOUNT_PLACEHOLDER))}
              error={errors.discount?.message ?? errors.discount?.value?.message}
            />
          )}
        />
        <p className="flex items-baseline justify-between border-t border-slate-200 pt-4 text-xl">
          <span className="font-semibold text-slate-700">Total</span>
          <span className="font-bold text-slate-900 tabular-nums" data-testid="checkout-total">
            {formatDollars(total)}
          </span>
        </p>
        <Controller
          control={form.control}
          name="order_name"
          render={({ field }) => (
            <OrderNamePicker
              value={field.value}
              onChange={(name) => {
                field.onChange(name);
                setNameOpen(false);
              }}
              open={nameOpen}
              onOpenChange={setNameOpen}
              error={errors.order_name?.message}
            />
          )}
        />
        <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
          <ConfirmButton
            size="lg"
            warning={COMPLETE_ORDER_CONFIRM}
            onConfirm={() => complete()}
            disabled={completing.isLoading || items.isFetching}
          >
            Complete Order
          </ConfirmButton>
          <ConfirmButton
            size="lg"
            variant="destructive"
            warning={CANCEL_ORDER_CONFIRM}
            onConfirm={cancel}
            disabled={cancelling.isLoading}
          >
            Cancel Order
          </ConfirmButton>
        </div>
      </form>
    </Card>
  );
}

function CheckoutItemsSection(props: {
  items: OrderItemDisplay[];
  onRemove: (item: OrderItemDisplay) => void;
  removingId: number | null;
  fetching: boolean;
}) {
  return (
    <div className="relative">
      {props.fetching && (
        <Spinner className="absolute -top-9 right-0 size-5" label="Updating prices" />
      )}
      <CheckoutItems items={props.items} onRemove={props.onRemove} removingId={props.removingId} />
    </div>
  );
}

export function CheckoutPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const user = useCurrentUser();
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const order = useOrderQuery(orderId, { skip: !valid, refetchOnMountOrArgChange: true });

  let body: React.ReactNode;
  if (!valid || order.isError) body = <Notice title="Order not found" />;
  else if (!order.data || !user) body = <PageSpinner />;
  else if (order.data.is_paid)
    body = <Notice title="Order">This order has already been paid.</Notice>;
  else body = <CheckoutForm orderId={orderId} userId={user.id} />;

  return (
    <Page title="Checkout" description="Check out an order: discount, order name and payment">
      {body}
    </Page>
  );
}
