import type { LimitedTimePromotion, MenuItem } from '@shared/catalogue-types';
import type { OrderItemCreatePayload } from '@shared/order-schemas';
import type { OrderItemDisplay, PriceQuote } from '@shared/order-types';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { api } from '../../lib/api/api';
import { CART_TAG } from '../../lib/api/orders-api';

interface PriceQuoteArgs {
  cup: number;
  menu_item?: number | null;
  custom_order__soda?: number | null;
  custom_order_flavors?: number[];
}

/** Take Order's calls: the menu sections, one menu item, the price quote and adding an item. */
export const takeOrderApi = api.injectEndpoints({
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
    createOrderItem: build.mutation<OrderItemDisplay, OrderItemCreatePayload>({
      // A fresh key per submit: a retried request is answered once, never stored twice.
      query: (body) => ({
        url: '/api/order-items',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      invalidatesTags: [CART_TAG, 'Order'],
    }),
    priceQuote: build.query<PriceQuote, PriceQuoteArgs>({
      query: ({ custom_order_flavors = [], ...args }) => ({
        url: '/api/order-items/price',
        params: {
          cup: args.cup,
          ...(args.menu_item ? { menu_item: args.menu_item } : {}),
          ...(args.custom_order__soda ? { custom_order__soda: args.custom_order__soda } : {}),
          custom_order_flavors: JSON.stringify(custom_order_flavors),
        },
      }),
      keepUnusedDataFor: 10,
    }),
  }),
});

export const {
  useSodaMenuItemsQuery,
  usePromotionMenuItemsQuery,
  useActivePromotionsQuery,
  useMenuItemQuery,
  useCreateOrderItemMutation,
  usePriceQuoteQuery,
} = takeOrderApi;
