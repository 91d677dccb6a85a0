import type { FastifyInstance } from 'fastify';
import { menuResponseSchema } from '../../shared/catalogue-response-schemas';
import { menuSchema } from '../../shared/catalogue-schemas';
import { menus } from '../db';
import { crudResourceRoutes } from './crud-resource';

export async function menuRoutes(app: FastifyInstance) {
  // Menus have no autocomplete.
  crudResourceRoutes(app, {
    path: '/api/menus',
    table: menus,
    what: 'menu',
    item: menuResponseSchema,
    orderBy: menus.version,
    body: menuSchema,
    values: (body) => body,
    duplicate: {
      menus_version_unique: ['version', 'A menu with this version already exists.'],
      menus_date_unique: ['date', 'A menu with this date already exists.'],
    },
    usages: [],
  });
}
