import type { FastifyInstance } from 'fastify';
import { cupChoiceSchema, cupResponseSchema } from '../../shared/catalogue-response-schemas';
import { cupSchema } from '../../shared/catalogue-schemas';
import { hundredthsToString } from '../../shared/money';
import { cups, discounts, orderItems } from '../db';
import { crudResourceRoutes } from './crud-resource';
import { cupWire } from './wire';

export async function cupRoutes(app: FastifyInstance) {
  crudResourceRoutes(app, {
    path: '/api/cups',
    table: cups,
    what: 'cup',
    item: cupResponseSchema,
    wire: cupWire,
    orderBy: cups.size,
    // Every cup, unfiltered: the size display ('16 oz') is the name cups do not have.
    autocomplete: {
      choice: {
        schema: cupChoiceSchema,
        of: (c) => ({ ...cupWire(c), name: cupWire(c).size.display }),
      },
    },
    body: cupSchema,
    values: (body) => ({
      size: body.size,
      priceCents: body.price,
      conversionFactor: hundredthsToString(body.conversion_factor),
    }),
    duplicate: { cups_size_unique: ['size', 'A cup of this size already exists.'] },
    usages: [
      { table: orderItems, column: orderItems.cupId, label: ['order item', 'order items'] },
      { table: discounts, column: discounts.cupId, label: ['discount', 'discounts'] },
    ],
    // The size and conversion factor price a drink as much as the cup's own price does.
    audit: {
      action: 'price_change',
      fields: (c) => {
        const cup = cupWire(c);
        return {
          size: cup.size.display,
          price: cup.price,
          conversion_factor: cup.conversion_factor,
        };
      },
      name: (c) => cupWire(c).size.display,
    },
  });
}
