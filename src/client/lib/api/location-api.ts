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
}

/** Location calls used by the location switcher, the cart panel and the Take Order page (the
 * location cookie is the session store's, lib/state/session-store.ts). */
export const locationApi = api.injectEndpoints({
  endpoints: (build) => ({
    location: build.query<Location, LocationId>({
      query: (id) => `/api/locations/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Location', id: String(id) }],
    }),
    locationAutocomplete: build.query<{ results: Pick<Location, 'id' | 'name'>[] }, string>({
      query: (q) => ({ url: '/api/locations/autocomplete', params: { q } }),
      providesTags: [{ type: 'Location', id: 'LIST' }],
    }),
  }),
});

export const { useLocationQuery } = locationApi;
