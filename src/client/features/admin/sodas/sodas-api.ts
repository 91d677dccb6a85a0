import type { Soda } from '@shared/catalogue-types';
import type { SodaPayload } from '@shared/catalogue-schemas';
import { api } from '../../../lib/api/api';

/** Writes invalidate the whole tag type, so the shop floor's cached menus refresh too. */
export const sodasApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSoda: build.mutation<Soda, SodaPayload>({
      query: (body) => ({ url: '/api/sodas', method: 'POST', body }),
      invalidatesTags: ['Soda'],
    }),
  }),
});

export const { useCreateSodaMutation } = sodasApi;
