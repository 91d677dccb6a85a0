/**
 * Orders as records: history, receipts, voids, refunds and removal from the queue.
 * Other contexts reach this one only through this file.
 */
export { removeFromQueue } from './remove-order';
export { salesRoutes } from './routes';
