import { hasStaffRights } from '@shared/roles';

/** The signed-in user as GET /api/users/me and the users list return it. */
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
