import type { LocationId } from '@shared/ids';
import type { OrderHistoryEntry, ORDER_STATUSES } from '@shared/order-history-schemas';
import type { Receipt } from '@shared/order-record-schemas';
import { api } from '../../lib/api/api';

export type HistoryStatus = (typeof ORDER_STATUSES)[number];

export interface OrderHistoryArgs {
  location: LocationId;
  /** YYYY-MM-DD days of the shop; empty for no bound. */
  from: string;
  to: string;
  q: string;
  status: HistoryStatus | '';
  page: number;
  page_size: number;
}

export interface OrderHistory {
  count: number;
  /** More than `count` (HISTORY_COUNT_CAP) orders match. */
  count_is_capped: boolean;
  results: OrderHistoryEntry[];
  next: string | null;
}

/** Only the filters that are set: the server reads a blank one as "any". */
const params = (args: OrderHistoryArgs) =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== ''));

/** The order history and an order's receipt (read-only calls; the record is `order`). */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderHistory: build.query<OrderHistory, OrderHistoryArgs>({
      query: (args) => ({ url: '/api/orders', params: params(args) }),
      providesTags: ['OrderHistory'],
    }),
    receipt: build.query<Receipt, number>({
      query: (id) => `/api/orders/${id}/receipt`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useOrderHistoryQuery, useReceiptQuery } = historyApi;
