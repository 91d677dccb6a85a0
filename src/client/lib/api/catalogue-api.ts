import type { Cup, Flavor, Soda } from '@shared/catalogue-types';
import { api } from './api';

/**
 * The catalogue lists both Take Order and the admin tabs read, so both share one cache entry. Each
 * provides its type's LIST tag, so any write of that type refreshes it.
 */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogueSodas: build.query<Soda[], void>({
      query: () => '/api/sodas',
      providesTags: [{ type: 'Soda', id: 'LIST' }],
    }),
    catalogueFlavors: build.query<Flavor[], void>({
      query: () => ({ url: '/api/flavors', params: { ordering: 'name' } }),
      providesTags: [{ type: 'Flavor', id: 'LIST' }],
    }),
    catalogueCups: build.query<Cup[], void>({
      query: () => '/api/cups',
      providesTags: [{ type: 'Cup', id: 'LIST' }],
    }),
  }),
});

export const { useCatalogueSodasQuery, useCatalogueFlavorsQuery, useCatalogueCupsQuery } =
  catalogueApi;
