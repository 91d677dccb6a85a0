import type { Autocomplete, Cup, Discount } from '@shared/catalogue-types';
import type { DiscountPayload } from '@shared/catalogue-schemas';
import { api } from '../../../lib/api/api';

export const discountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogueDiscounts: build.query<Discount[], void>({
      query: () => '/api/discounts',
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
  }),
});

export const {
  useCatalogueDiscountsQuery,
  useLazyCatalogueCupAutocompleteQuery,
  useCreateDiscountMutation,
} = discountsApi;
