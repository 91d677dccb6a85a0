import type {
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

/** Body shapes as the forms send them: decimals may travel as the typed strings. */
export interface FlavorGroupBody {
  name: string;
  uom: string;
  price: string | number;
}
export interface FlavorBody {
  name: string;
  flavor_group: number | null;
  sugar_free_available: boolean;
}
export interface CupBody {
  size: string | number;
  price: string | number;
  conversion_factor: string | number;
}
export interface MenuItemBody {
  name: string;
  soda: number | null;
  flavors: { flavor: number; quantity: string | number }[];
  limited_time_menu_item: { limited_time_promo: number | null } | null;
  price: { price: string | number } | null;
}
export interface DiscountBody {
  name: string;
  code: string;
  percent_or_price: 'percent' | 'price';
  percent: number | null;
  price: string | null;
  is_cup_specific: boolean;
  cup: number | null;
}

const withId =
  <T>(path: string, method: 'PUT' | 'PATCH') =>
  ({ id, ...body }: T & { id: number }) => ({
    url: `${path}/${id}`,
    method,
    body,
  });

/**
 * Catalogue writes. Each invalidates whole tag types (not only LIST), so the shop-floor screens'
 * cached menus and prices refresh too: cups, flavor groups and promotions change menu item prices
 * and sections.
 */
export const catalogueWritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSoda: build.mutation<Soda, { name: string }>({
      query: (body) => ({ url: '/api/sodas', method: 'POST', body }),
      invalidatesTags: ['Soda'],
    }),
    createFlavorGroup: build.mutation<FlavorGroup, FlavorGroupBody>({
      query: (body) => ({ url: '/api/flavor-groups', method: 'POST', body }),
      invalidatesTags: ['FlavorGroup'],
    }),
    updateFlavorGroup: build.mutation<FlavorGroup, FlavorGroupBody & { id: number }>({
      query: withId<FlavorGroupBody>('/api/flavor-groups', 'PUT'),
      invalidatesTags: ['FlavorGroup', 'Flavor', 'MenuItem'],
    }),
    createFlavor: build.mutation<Flavor, FlavorBody>({
      query: (body) => ({ url: '/api/flavors', method: 'POST', body }),
      invalidatesTags: ['Flavor'],
    }),
    createCup: build.mutation<Cup, CupBody>({
      query: (body) => ({ url: '/api/cups', method: 'POST', body }),
      invalidatesTags: ['Cup', 'MenuItem'],
    }),
    updateCup: build.mutation<Cup, CupBody & { id: number }>({
      query: withId<CupBody>('/api/cups', 'PUT'),
      invalidatesTags: ['Cup', 'MenuItem', 'Discount'],
    }),
    createMenuItem: build.mutation<MenuItem, MenuItemBody>({
      query: (body) => ({ url: '/api/menu-items', method: 'POST', body }),
      invalidatesTags: ['MenuItem'],
    }),
    updateMenuItem: build.mutation<MenuItem, MenuItemBody & { id: number }>({
      query: withId<MenuItemBody>('/api/menu-items', 'PATCH'),
      invalidatesTags: ['MenuItem'],
    }),
    createPromotion: build.mutation<LimitedTimePromotion, { name: string }>({
      query: (body) => ({ url: '/api/limited-time-promotions/', method: 'POST', body }),
      invalidatesTags: ['Promo'],
    }),
    updatePromotion: build.mutation<
      LimitedTimePromotion,
      { id: number; name: string; is_archived: boolean }
    >({
      query: withId<{ name: string; is_archived: boolean }>('/api/limited-time-promotions', 'PUT'),
      invalidatesTags: ['Promo', 'MenuItem'],
    }),
    createDiscount: build.mutation<Discount, DiscountBody>({
      query: (body) => ({ url: '/api/discounts', method: 'POST', body }),
      invalidatesTags: ['Discount'],
    }),
    createOrderName: build.mutation<OrderName, { name: string }>({
      query: (body) => ({ url: '/api/order-names', method: 'POST', body }),
      invalidatesTags: ['OrderName'],
    }),
    updateOrderName: build.mutation<OrderName, { id: number; name: string }>({
      query: withId<{ name: string }>('/api/order-names', 'PUT'),
      invalidatesTags: ['OrderName'],
    }),
    deleteOrderName: build.mutation<void, number>({
      query: (id) => ({ url: `/api/order-names/${id}`, method: 'DELETE' }),
      invalidatesTags: ['OrderName'],
    }),
    createMenu: build.mutation<Menu, { version: string; date: string }>({
      query: (body) => ({ url: '/api/menus', method: 'POST', body }),
      invalidatesTags: ['Menu'],
    }),
    createLocation: build.mutation<Location, { name: string }>({
      query: (body) => ({ url: '/api/locations', method: 'POST', body }),
      invalidatesTags: ['Location'],
    }),
  }),
});

export const {
  useCreateSodaMutation,
  useCreateFlavorGroupMutation,
  useUpdateFlavorGroupMutation,
  useCreateFlavorMutation,
  useCreateCupMutation,
  useUpdateCupMutation,
  useCreateMenuItemMutation,
  useUpdateMenuItemMutation,
  useCreatePromotionMutation,
  useUpdatePromotionMutation,
  useCreateDiscountMutation,
  useCreateOrderNameMutation,
  useUpdateOrderNameMutation,
  useDeleteOrderNameMutation,
  useCreateMenuMutation,
  useCreateLocationMutation,
} = catalogueWritesApi;
