import type { LocationId } from '@shared/ids';
import type { Autocomplete, Discount, OrderName } from '@shared/catalogue-types';
import type { CheckoutPayload } from '@shared/order-schemas';
import type { OrderItemDisplay } from '@shared/order-types';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { api } from '../../lib/api/api';
import { CART_TAG, ONLINE_ORDERS_TAG } from '../../lib/api/orders-api';

export interface OrderNameChoice extends OrderName {
  in_use?: boolean;
}

interface CheckoutItemsArgs {
  /** Whose cart the order is; null for an online order, which is nobody's until collected. */
  userId: number | null;
  orderId: number;
  /** The chosen discount's id; prices come back discounted. */
  discount: number | null;
}

interface CheckoutResult {
  id: number;
  is_paid: boolean;
  order_name: number;
  paid_amount: number;
  discount: number | null;
  collected_by: number;
  location: LocationId;
}

/** Checkout's calls: the order's items (discounted), removing one, the pickers and payment. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutItems: build.query<OrderItemDisplay[], CheckoutItemsArgs>({
      query: ({ userId, orderId, discount }) => ({
        url: '/api/order-items',
        params: {
          ...(userId === null ? {} : { order__collected_by: userId }),
          order__is_paid: false,
          order: orderId,
          ...(discount ? { discount } : {}),
        },
      }),
      providesTags: (result = []) => [
        CART_TAG,
        ...result.map((i) => ({ type: 'OrderItem' as const, id: i.id })),
      ],
    }),
    deleteOrderItem: build.mutation<void, number>({
      query: (id) => ({ url: `/api/order-items/${id}`, method: 'DELETE' }),
      invalidatesTags: [CART_TAG, 'Order'],
    }),
    discountAutocomplete: build.query<Autocomplete<Discount>, string>({
      query: (q) => ({ url: '/api/discounts/autocomplete', params: { q } }),
      providesTags: [{ type: 'Discount', id: 'LIST' }],
    }),
    /** With the location, each name says whether it is waiting on its queue. */
    orderNameAutocomplete: build.query<Autocomplete<OrderNameChoice>, { location: LocationId }>({
      query: ({ location }) => ({ url: '/api/order-names/autocomplete', params: { location } }),
      providesTags: [{ type: 'OrderName', id: 'LIST' }, 'Queue'],
    }),
    completeOrderPayment: build.mutation<
      CheckoutResult,
      // A retry of a sale whose answer was lost sends the same key (send-until-answered.ts).
      { id: number; body: CheckoutPayload; idempotencyKey?: string }
    >({
      query: ({ id, body, idempotencyKey = newIdempotencyKey() }) => ({
        url: `/api/orders/${id}/complete-order-payment`,
        method: 'PATCH',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        CART_TAG,
        { type: 'Order', id },
        // A collected online order leaves the counter's list.
        ONLINE_ORDERS_TAG,
        'Queue',
        'Drawer',
      ],
    }),
  }),
});

export const {
  useCheckoutItemsQuery,
  useDeleteOrderItemMutation,
  useOrderNameAutocompleteQuery,
  useCompleteOrderPaymentMutation,
} = checkoutApi;
