import type { z } from 'zod';
import type { LocationUpdatePayload } from '@shared/location-schemas';
import type { locationSchema } from '@shared/validation';
import { api } from '../../../lib/api/api';
import type { Location } from '../../../lib/api/location-api';

/** The admin's location list (Locations and Users tabs) and creating a location. */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogueLocations: build.query<Location[], void>({
      query: () => '/api/locations',
      providesTags: [{ type: 'Location', id: 'LIST' }],
    }),
    createLocation: build.mutation<Location, z.input<typeof locationSchema>>({
      query: (body) => ({ url: '/api/locations', method: 'POST', body }),
      invalidatesTags: ['Location'],
    }),
    /** The name and the bar screen's ticket thresholds (admins). */
    updateLocation: build.mutation<Location, LocationUpdatePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/locations/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Location'],
    }),
  }),
});

export const { useCatalogueLocationsQuery, useCreateLocationMutation, useUpdateLocationMutation } =
  locationsApi;
