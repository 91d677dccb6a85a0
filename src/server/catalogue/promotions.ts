import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { promotionResponseSchema } from '../../shared/catalogue-response-schemas';
import { promotionSchema, promotionUpdateSchema } from '../../shared/catalogue-schemas';
import { z } from '../../shared/validation';
import { limitedTimeMenuItems, limitedTimePromotions } from '../db';
import { queryBoolean } from '../../shared/query-boolean';
import { crudResourceRoutes } from './crud-resource';

const listQuery = z.object({ is_archived: queryBoolean });

export async function promotionRoutes(app: FastifyInstance) {
  crudResourceRoutes(app, {
    path: '/api/limited-time-promotions',
    table: limitedTimePromotions,
    what: 'limited time promo',
    item: promotionResponseSchema,
    wire: (row) => ({ id: row.id, name: row.name, is_archived: row.isArchived }),
    orderBy: limitedTimePromotions.name,
    filter: {
      querystring: listQuery,
      where: ({ is_archived }) =>
        is_archived === undefined ? undefined : eq(limitedTimePromotions.isArchived, is_archived),
    },
    autocomplete: { search: limitedTimePromotions.name },
    body: promotionSchema,
    values: ({ name }) => ({ name }),
    update: {
      body: promotionUpdateSchema,
      values: (body) => ({ name: body.name, isArchived: body.is_archived }),
    },
    duplicate: {
      limited_time_promotions_name_unique: [
        'name',
        'A limited time promo with this name already exists.',
      ],
    },
    usages: [
      {
        table: limitedTimeMenuItems,
        column: limitedTimeMenuItems.promoId,
        label: ['menu item', 'menu items'],
      },
    ],
  });
}
