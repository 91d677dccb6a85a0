import type { Cup } from '@shared/catalogue-types';
import type { CupPayload } from '@shared/catalogue-schemas';
import { api } from '../../../lib/api/api';
import { withId } from '../shared/with-id';

/** Cup writes: a cup's price changes menu item prices, and a cup-specific discount shows its cup. */
export const cupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCup: build.mutation<Cup, CupPayload>({
      query: (body) => ({ url: '/api/cups', method: 'POST', body }),
      invalidatesTags: ['Cup', 'MenuItem'],
    }),
    updateCup: build.mutation<Cup, CupPayload & { id: number }>({
      query: withId<CupPayload>('/api/cups', 'PUT'),
      invalidatesTags: ['Cup', 'MenuItem', 'Discount'],
    }),
  }),
});

export const { useCreateCupMutation, useUpdateCupMutation } = cupsApi;
