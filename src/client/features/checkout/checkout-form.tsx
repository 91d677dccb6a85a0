import type { OrderItemDisplay } from '@shared/order-types';
import { Controller } from 'react-hook-form';
import { Card } from '../../components/ui/card';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { emptyOption, type SelectOption } from '../../lib/select';
import { SaleSummary } from './sale-summary';
import { TenderField } from './tender-field';
import { TipField } from './tip-field';
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
  const checkout = useCheckout(orderId, userId, locationId);
  const { form, items, list, all } = checkout;
  const { errors } = form.formState;

  if (items.isLoading || checkout.loadingMoney) return <PageSpinner />;
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
        <TipField
          choice={checkout.tip.choice}
          onChoice={checkout.tip.setChoice}
          custom={checkout.tip.custom}
          onCustom={checkout.tip.setCustom}
          baseCents={checkout.figures.subtotalCents - checkout.figures.discountCents}
          error={checkout.figures.tipError}
        />
        <SaleSummary
          figures={checkout.figures}
          // Named once the prices with it have arrived, so 'does not apply' never flashes by.
          discountName={
            checkout.applyDiscount && !items.isFetching
              ? chosenDiscount(form.getValues('discount'))
              : undefined
          }
          taxRate={checkout.location?.tax_rate ?? 0}
          pricesIncludeTax={checkout.location?.prices_include_tax ?? false}
        />
        <TenderField
          method={checkout.tender.method}
          onMethod={checkout.tender.setMethod}
          tendered={checkout.tender.tendered}
          onTendered={checkout.tender.setTendered}
          figures={checkout.figures}
        />
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
            beforeArm={checkout.readyToComplete}
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
      {checkout.approvalDialog}
    </Card>
  );
}

/** The chosen discount's name, when one is chosen (value 0 is the placeholder). */
const chosenDiscount = (option: SelectOption) => (option.value ? option.label : undefined);

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
