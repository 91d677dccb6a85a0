import type { LocationId } from '@shared/ids';
import type { DrawerReport, drawerListSchema } from '@shared/drawer-schemas';
import type { z } from 'zod';
import type { DrawerMovementKind } from '@shared/tenders';
import { api } from '../../lib/api/api';

export type DrawerList = z.infer<typeof drawerListSchema>;

/** The cash drawer's calls; every write refreshes the drawer lists and reports. */
export const drawerApi = api.injectEndpoints({
  endpoints: (build) => ({
    drawers: build.query<DrawerList, number>({
      query: (location) => ({ url: '/api/drawers', params: { location } }),
      providesTags: ['Drawer'],
    }),
    drawer: build.query<DrawerReport, number>({
      query: (id) => `/api/drawers/${id}`,
      providesTags: ['Drawer'],
    }),
    openDrawer: build.mutation<DrawerReport, { location: LocationId; opening_float: string }>({
      query: (body) => ({ url: '/api/drawers', method: 'POST', body }),
      invalidatesTags: ['Drawer'],
    }),
    moveCash: build.mutation<
      DrawerReport,
      { id: number; kind: DrawerMovementKind; amount: string; reason: string }
    >({
      query: ({ id, ...body }) => ({ url: `/api/drawers/${id}/movements`, method: 'POST', body }),
      invalidatesTags: ['Drawer'],
    }),
    closeDrawer: build.mutation<DrawerReport, { id: number; counted_cash: string; note: string }>({
      query: ({ id, ...body }) => ({ url: `/api/drawers/${id}/close`, method: 'POST', body }),
      invalidatesTags: ['Drawer'],
    }),
  }),
});

export const {
  useDrawersQuery,
  useDrawerQuery,
  useOpenDrawerMutation,
  useMoveCashMutation,
  useCloseDrawerMutation,
} = drawerApi;
