import { zodResolver } from '@hookform/resolvers/zod';
import type { OrderItemDisplay } from '@shared/order-types';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useDeleteOrderMutation } from '../../lib/api/orders-api';
import { sendLiveMessageOnce } from '../../lib/live-channel';
import { totalPrice } from '../../lib/money';
import { applySaveError } from '../../lib/save';
import { emptyOption, optionValue } from '../../lib/select';
import { notifyRequestError, notifySuccess } from '../../lib/toast';
import {
  useCheckoutItemsQuery,
  useCompleteOrderPaymentMutation,
  useDeleteOrderItemMutation,
} from './checkout-api';
import { checkoutFormSchema, type CheckoutForm } from './checkout-form-schema';
import { DISCOUNT_PLACEHOLDER } from './discount-field';

/**
 * Checkout's data and actions: the order's items priced with the chosen discount, their total,
 * removing an item, completing the payment (then telling the live queue) and cancelling the order.
 */
export function useCheckout(orderId: number, userId: number) {
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
  const discount = useWatch({ control: form.control, name: 'discount' });
  const items = useCheckoutItemsQuery({ userId, orderId, discount: optionValue(discount) });
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

  return {
    form,
    items,
    list,
    total,
    applyDiscount,
    toggleDiscount,
    nameOpen,
    setNameOpen,
    removingId,
    removeItem,
    complete,
    completing: completing.isLoading,
    cancel,
    cancelling: cancelling.isLoading,
  };
}
