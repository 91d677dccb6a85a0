/**
 * Sign-in, sessions, users, and who may act where: location access and order access.
 * Other contexts reach this one only through this file.
 */
export { USER_ACCESS_CHANNEL } from './access-events';
export { demoAccountsInUse } from './demo-accounts';
export {
  FORBIDDEN,
  currentUser,
  isStaff,
  requireAdmin,
  requireStaff,
  staffReadAdminWrite,
} from './guards';
export {
  LOCATION_FORBIDDEN,
  assignedLocations,
  assignmentsOfUser,
  knownToUseLocation,
  mayUseLocation,
} from './location-access';
export { LoginLimiter } from './login-limit';
export {
  ALREADY_PAID,
  ONLINE_CANCELLED,
  lockOrder,
  readOrder,
  readableOrders,
  requireCollector,
  requireItemsReadable,
  requireKnownLocation,
  requireLocation,
  requireOwnCart,
  requirePayable,
  type OrderRow,
} from './order-access';
export { passwordWeakness } from './password-strength';
export { hashPassword, verifyPasswordOrDummy } from './passwords';
export { authRoutes } from './routes';
export { SessionService } from './session';
export { watchSessionUsers } from './session-cache';
export { createUser, findUserByEmail, type UserRow } from './users-repo';
