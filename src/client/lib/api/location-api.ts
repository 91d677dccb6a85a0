import type { LocationId } from '@shared/ids';
import { api } from './api';

export interface Location {
  id: LocationId;
  name: string;
  /** The bar screen's ticket thresholds, seconds after payment (list and detail only). */
  ticket_yellow_seconds: number;
  ticket_red_seconds: number;
  /** Sales tax in percent (8.875), and whether menu prices already hold it. */
  tax_rate: number;
  prices_include_tax: boolean;
  /** The shop's IANA time zone. */
  time_zone: string;
  /** The receipt header's address and phone, '' when not set. */
  address: string;
  phone: string;
  /** Order ahead: on or off, slot length, orders a slot takes, drinks an order holds. */
  online_ordering: boolean;
  online_slot_minutes: number;
  online_orders_per_slot: number;
  online_max_drinks: number;
  /** A flavor whose kept stock reaches 0 is sold out by itself (and back once restocked). */
  auto_sold_out: boolean;
  /** Until when the location's staff paused online ordering (null: not paused). */
  paused_until: string | null;
}

export interface OnlinePause {
  online_ordering: boolean;
  paused_until: string | null;
}

/** Location calls used by the location switcher, the cart panel and the Take Order page (the
 * location cookie is the session store's, lib/state/session-store.ts). */
export const locationApi = api.injectEndpoints({
  endpoints: (build) => ({
    location: build.query<Location, LocationId>({
      query: (id) => `/api/locations/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Location', id: String(id) }],
    }),
    /** Staff of the location pause order ahead for some minutes, or resume it. */
    pauseOnline: build.mutation<OnlinePause, { id: LocationId; minutes: number }>({
      query: ({ id, minutes }) => ({
        url: `/api/locations/${id}/online-pause`,
        method: 'POST',
        body: { minutes },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Location', id: String(id) }],
    }),
    resumeOnline: build.mutation<OnlinePause, LocationId>({
      query: (id) => ({ url: `/api/locations/${id}/online-pause`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Location', id: String(id) }],
    }),
    locationAutocomplete: build.query<{ results: Pick<Location, 'id' | 'name'>[] }, string>({
      query: (q) => ({ url: '/api/locations/autocomplete', params: { q } }),
      providesTags: [{ type: 'Location', id: 'LIST' }],
    }),
  }),
});

export const { useLocationQuery, usePauseOnlineMutation, useResumeOnlineMutation } = locationApi;
