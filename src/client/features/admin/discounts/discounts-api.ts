import type { Autocomplete, Cup, Discount } from '@shared/catalogue-types';
import type { DiscountPayload, DiscountUpdatePayload } from '@shared/catalogue-schemas';
import { api } from '../../../lib/api/api';
import { withId } from '../shared/with-id';

export const discountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogueDiscounts: build.query<Discount[], void>({
      // Archived ones too: the admin list can bring them back.
      query: () => ({ url: '/api/discounts', params: { include_archived: true } }),
      providesTags: [{ type: 'Discount', id: 'LIST' }],
    }),
    catalogueCupAutocomplete: build.query<Autocomplete<Cup & { name: string }>, string>({
      query: (q) => ({ url: '/api/cups/autocomplete', params: { q } }),
      providesTags: [{ type: 'Cup', id: 'LIST' }],
    }),
    createDiscount: build.mutation<Discount, DiscountPayload>({
      query: (body) => ({ url: '/api/discounts', method: 'POST', body }),
      invalidatesTags: ['Discount'],
    }),
    updateDiscount: build.mutation<Discount, DiscountUpdatePayload & { id: number }>({
      query: withId<DiscountUpdatePayload>('/api/discounts', 'PUT'),
      invalidatesTags: ['Discount'],
    }),
  }),
});

export const {
  useCatalogueDiscountsQuery,
  useLazyCatalogueCupAutocompleteQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
} = discountsApi;
