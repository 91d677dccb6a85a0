import type { OrderItemDisplay } from '@shared/order-types';
import { Controller } from 'react-hook-form';
import { Card } from '../../components/ui/card';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { formatDollars } from '../../lib/money';
import { emptyOption } from '../../lib/select';
import { CheckoutItems } from './checkout-items';
import { Notice } from './checkout-notice';
import { DISCOUNT_PLACEHOLDER, DiscountField } from './discount-field';
import { OrderNamePicker } from './order-name-picker';
import { useCheckout } from './use-checkout';

const COMPLETE_ORDER_CONFIRM =
  'Please ensure the order is paid for and then click button again to confirm.';
const CANCEL_ORDER_CONFIRM = 'Are you sure you want to cancel this order? Click again to confirm.';

/** The order's items, discount, total, order name and the complete and cancel buttons. */
export function CheckoutForm({
  orderId,
  userId,
  locationId,
}: {
  orderId: number;
  userId: number;
  locationId: number;
}) {
  const checkout = useCheckout(orderId, userId);
  const { form, items, list, all } = checkout;
  const { errors } = form.formState;

  if (items.isLoading) return <PageSpinner />;
  if (all.length === 0) return <Notice title="Order">This order has no items to check out.</Notice>;

  return (
    <Card className="mx-auto flex w-full max-w-2xl flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-slate-900">Order</h1>
      <CheckoutItemsSection
        items={all}
        pending={checkout.pending}
        onRemove={checkout.removeItem}
        onUndo={checkout.undoRemove}
        fetching={items.isFetching}
      />
      <form onSubmit={(event) => event.preventDefault()} noValidate className="flex flex-col gap-5">
        <Controller
          control={form.control}
          name="discount"
          render={({ field }) => (
            <DiscountField
              applied={checkout.applyDiscount}
              onAppliedChange={checkout.toggleDiscount}
              value={field.value}
              onChange={(option) => field.onChange(option ?? emptyOption(DISCOUNT_PLACEHOLDER))}
              error={errors.discount?.message ?? errors.discount?.value?.message}
            />
          )}
        />
        <CheckoutTotal total={checkout.total} />
        <Controller
          control={form.control}
          name="order_name"
          render={({ field }) => (
            <OrderNamePicker
              locationId={locationId}
              value={field.value}
              onChange={(name) => {
                field.onChange(name);
                checkout.setNameOpen(false);
              }}
              open={checkout.nameOpen}
              onOpenChange={checkout.setNameOpen}
              error={errors.order_name?.message}
            />
          )}
        />
        <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
          <ConfirmButton
            size="lg"
            warning={COMPLETE_ORDER_CONFIRM}
            onConfirm={() => checkout.complete()}
            disabled={checkout.completing || items.isFetching || list.length === 0}
          >
            Complete Order
          </ConfirmButton>
          <ConfirmButton
            size="lg"
            variant="destructive"
            warning={CANCEL_ORDER_CONFIRM}
            onConfirm={checkout.cancel}
            disabled={checkout.cancelling}
          >
            Cancel Order
          </ConfirmButton>
        </div>
      </form>
    </Card>
  );
}

function CheckoutTotal({ total }: { total: number }) {
  return (
    <p className="flex items-baseline justify-between border-t border-slate-200 pt-4 text-xl">
      <span className="font-semibold text-slate-700">Total</span>
      <span className="font-bold text-slate-900 tabular-nums" data-testid="checkout-total">
        {formatDollars(total)}
      </span>
    </p>
  );
}

function CheckoutItemsSection(props: {
  items: OrderItemDisplay[];
  pending: number[];
  onRemove: (item: OrderItemDisplay) => void;
  onUndo: (id: number) => void;
  fetching: boolean;
}) {
  return (
    <div className="relative">
      {props.fetching && (
        <Spinner className="absolute -top-9 right-0 size-5" label="Updating prices" />
      )}
      <CheckoutItems
        items={props.items}
        pending={props.pending}
        onRemove={props.onRemove}
        onUndo={props.onUndo}
      />
    </div>
  );
}
