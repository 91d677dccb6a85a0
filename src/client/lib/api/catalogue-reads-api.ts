import type {
  Autocomplete,
  Cup,
  Discount,
  Flavor,
  FlavorGroup,
  LimitedTimePromotion,
  Menu,
  MenuItem,
  OrderName,
  Soda,
} from '@shared/catalogue-types';
import { api } from './api';
import type { Location } from './location-api';

const LIST = 'LIST' as const;

/**
 * Catalogue lists and autocompletes. Each provides its type's LIST tag, so any write of that type
 * (catalogue-writes-api.ts) refreshes it. Endpoint names start with `catalogue` to stay apart from
 * the shop-floor screens' own calls.
 */
export const catalogueReadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogueSodas: build.query<Soda[], void>({
      query: () => '/api/sodas',
      providesTags: [{ type: 'Soda', id: LIST }],
    }),
    catalogueSodaAutocomplete: build.query<Autocomplete<Soda>, string>({
      query: (q) => ({ url: '/api/sodas/autocomplete', params: { q } }),
      providesTags: [{ type: 'Soda', id: LIST }],
    }),
    catalogueFlavorGroups: build.query<FlavorGroup[], void>({
      query: () => '/api/flavor-groups',
      providesTags: [{ type: 'FlavorGroup', id: LIST }],
    }),
    catalogueFlavorGroupAutocomplete: build.query<Autocomplete<FlavorGroup>, string>({
      query: (q) => ({ url: '/api/flavor-groups/autocomplete', params: { q } }),
      providesTags: [{ type: 'FlavorGroup', id: LIST }],
    }),
    catalogueFlavors: build.query<Flavor[], void>({
      query: () => ({ url: '/api/flavors', params: { ordering: 'name' } }),
      providesTags: [{ type: 'Flavor', id: LIST }],
    }),
    catalogueFlavorAutocomplete: build.query<Autocomplete<Flavor>, string>({
      query: (q) => ({ url: '/api/flavors/autocomplete', params: { q } }),
      providesTags: [{ type: 'Flavor', id: LIST }],
    }),
    catalogueCups: build.query<Cup[], void>({
      query: () => '/api/cups',
      providesTags: [{ type: 'Cup', id: LIST }],
    }),
    catalogueCupAutocomplete: build.query<Autocomplete<Cup & { name: string }>, string>({
      query: (q) => ({ url: '/api/cups/autocomplete', params: { q } }),
      providesTags: [{ type: 'Cup', id: LIST }],
    }),
    catalogueMenuItems: build.query<MenuItem[], void>({
      query: () => '/api/menu-items',
      providesTags: [{ type: 'MenuItem', id: LIST }],
    }),
    cataloguePromotions: build.query<LimitedTimePromotion[], void>({
      query: () => '/api/limited-time-promotions',
      providesTags: [{ type: 'Promo', id: LIST }],
    }),
    cataloguePromotionAutocomplete: build.query<Autocomplete<LimitedTimePromotion>, string>({
      query: (q) => ({ url: '/api/limited-time-promotions/autocomplete', params: { q } }),
      providesTags: [{ type: 'Promo', id: LIST }],
    }),
    catalogueDiscounts: build.query<Discount[], void>({
      query: () => '/api/discounts',
      providesTags: [{ type: 'Discount', id: LIST }],
    }),
    catalogueOrderNames: build.query<OrderName[], void>({
      query: () => '/api/order-names',
      providesTags: [{ type: 'OrderName', id: LIST }],
    }),
    catalogueMenus: build.query<Menu[], void>({
      query: () => '/api/menus',
      providesTags: [{ type: 'Menu', id: LIST }],
    }),
    catalogueLocations: build.query<Location[], void>({
      query: () => '/api/locations',
      providesTags: [{ type: 'Location', id: LIST }],
    }),
  }),
});

export const {
  useCatalogueSodasQuery,
  useLazyCatalogueSodaAutocompleteQuery,
  useCatalogueFlavorGroupsQuery,
  useLazyCatalogueFlavorGroupAutocompleteQuery,
  useCatalogueFlavorsQuery,
  useLazyCatalogueFlavorAutocompleteQuery,
  useCatalogueCupsQuery,
  useLazyCatalogueCupAutocompleteQuery,
  useCatalogueMenuItemsQuery,
  useCataloguePromotionsQuery,
  useLazyCataloguePromotionAutocompleteQuery,
  useCatalogueDiscountsQuery,
  useCatalogueOrderNamesQuery,
  useCatalogueMenusQuery,
  useCatalogueLocationsQuery,
} = catalogueReadsApi;
