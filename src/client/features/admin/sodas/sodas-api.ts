import type { Soda } from '@shared/catalogue-types';
import type { SodaPayload, SodaUpdatePayload } from '@shared/catalogue-schemas';
import { api } from '../../../lib/api/api';
import { withId } from '../shared/with-id';

/** Writes invalidate the whole tag type, so the shop floor's cached menus refresh too. */
export const sodasApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSoda: build.mutation<Soda, SodaPayload>({
      query: (body) => ({ url: '/api/sodas', method: 'POST', body }),
      invalidatesTags: ['Soda'],
    }),
    /** Every soda, archived ones too: the till's list hides them. */
    adminSodas: build.query<Soda[], void>({
      query: () => ({ url: '/api/sodas', params: { include_archived: true } }),
      providesTags: [{ type: 'Soda', id: 'LIST' }],
    }),
    updateSoda: build.mutation<Soda, SodaUpdatePayload & { id: number }>({
      query: withId<SodaUpdatePayload>('/api/sodas', 'PUT'),
      invalidatesTags: ['Soda', 'MenuItem'],
    }),
  }),
});

export const { useCreateSodaMutation, useAdminSodasQuery, useUpdateSodaMutation } = sodasApi;
