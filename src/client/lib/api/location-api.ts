import type { setLocationCookieSchema } from '@shared/validation';
import type { z } from 'zod';
import { api } from './api';

export interface Location {
  id: number;
  name: string;
}

/** Location calls used by the location switcher, the cart panel and the Take Order page. */
export const locationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocationCookie: build.query<{ locationId: string }, void>({
      query: () => '/api/locations/get-cookie',
      keepUnusedDataFor: 0,
    }),
    setLocationCookie: build.mutation<
      { locationId: string },
      z.infer<typeof setLocationCookieSchema>
    >({
      query: (body) => ({ url: '/api/locations/set-cookie', method: 'PATCH', body }),
    }),
    location: build.query<Location, string | number>({
      query: (id) => `/api/locations/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Location', id: String(id) }],
    }),
    locationAutocomplete: build.query<{ results: Location[] }, string>({
      query: (q) => ({ url: '/api/locations/autocomplete', params: { q } }),
      providesTags: [{ type: 'Location', id: 'LIST' }],
    }),
  }),
});

export const { useLocationQuery, useSetLocationCookieMutation } = locationApi;
