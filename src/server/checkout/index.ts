/**
 * Paying for an order: totals, tenders, discounts on the order and manager approval.
 * Other contexts reach this one only through this file.
 */
export { Approvals, approverFor } from './approval';
export { checkoutRoutes } from './checkout-routes';
export { orderSyncRoutes, syncDiscardRoutes } from './sync-routes';
