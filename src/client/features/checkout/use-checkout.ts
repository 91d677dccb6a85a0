import type { LocationId } from '@shared/ids';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstName } from '@shared/first-name';
import type { OnlineTicket, OrderItemDisplay } from '@shared/order-types';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useDeleteOrderMutation } from '../../lib/api/orders-api';
import { sendLiveMessageOnce } from '../../lib/live-channel';
import { totalCents } from '../../lib/money';
import { centsToDollars, taxRateThousandths } from '@shared/money';
import { useLocationQuery } from '../../lib/api/location-api';
import { saleFigures, type SaleFigures } from './sale-figures';
import { applySaveError, fieldErrorMap } from '../../lib/save';
import { emptyOption, optionValue } from '../../lib/select';
import { notifyRequestError } from '../../lib/save';
import { notifyInPlace } from '../../lib/toast';
import {
  useCheckoutItemsQuery,
  useCompleteOrderPaymentMutation,
  useDeleteOrderItemMutation,
} from './checkout-api';
import { checkoutFormSchema, type CheckoutForm } from './checkout-form-schema';
import { DISCOUNT_PLACEHOLDER } from './discount-field';
import { useApproval } from '../../components/approval-dialog';
import { usePendingDeletes } from './use-pending-deletes';
import { useOrderNames, type OrderNames } from './use-order-names';
import { sendUntilAnswered } from './send-until-answered';
import { formPasses, usePaymentInputs } from './payment-inputs';

/**
 * Checkout's data and actions: the order's items priced with the chosen discount, the sale's
 * figures (tax, tip, tender and change: sale-figures.ts), removing an item, completing the payment
 * (then telling the live queue) and cancelling the order.
 */
export function useCheckout(
  orderId: number,
  userId: number,
  locationId: LocationId,
  online: OnlineTicket | null = null,
) {
  const navigate = useNavigate();
  const [applyDiscount, setApplyDiscount] = useState(false);
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    // An online order is called by its customer's first name.
    defaultValues: {
      order_name: online ? firstName(online.customer_name) : '',
      discount: emptyOption(DISCOUNT_PLACEHOLDER),
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const discount = useWatch({ control: form.control, name: 'discount' });
  const lines = useCheckoutLines(orderId, online ? null : userId, optionValue(discount));
  const location = useLocationQuery(locationId);
  const listNames = useOrderNames(locationId);
  const names = online ? { ...listNames, nextFree: undefined } : listNames;
  const payment = usePaymentInputs();
  const figures = saleFigures({
    subtotalCents: totalCents(lines.kept),
    discountedCents: totalCents(lines.list),
    tax: {
      rateThousandths: taxRateThousandths(location.data?.tax_rate ?? 0),
      pricesIncludeTax: location.data?.prices_include_tax ?? false,
    },
    ...payment.values,
  });
  const sale = useCompleteSale({ orderId, userId, form, names, figures, lines, payment });
  const [deleteOrder, cancelling] = useDeleteOrderMutation();

  const toggleDiscount = (on: boolean) => {
    setApplyDiscount(on);
    if (!on)
      form.setValue('discount', emptyOption(DISCOUNT_PLACEHOLDER), { shouldValidate: false });
  };

  const cancel = async () => {
    lines.removal.drop();
    try {
      await deleteOrder(orderId).unwrap();
      notifyInPlace('Order deleted successfully');
      navigate('/take-order');
    } catch (error) {
      notifyRequestError(error);
    }
  };

  return {
    approvalDialog: sale.approvalDialog,
    form,
    items: lines.items,
    list: lines.list,
    total: centsToDollars(figures.totalCents),
    figures,
    location: location.data,
    tip: payment.tip,
    tender: payment.tender,
    readyToComplete: sale.readyToComplete,
    names,
    loadingMoney: lines.undiscountedLoading || location.isLoading,
    applyDiscount,
    toggleDiscount,
    all: lines.all,
    pending: lines.removal.pending,
    removeItem: (item: OrderItemDisplay) => lines.removal.remove(item.id),
    undoRemove: lines.removal.undo,
    complete: sale.complete,
    completing: sale.completing,
    dropped: sale.dropped,
    cancel,
    cancelling: cancelling.isLoading || sale.completing,
  };
}

/**
 * The order's items with the chosen discount and without it (the subtotal), less those waiting to
 * be removed; removing the last one leaves checkout, as the server drops an emptied order.
 */
function useCheckoutLines(orderId: number, userId: number | null, discount: number | null) {
  const navigate = useNavigate();
  const items = useCheckoutItemsQuery({ userId, orderId, discount });
  // The same items at their own prices (the same request when no discount is chosen): the subtotal.
  const undiscounted = useCheckoutItemsQuery({ userId, orderId, discount: null });
  const [deleteItem] = useDeleteOrderItemMutation();
  const all = items.data ?? [];
  const shown = useRef({ all, mounted: true });
  useEffect(() => {
    shown.current.all = all;
  });
  useEffect(() => {
    const current = shown.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
    };
  }, []);
  const deleted = useRef(new Set<number>());
  const removal = usePendingDeletes(
    async (id) => {
      try {
        await deleteItem(id).unwrap();
        deleted.current.add(id);
        notifyInPlace('Order item deleted successfully');
        // The server drops an emptied order with its last item.
        const { all: now, mounted } = shown.current;
        if (mounted && now.every((item) => deleted.current.has(item.id))) navigate('/take-order');
      } catch (error) {
        notifyRequestError(error);
      }
    },
    (id) => `/api/order-items/${id}`,
  );
  // What the cashier sees and pays for: the items not waiting to be removed.
  const list = all.filter((item) => !removal.pending.includes(item.id));
  const kept = (undiscounted.data ?? []).filter((item) => !removal.pending.includes(item.id));
  return { items, all, list, kept, removal, undiscountedLoading: undiscounted.isLoading };
}

/** The tip chosen or typed, the payment method and the cash handed over, as the cashier set them. */

/**
 * Completing the sale: pending removals first, an admin's approval when the discount needs one,
 * then the payment, the live queue told, and Take Order with the receipt link of the order paid.
 */
function useCompleteSale(opts: {
  orderId: number;
  userId: number;
  form: UseFormReturn<CheckoutForm>;
  names: OrderNames;
  figures: SaleFigures;
  lines: ReturnType<typeof useCheckoutLines>;
  payment: ReturnType<typeof usePaymentInputs>;
}) {
  const { orderId, userId, form, names, figures } = opts;
  const approval = useApproval();
  const navigate = useNavigate();
  const [completePayment] = useCompleteOrderPaymentMutation();
  const [sending, setSending] = useState(false);
  const [dropped, setDropped] = useState(false);
  const method = opts.payment.values.method;

  const complete = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      // Never pay for an item the cashier removed: its removal goes first.
      await opts.lines.removal.flush();
      // A discount over the approval threshold asks a staff member for an admin's PIN.
      const paid = await approval.run((approvedBy) => {
        // One key per request (with or without an approval): a payment whose answer is lost is
        // sent again as it was, and the server replays its first answer.
        const idempotencyKey = newIdempotencyKey();
        const body = {
          ...(approvedBy && { approval: approvedBy }),
          is_paid: true as const,
          ...nameFields(names, values.order_name),
          paid_amount: centsToDollars(figures.totalCents),
          discount: optionValue(values.discount),
          tip: centsToDollars(figures.tipCents),
          payment_method: method,
          ...(figures.tenderedCents === null
            ? {}
            : { cash_tendered: centsToDollars(figures.tenderedCents) }),
        };
        return sendUntilAnswered(
          () => completePayment({ id: orderId, body, idempotencyKey }).unwrap(),
          setDropped,
        );
      });
      void sendLiveMessageOnce(paid.location, userId, { message: 'Order completed' });
      notifyInPlace('Order completed successfully');
      // The sale's result is the next screen: Take Order, with the receipt link of the order paid.
      navigate('/take-order', { state: { paidOrderId: paid.id } });
    } catch (error) {
      applySaveError(typedNameErrorOnField(error), form.setError);
    } finally {
      setSending(false);
    }
  });

  /** The first click of Complete Order checks the name, the tip and the cash before arming it. */
  const readyToComplete = async () => {
    const valid = await formPasses(form);
    return valid && !figures.tipError && !figures.tenderError;
  };

  return {
    approvalDialog: approval.dialog,
    complete,
    completing: sending,
    dropped,
    readyToComplete,
  };
}

/** A list name goes as the spec's `order_name` (the list's spelling); any other as `order_name_text`. */
function nameFields(names: OrderNames, name: string) {
  const listed = names.match(name);
  return listed ? { order_name: listed.name } : { order_name_text: name };
}

/** The server answers a typed name's fault on `order_name_text`: the form shows it on the name. */
function typedNameErrorOnField(error: unknown): unknown {
  const fields = fieldErrorMap(error);
  if (!fields?.order_name_text) return error;
  const { order_name_text: typed, ...others } = fields;
  return { ...(error as object), data: { ...others, order_name: typed } };
}
