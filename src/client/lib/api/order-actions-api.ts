import type { Approval } from '@shared/approval-schemas';
import type { OrderRecord, RefundRecord } from '@shared/order-record-schemas';
import type { PaymentMethod } from '@shared/tenders';
import { api } from './api';

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

const changed = (id: number) => [
  { type: 'OrderRecord' as const, id },
  'OrderHistory' as const,
  'Drawer' as const,
  'Queue' as const,
];

/**
 * Issue 15: the writes of an order's record, void and refund (a staff member's carry an
 * admin's approval), and an admin's approval PIN.
 */
export const orderActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    voidOrder: build.mutation<OrderRecord, VoidArgs>({
      query: ({ id, ...body }) => ({ url: `/api/orders/${id}/void`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    refundOrder: build.mutation<RefundAnswer, RefundArgs>({
      query: ({ id, ...body }) => ({ url: `/api/orders/${id}/refunds`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** An admin's own approval PIN. */
    setApprovalPin: build.mutation<{ message: string }, string>({
      query: (pin) => ({ url: '/api/users/me/approval-pin', method: 'PUT', body: { pin } }),
    }),
  }),
});

export const { useVoidOrderMutation, useRefundOrderMutation, useSetApprovalPinMutation } =
  orderActionsApi;
