/**
 * Cash drawers: opening, counting, closing and the drawer lock a cash event takes.
 * Other contexts reach this one only through this file.
 */
export { cashEventTime, lockDrawerOpenAt, lockOpenDrawer } from './drawer-lock';
export { drawerRoutes } from './routes';
