import type {
  Autocomplete,
  Discount,
  LimitedTimePromotion,
  MenuItem,
  OrderName,
} from '@shared/catalogue-types';
import { api } from './api';

/**
 * The shop floor's filtered catalogue reads (Take Order, checkout). Plain lists (sodas, cups,
 * flavors) come from catalogue-reads-api.ts so both areas share one cache entry.
 */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The menu items of a soda that belong to no promotion. */
    sodaMenuItems: build.query<MenuItem[], number>({
      query: (soda) => ({
        url: '/api/menu-items',
        params: { soda, limited_time_promotions__isnull: true, is_archived: false },
      }),
      providesTags: [{ type: 'MenuItem', id: 'LIST' }],
    }),
    promotionMenuItems: build.query<MenuItem[], number>({
      query: (promo) => ({
        url: '/api/menu-items',
        params: { limited_time_promotions__limited_time_promo: promo, is_archived: false },
      }),
      providesTags: [{ type: 'MenuItem', id: 'LIST' }],
    }),
    activePromotions: build.query<LimitedTimePromotion[], void>({
      query: () => ({ url: '/api/limited-time-promotions', params: { is_archived: false } }),
      providesTags: [{ type: 'Promo', id: 'LIST' }],
    }),
    menuItem: build.query<MenuItem, number>({
      query: (id) => `/api/menu-items/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'MenuItem', id }],
    }),
    discountAutocomplete: build.query<Autocomplete<Discount>, string>({
      query: (q) => ({ url: '/api/discounts/autocomplete', params: { q } }),
      providesTags: [{ type: 'Discount', id: 'LIST' }],
    }),
    orderNameAutocomplete: build.query<Autocomplete<OrderName>, string>({
      query: (q) => ({ url: '/api/order-names/autocomplete', params: { q } }),
      providesTags: [{ type: 'OrderName', id: 'LIST' }],
    }),
  }),
});

export const {
  useSodaMenuItemsQuery,
  usePromotionMenuItemsQuery,
  useActivePromotionsQuery,
  useMenuItemQuery,
  useOrderNameAutocompleteQuery,
} = catalogueApi;
