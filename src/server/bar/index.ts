import type { FastifyInstance } from 'fastify';
import { orderItemRoutes } from '../cart/item-routes';
import { orderHistoryRoutes } from '../sales/order-history';
import { orderRoutesOfOrders } from './order-routes';
import { orderRecordRoutes } from '../sales/record-routes';

/** Order items, carts, checkout and queue routes (staff and admins only). */
export async function orderRoutes(app: FastifyInstance) {
  await app.register(orderItemRoutes);
  await app.register(orderRoutesOfOrders);
  await app.register(orderHistoryRoutes);
  await app.register(orderRecordRoutes);
}
