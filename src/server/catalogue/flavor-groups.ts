import type { FastifyInstance } from 'fastify';
import { flavorGroupResponseSchema } from '../../shared/catalogue-response-schemas';
import { flavorGroupSchema } from '../../shared/catalogue-schemas';
import { flavorGroups, flavors } from '../db';
import { crudResourceRoutes } from './crud-resource';
import { flavorGroupWire } from './wire';

export async function flavorGroupRoutes(app: FastifyInstance) {
  crudResourceRoutes(app, {
    path: '/api/flavor-groups',
    table: flavorGroups,
    what: 'flavor group',
    item: flavorGroupResponseSchema,
    wire: flavorGroupWire,
    orderBy: flavorGroups.name,
    autocomplete: { search: flavorGroups.name },
    body: flavorGroupSchema,
    values: (body) => ({ name: body.name, uom: body.uom, priceCents: body.price }),
    duplicate: {
      flavor_groups_name_unique: ['name', 'A flavor group with this name already exists.'],
    },
    usages: [{ table: flavors, column: flavors.flavorGroupId, label: ['flavor', 'flavors'] }],
    audit: {
      action: 'price_change',
      fields: (g) => ({ price: flavorGroupWire(g).price }),
      name: (g) => g.name,
    },
  });
}
