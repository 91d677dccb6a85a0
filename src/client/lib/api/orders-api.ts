import type { OrderDisplay, OrderItemDisplay } from '@shared/order-types';
import { api } from './api';

/** An order item as listed (cart, checkout). */
export type OrderItem = OrderItemDisplay;

/** The tag of the listed order items: the cart and checkout lists. */
export const CART_TAG = { type: 'OrderItem' as const, id: 'LIST' };

/**
 * Order calls several features share: the signed-in staff member's unpaid items (the cart, checkout),
 * deleting an order (cart, checkout) and reading one (checkout, Make Orders). Any call that changes
 * order items invalidates CART_TAG so the cart refreshes.
 */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    unpaidOrderItems: build.query<OrderItem[], number>({
      query: (userId) => ({
        url: '/api/order-items',
        params: { order__collected_by: userId, order__is_paid: false },
      }),
      providesTags: (result = []) => [
        CART_TAG,
        ...result.map((item) => ({ type: 'OrderItem' as const, id: item.id })),
      ],
    }),
    deleteOrder: build.mutation<void, number>({
      query: (orderId) => ({ url: `/api/orders/${orderId}/`, method: 'DELETE' }),
      invalidatesTags: [CART_TAG, 'Order', 'Queue'],
    }),
    order: build.query<OrderDisplay, number>({
      query: (id) => `/api/orders/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useUnpaidOrderItemsQuery, useDeleteOrderMutation, useOrderQuery } = ordersApi;
