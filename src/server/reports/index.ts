/**
 * Sales, item and make-time reports.
 * Other contexts reach this one only through this file.
 */
export { reportRoutes } from './routes';
export { addBatchedOrders } from './rollup-fold';
export { sendCsv } from './csv';
