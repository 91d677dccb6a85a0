import type { LocationId } from '@shared/ids';
import type { updateInProgressSchema } from '@shared/order-schemas';
import type { z } from 'zod';
import type { OrderDisplay } from '@shared/order-types';
import { api } from '../../lib/api/api';

/** Make Orders' HTTP calls: the order transitions and the queue for the backup page. */
export const makeOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateInProgress: build.mutation<
      OrderDisplay,
      z.input<typeof updateInProgressSchema> & { id: number; keepalive?: boolean }
    >({
      // keepalive: the request outlives the page that sends it as it unloads.
      query: ({ id, keepalive, ...body }) => ({
        url: `/api/orders/${id}/update-in-progress`,
        method: 'PATCH',
        body,
        keepalive,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Queue'],
    }),
    /** The location's queue over plain HTTP (the backup page). */
    pendingOrders: build.query<OrderDisplay[], LocationId>({
      query: (locationId) => ({ url: '/api/pending-orders', params: { location_id: locationId } }),
      providesTags: ['Queue'],
    }),
  }),
});

export const { useUpdateInProgressMutation, usePendingOrdersQuery } = makeOrdersApi;
