import { dollarsToCents } from '@shared/money';
import type { OrderItemDisplay } from '@shared/order-types';
import { api } from './api';

/** An order item as listed (cart, checkout). */
export type OrderItem = OrderItemDisplay;

/**
 * The current staff member's unpaid items (the cart) and clearing it. Shared by cart and checkout.
 * Any call that changes order items invalidates {type: 'OrderItem', id: 'LIST'} so the cart refreshes.
 */
export const orderItemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    unpaidOrderItems: build.query<OrderItem[], number>({
      query: (userId) => ({
        url: '/api/order-items',
        params: { order__collected_by: userId, order__is_paid: false },
      }),
      providesTags: (result = []) => [
        { type: 'OrderItem', id: 'LIST' },
        ...result.map((item) => ({ type: 'OrderItem' as const, id: item.id })),
      ],
    }),
    deleteOrder: build.mutation<void, number>({
      query: (orderId) => ({ url: `/api/orders/${orderId}/`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'OrderItem', id: 'LIST' }, 'Order', 'Queue'],
    }),
  }),
});

export const { useUnpaidOrderItemsQuery, useDeleteOrderMutation } = orderItemsApi;

/** Sum of item prices in exact cents, back to dollars. */
export const totalPrice = (items: Pick<OrderItem, 'price'>[]): number =>
  items.reduce((cents, item) => cents + dollarsToCents(item.price), 0) / 100;
