import type { CheckoutPayload, OrderItemCreatePayload } from '@shared/order-schemas';
import type { OrderDisplay, OrderItemDisplay, PriceQuote } from '@shared/order-types';
import { newIdempotencyKey } from '../idempotency-key';
import { api } from './api';

export interface PriceQuoteArgs {
  cup: number;
  menu_item?: number | null;
  custom_order__soda?: number | null;
  custom_order_flavors?: number[];
}

export interface CheckoutItemsArgs {
  userId: number;
  orderId: number;
  /** The chosen discount's id; prices come back discounted. */
  discount: number | null;
}

export interface CheckoutResult {
  id: number;
  is_paid: boolean;
  order_name: number;
  paid_amount: number;
  discount: number | null;
  collected_by: number;
  location: number;
}

const CART = { type: 'OrderItem' as const, id: 'LIST' };

/** Order calls of the shop floor: adding items, the price quote, checkout, the queue and its transitions. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrderItem: build.mutation<OrderItemDisplay, OrderItemCreatePayload>({
      // A fresh key per submit: a retried request is answered once, never stored twice.
      query: (body) => ({
        url: '/api/order-items',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      invalidatesTags: [CART, 'Order'],
    }),
    priceQuote: build.query<PriceQuote, PriceQuoteArgs>({
      query: ({ custom_order_flavors = [], ...args }) => ({
        url: '/api/order-items/price',
        params: {
          cup: args.cup,
          ...(args.menu_item ? { menu_item: args.menu_item } : {}),
          ...(args.custom_order__soda ? { custom_order__soda: args.custom_order__soda } : {}),
          custom_order_flavors: JSON.stringify(custom_order_flavors),
        },
      }),
      keepUnusedDataFor: 10,
    }),
    checkoutItems: build.query<OrderItemDisplay[], CheckoutItemsArgs>({
      query: ({ userId, orderId, discount }) => ({
        url: '/api/order-items',
        params: {
          order__collected_by: userId,
          order__is_paid: false,
          order: orderId,
          ...(discount ? { discount } : {}),
        },
      }),
      providesTags: (result = []) => [
        CART,
        ...result.map((i) => ({ type: 'OrderItem' as const, id: i.id })),
      ],
    }),
    deleteOrderItem: build.mutation<void, number>({
      query: (id) => ({ url: `/api/order-items/${id}`, method: 'DELETE' }),
      invalidatesTags: [CART, 'Order'],
    }),
    order: build.query<OrderDisplay, number>({
      query: (id) => `/api/orders/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    updateInProgress: build.mutation<
      OrderDisplay,
      { id: number; is_in_progress: boolean; is_complete: boolean }
    >({
      query: ({ id, ...body }) => ({
        url: `/api/orders/${id}/update-in-progress`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Queue'],
    }),
    completeOrderPayment: build.mutation<CheckoutResult, { id: number; body: CheckoutPayload }>({
      query: ({ id, body }) => ({
        url: `/api/orders/${id}/complete-order-payment`,
        method: 'PATCH',
        body,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      invalidatesTags: (_result, _error, { id }) => [CART, { type: 'Order', id }, 'Queue'],
    }),
    /** The location's queue over plain HTTP (the backup page). */
    pendingOrders: build.query<OrderDisplay[], string>({
      query: (locationId) => ({ url: '/api/pending-orders', params: { location_id: locationId } }),
      providesTags: ['Queue'],
    }),
  }),
});

export const {
  useCreateOrderItemMutation,
  usePriceQuoteQuery,
  useCheckoutItemsQuery,
  useDeleteOrderItemMutation,
  useOrderQuery,
  useUpdateInProgressMutation,
  useCompleteOrderPaymentMutation,
  usePendingOrdersQuery,
} = ordersApi;
