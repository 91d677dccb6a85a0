import type { FastifyInstance } from 'fastify';
import { sodaResponseSchema } from '../../shared/catalogue-response-schemas';
import { sodaSchema, sodaUpdateSchema } from '../../shared/catalogue-schemas';
import { menuItems, orderItems, sodas } from '../db';
import { archivedValue } from './archive';
import { crudResourceRoutes } from './crud-resource';

export async function sodaRoutes(app: FastifyInstance) {
  crudResourceRoutes(app, {
    path: '/api/sodas',
    table: sodas,
    what: 'soda',
    item: sodaResponseSchema,
    wire: (row) => ({ id: row.id, name: row.name, is_archived: row.isArchived }),
    orderBy: sodas.name,
    archived: sodas.isArchived,
    autocomplete: { search: sodas.name },
    body: sodaSchema,
    values: ({ name }) => ({ name }),
    update: {
      body: sodaUpdateSchema,
      values: (body) => ({ name: body.name, ...archivedValue(body.is_archived) }),
    },
    duplicate: { sodas_name_unique: ['name', 'A soda with this name already exists.'] },
    usages: [
      { table: menuItems, column: menuItems.sodaId, label: ['menu item', 'menu items'] },
      { table: orderItems, column: orderItems.sodaId, label: ['order item', 'order items'] },
    ],
  });
}
