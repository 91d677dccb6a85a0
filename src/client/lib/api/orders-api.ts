import type { Approval } from '@shared/approval-schemas';
import type { OrderRecord, RefundRecord } from '@shared/order-record-schemas';
import type { OrderItemDisplay } from '@shared/order-types';
import type { PaymentMethod } from '@shared/tenders';
import { api } from './api';

/** An order item as listed (cart, checkout). */
export type OrderItem = OrderItemDisplay;

/** The tag of the listed order items: the cart and checkout lists. */
export const CART_TAG = { type: 'OrderItem' as const, id: 'LIST' };
/** The counter's list of online orders still to collect. */
export const ONLINE_ORDERS_TAG = { type: 'Order' as const, id: 'ONLINE' };

export interface VoidArgs {
  id: number;
  reason: string;
  approval?: Approval;
}

export interface RefundArgs {
  id: number;
  items?: number[];
  amount?: string;
  reason: string;
  method: PaymentMethod;
  approval?: Approval;
}

export type RefundAnswer = RefundRecord & { refundable: number; status: OrderRecord['status'] };

/** What a void or refund changes: the order's record, the history, the drawers and the queue. */
const afterMoneyBack = (id: number) => [
  { type: 'Order' as const, id },
  'OrderHistory' as const,
  'Drawer' as const,
  'Queue' as const,
];

/**
 * Order calls several features share: the signed-in staff member's unpaid items (the cart, checkout),
 * deleting an order (cart, checkout), reading one (checkout, Make Orders), and the admin's void
 * (history, Make Orders), refund and an admin's approval PIN. Any call that changes order items
 * invalidates CART_TAG so the cart refreshes.
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
    /** GET /api/orders/{id}: the order with its record (status, refunds, timeline). */
    order: build.query<OrderRecord, number>({
      query: (id) => `/api/orders/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    voidOrder: build.mutation<OrderRecord, VoidArgs>({
      query: ({ id, ...body }) => ({ url: `/api/orders/${id}/void`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => afterMoneyBack(id),
    }),
    refundOrder: build.mutation<RefundAnswer, RefundArgs>({
      query: ({ id, ...body }) => ({ url: `/api/orders/${id}/refunds`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => afterMoneyBack(id),
    }),
    setApprovalPin: build.mutation<{ message: string }, string>({
      query: (pin) => ({ url: '/api/users/me/approval-pin', method: 'PUT', body: { pin } }),
    }),
  }),
});

export const {
  useUnpaidOrderItemsQuery,
  useDeleteOrderMutation,
  useOrderQuery,
  useVoidOrderMutation,
  useRefundOrderMutation,
  useSetApprovalPinMutation,
} = ordersApi;
