import type { LocationId } from '@shared/ids';
import type { OnlineStatus } from '@shared/online-order-schemas';
import { api } from '../../lib/api/api';
import { ONLINE_ORDERS_TAG } from '../../lib/api/orders-api';

/** An online order as the counter sees it (GET /api/online-orders). */
export interface OnlineOrder {
  id: number;
  code: string;
  customer_name: string;
  phone: string | null;
  pickup_at: string | null;
  due_at: string | null;
  status: OnlineStatus;
  items: { name: string; size: string; price: number }[];
  total: number;
}

/** How often the counter's list asks again (it is not on the live channel). */
const REFRESH_MS = 15_000;

export const onlineOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    onlineOrders: build.query<OnlineOrder[], LocationId>({
      query: (location) => ({ url: '/api/online-orders', params: { location } }),
      providesTags: [ONLINE_ORDERS_TAG],
    }),
    cancelOnlineOrder: build.mutation<OnlineOrder, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/online-orders/${id}/cancel`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [ONLINE_ORDERS_TAG],
    }),
  }),
});

export const useOnlineOrders = (location: LocationId) =>
  onlineOrdersApi.useOnlineOrdersQuery(location, { pollingInterval: REFRESH_MS });
export const { useCancelOnlineOrderMutation } = onlineOrdersApi;
