import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithRefresh } from './base-query';

/** The catalogue's cache tags: what a catalogue change anywhere may make stale. */
export const CATALOGUE_TAGS = [
  'Soda',
  'Flavor',
  'FlavorGroup',
  'Cup',
  'MenuItem',
  'Promo',
  'Discount',
  'OrderName',
  'Menu',
  // A location's order-ahead settings and pause are told as a catalogue change (drizzle/0020).
  'Location',
] as const;

/** Cache tags shared by every feature, so one feature's write refreshes another feature's lists. */
const TAGS = [
  'User',
  'OrderItem',
  'Order',
  'Queue',
  ...CATALOGUE_TAGS,
  'Drawer',
  'OrderHistory',
  'Inventory',
] as const;

/**
 * The one RTK Query API slice. Features add their calls with `api.injectEndpoints` from their own folder.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes: TAGS,
  keepUnusedDataFor: 60,
  // Screens reload their data when the server is reachable again (app/store.ts).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
