import type { LoginPayload } from '@shared/validation';
import { hasStaffRights } from '@shared/roles';
import { api } from './api';

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  is_admin: boolean;
  is_active: boolean;
  /** Locations a staff member works at (GET /api/users, /me); empty means every location. */
  locations?: number[];
}

export const isStaffUser = (user: User | null) =>
  !!user && hasStaffRights({ staff: user.is_staff, admin: user.is_admin });
export const isAdminUser = (user: User | null) => !!user && user.is_admin;

/** Session calls. me/verify are read on demand (not cached): the session slice keeps the result. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginPayload>({
      query: (body) => ({ url: '/api/users/login', method: 'POST', body }),
    }),
    verify: build.query<unknown, void>({
      query: () => '/api/users/verify',
      keepUnusedDataFor: 0,
    }),
    me: build.query<User, void>({
      query: () => '/api/users/me',
      keepUnusedDataFor: 0,
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/users/logout', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = authApi;
