import type { FastifyInstance } from 'fastify';
import { orderItemRoutes } from './item-routes';
import { orderHistoryRoutes } from './order-history';
import { orderRoutesOfOrders } from './order-routes';
import { orderRecordRoutes } from './record-routes';

/** Order items, carts, checkout and queue routes (staff and admins only). */
export async function orderRoutes(app: FastifyInstance) {
  await app.register(orderItemRoutes);
  await app.register(orderRoutesOfOrders);
  await app.register(orderHistoryRoutes);
  await app.register(orderRecordRoutes);
}
