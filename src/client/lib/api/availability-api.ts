import type {
  AvailabilityChange,
  AvailabilityEntry,
  AvailabilityUpdate,
} from '@shared/availability';
import type { LocationId } from '@shared/ids';
import { api } from './api';

/**
 * Sold out per location: read by Take Order and Make Orders alike (decision 004), so it
 * lives here. A change is shown at once and rolled back when the server refuses it; the live
 * channel's `{availability}` messages keep the list current afterwards (lib/sold-out).
 */
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    availability: build.query<AvailabilityEntry[], LocationId>({
      query: (location) => ({ url: '/api/availability', params: { location } }),
    }),
    setAvailability: build.mutation<
      AvailabilityChange,
      AvailabilityUpdate & { location: LocationId }
    >({
      query: (body) => ({ url: '/api/availability', method: 'PUT', body }),
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          availabilityApi.util.updateQueryData('availability', change.location, (list) => {
            const entry = list.find((e) => e.kind === change.kind && e.id === change.id);
            if (entry) entry.available = change.available;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useAvailabilityQuery, useSetAvailabilityMutation } = availabilityApi;
