import type { Autocomplete, Flavor, FlavorGroup } from '@shared/catalogue-types';
import type {
  FlavorGroupPayload,
  FlavorPayload,
  FlavorUpdatePayload,
} from '@shared/catalogue-schemas';
import { api } from '../../../lib/api/api';
import { withId } from '../shared/with-id';

/** Flavor groups and flavors. A flavor group's price changes menu item prices, hence MenuItem. */
export const flavorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogueFlavorGroups: build.query<FlavorGroup[], void>({
      query: () => '/api/flavor-groups',
      providesTags: [{ type: 'FlavorGroup', id: 'LIST' }],
    }),
    catalogueFlavorGroupAutocomplete: build.query<Autocomplete<FlavorGroup>, string>({
      query: (q) => ({ url: '/api/flavor-groups/autocomplete', params: { q } }),
      providesTags: [{ type: 'FlavorGroup', id: 'LIST' }],
    }),
    createFlavorGroup: build.mutation<FlavorGroup, FlavorGroupPayload>({
      query: (body) => ({ url: '/api/flavor-groups', method: 'POST', body }),
      invalidatesTags: ['FlavorGroup'],
    }),
    updateFlavorGroup: build.mutation<FlavorGroup, FlavorGroupPayload & { id: number }>({
      query: withId<FlavorGroupPayload>('/api/flavor-groups', 'PUT'),
      invalidatesTags: ['FlavorGroup', 'Flavor', 'MenuItem'],
    }),
    createFlavor: build.mutation<Flavor, FlavorPayload>({
      query: (body) => ({ url: '/api/flavors', method: 'POST', body }),
      invalidatesTags: ['Flavor'],
    }),
    /** Every flavor, archived ones too: the till's list hides them. */
    adminFlavors: build.query<Flavor[], void>({
      query: () => ({ url: '/api/flavors', params: { ordering: 'name', include_archived: true } }),
      providesTags: [{ type: 'Flavor', id: 'LIST' }],
    }),
    updateFlavor: build.mutation<Flavor, FlavorUpdatePayload & { id: number }>({
      query: withId<FlavorUpdatePayload>('/api/flavors', 'PUT'),
      invalidatesTags: ['Flavor', 'MenuItem'],
    }),
  }),
});

export const {
  useCatalogueFlavorGroupsQuery,
  useLazyCatalogueFlavorGroupAutocompleteQuery,
  useCreateFlavorGroupMutation,
  useUpdateFlavorGroupMutation,
  useCreateFlavorMutation,
  useAdminFlavorsQuery,
  useUpdateFlavorMutation,
} = flavorsApi;
