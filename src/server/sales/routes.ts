import type { FastifyInstance } from 'fastify';
import { orderHistoryRoutes } from './order-history';
import { orderRecordRoutes } from './record-routes';

/** Order history and each order's record: receipt, void, refunds, removal. */
export async function salesRoutes(app: FastifyInstance) {
  await app.register(orderHistoryRoutes);
  await app.register(orderRecordRoutes);
}
