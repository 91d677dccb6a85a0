import type { userRolesSchema } from '@shared/validation';
import type { z } from 'zod';
import { api } from '../../../lib/api/api';
import type { User } from '../../../lib/state/user';

export type RoleChange = z.input<typeof userRolesSchema>;

/** Admin-only user management: list every user, grant or remove roles, assign locations, deactivate. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<User[], void>({
      query: () => '/api/users',
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    updateUserRoles: build.mutation<User, { id: number } & RoleChange>({
      query: ({ id, ...body }) => ({ url: `/api/users/${id}`, method: 'PATCH', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useAdminUsersQuery, useUpdateUserRolesMutation } = usersApi;
