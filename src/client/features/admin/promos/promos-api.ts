import type { LimitedTimePromotion } from '@shared/catalogue-types';
import type { PromotionPayload } from '@shared/catalogue-schemas';
import { api } from '../../../lib/api/api';
import { withId } from '../shared/with-id';

/** Limited-time promotions: archiving one changes Take Order's sections, hence MenuItem. */
export const promosApi = api.injectEndpoints({
  endpoints: (build) => ({
    cataloguePromotions: build.query<LimitedTimePromotion[], void>({
      query: () => '/api/limited-time-promotions',
      providesTags: [{ type: 'Promo', id: 'LIST' }],
    }),
    createPromotion: build.mutation<LimitedTimePromotion, PromotionPayload>({
      query: (body) => ({ url: '/api/limited-time-promotions/', method: 'POST', body }),
      invalidatesTags: ['Promo'],
    }),
    updatePromotion: build.mutation<
      LimitedTimePromotion,
      Required<PromotionPayload> & { id: number }
    >({
      query: withId<PromotionPayload>('/api/limited-time-promotions', 'PUT'),
      invalidatesTags: ['Promo', 'MenuItem'],
    }),
  }),
});

export const {
  useCataloguePromotionsQuery,
  useCreatePromotionMutation,
  useUpdatePromotionMutation,
} = promosApi;
