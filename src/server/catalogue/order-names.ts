import type { FastifyInstance } from 'fastify';
import { orderNameResponseSchema } from '../../shared/catalogue-response-schemas';
import { orderNameSchema } from '../../shared/catalogue-schemas';
import { orderNames, orders } from '../db/schema';
import { crudResourceRoutes } from './crud-resource';

export async function orderNameRoutes(app: FastifyInstance) {
  crudResourceRoutes(app, {
    path: '/api/order-names',
    table: orderNames,
    what: 'order name',
    item: orderNameResponseSchema,
    orderBy: orderNames.name,
    autocomplete: { search: orderNames.name },
    body: orderNameSchema,
    values: ({ name }) => ({ name }),
    duplicate: {
      order_names_name_unique: ['name', 'An order name with this name already exists.'],
    },
    usages: [{ table: orders, column: orders.orderNameId, label: ['order', 'orders'] }],
  });
}
