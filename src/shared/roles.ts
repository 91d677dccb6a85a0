/** The role rule of SPEC section 6, on server and client: an admin has every staff right. */
export const hasStaffRights = (roles: { staff: boolean; admin: boolean }) =>
  roles.staff || roles.admin;
