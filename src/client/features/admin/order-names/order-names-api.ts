import type { OrderName } from '@shared/catalogue-types';
import type { OrderNamePayload } from '@shared/catalogue-schemas';
import { api } from '../../../lib/api/api';
import { withId } from '../shared/with-id';

export const orderNamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogueOrderNames: build.query<OrderName[], void>({
      query: () => '/api/order-names',
      providesTags: [{ type: 'OrderName', id: 'LIST' }],
    }),
    createOrderName: build.mutation<OrderName, OrderNamePayload>({
      query: (body) => ({ url: '/api/order-names', method: 'POST', body }),
      invalidatesTags: ['OrderName'],
    }),
    updateOrderName: build.mutation<OrderName, OrderNamePayload & { id: number }>({
      query: withId<OrderNamePayload>('/api/order-names', 'PUT'),
      invalidatesTags: ['OrderName'],
    }),
    deleteOrderName: build.mutation<void, number>({
      query: (id) => ({ url: `/api/order-names/${id}`, method: 'DELETE' }),
      invalidatesTags: ['OrderName'],
    }),
  }),
});

export const {
  useCatalogueOrderNamesQuery,
  useCreateOrderNameMutation,
  useUpdateOrderNameMutation,
  useDeleteOrderNameMutation,
} = orderNamesApi;
