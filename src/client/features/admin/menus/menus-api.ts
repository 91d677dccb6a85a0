import type { Menu } from '@shared/catalogue-types';
import type { MenuPayload } from '@shared/catalogue-schemas';
import { api } from '../../../lib/api/api';

export const menusApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogueMenus: build.query<Menu[], void>({
      query: () => '/api/menus',
      providesTags: [{ type: 'Menu', id: 'LIST' }],
    }),
    createMenu: build.mutation<Menu, MenuPayload>({
      query: (body) => ({ url: '/api/menus', method: 'POST', body }),
      invalidatesTags: ['Menu'],
    }),
  }),
});

export const { useCatalogueMenusQuery, useCreateMenuMutation } = menusApi;
