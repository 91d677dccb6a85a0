import type { Discount, SodaCupPrice } from '@shared/catalogue-types';
import { api } from '../api/api';
import type { SyncDiscardPayload } from '@shared/sync-schemas';
import type { SyncBody } from './outbox-types';

export interface SodaCupPriceList {
  sodaId: number;
  prices: SodaCupPrice[];
}

/**
 * What the till keeps to sell on its own (each soda's cup prices, the discounts, the approval
 * threshold), and the outbox's sync and discard calls.
 */
export const offlineApi = api.injectEndpoints({
  endpoints: (build) => ({
    sodaCupPriceLists: build.query<SodaCupPriceList[], void>({
      query: () => '/api/soda-cup-prices',
      transformResponse: (lists: { soda: number; prices: SodaCupPrice[] }[]) =>
        lists.map(({ soda, prices }) => ({ sodaId: soda, prices })),
      providesTags: [
        { type: 'Soda', id: 'LIST' },
        { type: 'Cup', id: 'LIST' },
      ],
    }),
    tillDiscounts: build.query<Discount[], void>({
      query: () => ({ url: '/api/discounts', params: { is_archived: false } }),
      providesTags: [{ type: 'Discount', id: 'LIST' }],
    }),
    tillApprovalThreshold: build.query<{ approval_threshold: number }, void>({
      query: () => '/api/settings',
    }),
    /** The location's order names (the checkout's own read is made only on its page). */
    tillOrderNames: build.query<
      { results: { id: number; name: string; in_use?: boolean }[] },
      number
    >({
      query: (location) => ({ url: '/api/order-names/autocomplete', params: { location } }),
      providesTags: [{ type: 'OrderName', id: 'LIST' }, 'Queue'],
    }),
    syncOrder: build.mutation<{ id: number }, SyncBody>({
      query: (body) => ({ url: '/api/orders/sync', method: 'POST', body }),
    }),
    discardOrder: build.mutation<{ message: string }, SyncDiscardPayload>({
      query: (body) => ({ url: '/api/orders/sync/discard', method: 'POST', body }),
    }),
  }),
});

export const {
  useSodaCupPriceListsQuery,
  useTillDiscountsQuery,
  useTillApprovalThresholdQuery,
  useDiscardOrderMutation,
  useTillOrderNamesQuery,
} = offlineApi;
