import type { FastifyInstance } from 'fastify';
import { orderNameResponseSchema } from '../../shared/catalogue-response-schemas';
import { orderNameSchema } from '../../shared/catalogue-schemas';
import { orderNames, orders } from '../db/schema';
import { nameResourceRoutes } from './name-resource';

export async function orderNameRoutes(app: FastifyInstance) {
  nameResourceRoutes(app, {
    path: '/api/order-names',
    table: orderNames,
    what: 'order name',
    item: orderNameResponseSchema,
    body: orderNameSchema,
    duplicate: {
      order_names_name_unique: ['name', 'An order name with this name already exists.'],
    },
    usages: [{ table: orders, column: orders.orderNameId, label: ['order', 'orders'] }],
  });
}
