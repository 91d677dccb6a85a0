import type {
  Autocomplete,
  Flavor,
  LimitedTimePromotion,
  MenuItem,
  Soda,
} from '@shared/catalogue-types';
import type { MenuItemPayload } from '@shared/catalogue-schemas';
import { api } from '../../../lib/api/api';
import { withId } from '../shared/with-id';

/** Menu items and the autocompletes of their form (soda, promotion, recipe flavors). */
export const menuItemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogueMenuItems: build.query<MenuItem[], void>({
      query: () => '/api/menu-items',
      providesTags: [{ type: 'MenuItem', id: 'LIST' }],
    }),
    catalogueSodaAutocomplete: build.query<Autocomplete<Soda>, string>({
      query: (q) => ({ url: '/api/sodas/autocomplete', params: { q } }),
      providesTags: [{ type: 'Soda', id: 'LIST' }],
    }),
    catalogueFlavorAutocomplete: build.query<Autocomplete<Flavor>, string>({
      query: (q) => ({ url: '/api/flavors/autocomplete', params: { q } }),
      providesTags: [{ type: 'Flavor', id: 'LIST' }],
    }),
    cataloguePromotionAutocomplete: build.query<Autocomplete<LimitedTimePromotion>, string>({
      query: (q) => ({ url: '/api/limited-time-promotions/autocomplete', params: { q } }),
      providesTags: [{ type: 'Promo', id: 'LIST' }],
    }),
    createMenuItem: build.mutation<MenuItem, MenuItemPayload>({
      query: (body) => ({ url: '/api/menu-items', method: 'POST', body }),
      invalidatesTags: ['MenuItem'],
    }),
    updateMenuItem: build.mutation<MenuItem, MenuItemPayload & { id: number }>({
      query: withId<MenuItemPayload>('/api/menu-items', 'PATCH'),
      invalidatesTags: ['MenuItem'],
    }),
  }),
});

export const {
  useCatalogueMenuItemsQuery,
  useLazyCatalogueSodaAutocompleteQuery,
  useLazyCatalogueFlavorAutocompleteQuery,
  useLazyCataloguePromotionAutocompleteQuery,
  useCreateMenuItemMutation,
  useUpdateMenuItemMutation,
} = menuItemsApi;
