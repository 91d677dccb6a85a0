import type { LocationId } from '@shared/ids';
import type { OnlineTicket, OrderItemDisplay } from '@shared/order-types';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Controller } from 'react-hook-form';
import { Card } from '../../components/ui/card';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { emptyOption, type SelectOption } from '../../lib/select';
import { SaleSummary, SaleTotal } from './sale-summary';
import { TenderField } from './tender-field';
import { TipField } from './tip-field';
import { CheckoutItems } from './checkout-items';
import { Notice } from './checkout-notice';
import { DISCOUNT_PLACEHOLDER, DiscountField } from './discount-field';
import { OrderNamePicker } from './order-name-picker';
import { useCheckout } from './use-checkout';
import { focusIfIdle } from '../../lib/focus-if-idle';

const COMPLETE_ORDER_CONFIRM =
  'Please ensure the order is paid for and then click button again to confirm.';
const CANCEL_ORDER_CONFIRM = 'Are you sure you want to cancel this order? Click again to confirm.';

/** A mouse and keyboard till; on touch, focusing a field would raise the on-screen keyboard. */
const finePointer = () => window.matchMedia('(pointer: fine)').matches;

/**
 * The order's items, discount, tip, total, order name, payment and the complete and cancel
 * buttons. The sale's controls come first (on a phone, right under the total; from 768 px in a
 * column beside the items), so a one-drink sale needs no scrolling. Enter in a field presses
 * Complete Order, whose second press (Enter again, or a click) completes the sale.
 */
export function CheckoutForm({
  orderId,
  userId,
  locationId,
  online = null,
}: {
  orderId: number;
  userId: number;
  locationId: LocationId;
  /** Collecting an order placed online: its drinks are as ordered, it is cancelled elsewhere. */
  online?: OnlineTicket | null;
}) {
  const checkout = useCheckout(orderId, userId, locationId, online);
  const { items, list, all } = checkout;
  const heading = useRef<HTMLHeadingElement>(null);
  const completeButton = useRef<HTMLButtonElement>(null);
  const [typing] = useState(finePointer);
  // The names too: the form shows with the next free name filled in, ready for Enter.
  const loading = items.isLoading || checkout.loadingMoney || checkout.names.loading;
  const shown = !loading && all.length > 0;

  useEffect(() => {
    if (shown && !typing) focusIfIdle(heading.current);
  }, [shown, typing]);

  if (loading) return <PageSpinner />;
  if (all.length === 0) return <Notice title="Order">This order has no items to check out.</Notice>;

  // Enter in a field presses Complete Order: its first press arms it and takes the focus, so the
  // next Enter is the spec's second click.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (completesOnEnter(event, heading.current)) {
      event.preventDefault();
      completeButton.current?.focus();
      completeButton.current?.click();
    }
  };

  return (
    <Card className="mx-auto w-full max-w-2xl p-4 sm:p-6 md:max-w-5xl">
      <form
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
        noValidate
        className="grid grid-cols-1 gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:grid-cols-[minmax(0,1fr)_28rem] md:grid-rows-[auto_1fr] md:gap-x-8"
      >
        <div className="flex flex-col gap-1 md:col-start-1 md:row-start-1">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {online ? `Collect ${online.code} · ${online.customer_name}` : 'Order'}
          </h1>
          <p className="text-sm text-slate-600 md:hidden" data-testid="checkout-items-brief">
            {brief(list)}
          </p>
        </div>
        <SaleControls
          checkout={checkout}
          completeButton={completeButton}
          autoFocus={typing}
          online={!!online}
        />
        <SaleDetails checkout={checkout} online={!!online} />
      </form>
      {checkout.approvalDialog}
    </Card>
  );
}

type Checkout = ReturnType<typeof useCheckout>;

/** The total, the order name, the payment and the complete and cancel buttons. */
function SaleControls({
  checkout,
  completeButton,
  autoFocus,
  online,
}: {
  checkout: Checkout;
  completeButton: RefObject<HTMLButtonElement | null>;
  autoFocus: boolean;
  online: boolean;
}) {
  const { form, items, list } = checkout;
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-5 md:col-start-2 md:row-span-2 md:row-start-1 md:self-start">
      <SaleTotal figures={checkout.figures} />
      <Controller
        control={form.control}
        name="order_name"
        render={({ field }) => (
          <OrderNamePicker
            names={checkout.names}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            autoFocus={autoFocus}
            error={errors.order_name?.message}
          />
        )}
      />
      <TenderField
        method={checkout.tender.method}
        onMethod={checkout.tender.setMethod}
        tendered={checkout.tender.tendered}
        onTendered={checkout.tender.setTendered}
        figures={checkout.figures}
      />
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        <ConfirmButton
          ref={completeButton}
          size="lg"
          className="px-3"
          warning={COMPLETE_ORDER_CONFIRM}
          beforeArm={checkout.readyToComplete}
          onConfirm={() => checkout.complete()}
          disabled={checkout.completing || items.isFetching || list.length === 0}
        >
          Complete Order
        </ConfirmButton>
        {!online && (
          <ConfirmButton
            size="lg"
            className="px-3"
            variant="destructive"
            warning={CANCEL_ORDER_CONFIRM}
            onConfirm={checkout.cancel}
            disabled={checkout.cancelling}
          >
            Cancel Order
          </ConfirmButton>
        )}
      </div>
      <p role="status" className="text-sm font-medium text-amber-900 empty:hidden">
        {checkout.dropped && 'Sending… the connection dropped'}
      </p>
    </div>
  );
}

/** The items, the discount, the tip and the figures that make up the total. */
function SaleDetails({ checkout, online }: { checkout: Checkout; online: boolean }) {
  const { form, items, all } = checkout;
  const { errors } = form.formState;
  return (
    <section
      aria-labelledby="checkout-details"
      className="flex min-w-0 flex-col gap-5 border-t border-slate-200 pt-4 md:col-start-1 md:row-start-2 md:border-0 md:pt-0"
    >
      <h2 id="checkout-details" className="text-lg font-semibold text-slate-900 md:sr-only">
        Items, discount and tip
      </h2>
      <CheckoutItemsSection
        items={all}
        pending={checkout.pending}
        onRemove={online ? undefined : checkout.removeItem}
        onUndo={checkout.undoRemove}
        fetching={items.isFetching}
      />
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
    </section>
  );
}

/**
 * Enter in a text field (or on the heading, where the focus lands on a touch till) presses Complete
 * Order, unless the field used the key itself (a suggestion or discount picked from its list).
 */
function completesOnEnter(event: KeyboardEvent, heading: HTMLElement | null): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing)
    return false;
  // A held key's repeats (the Enter that charged on Take Order, still down) are not a decision.
  if (event.repeat || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey)
    return false;
  const target = event.target;
  if (target === heading) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type);
}

/** On a phone the items are listed under the payment: the heading says what is being paid for. */
function brief(items: OrderItemDisplay[]): string {
  const count = `${items.length} ${items.length === 1 ? 'item' : 'items'}`;
  return items.length === 0 ? count : `${count}: ${items.map((i) => i.description).join(', ')}`;
}

/** The chosen discount's name, when one is chosen (value 0 is the placeholder). */
const chosenDiscount = (option: SelectOption) => (option.value ? option.label : undefined);

function CheckoutItemsSection(props: {
  items: OrderItemDisplay[];
  pending: number[];
  onRemove?: (item: OrderItemDisplay) => void;
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
