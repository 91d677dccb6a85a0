import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  REORDER_CSV_COLUMNS,
  inventoryAnswer,
  inventoryQuery,
  inventoryRowSchema,
  movementPageAnswer,
  movementsQuery,
  reorderAnswer,
  reorderQuery,
  stockPathParams,
  stockSettingsSchema,
  stockText,
} from '../../shared/inventory-schemas';
import { recordAudit } from '../audit';
import { currentUser, requireAdmin, requireKnownLocation, requireStaff } from '../auth';
import { locations } from '../db';
import { notFound, parsedRoutes } from '../platform';
import { sendCsv } from '../reports';
import { stockMoveRoutes } from './move-routes';
import { movementPage } from './movement-reads';
import { reorderList } from './reorder';
import { foldStockWhileOpen } from './stock-fold';
import { inventoryRow, inventoryRows } from './stock-reads';

export const tags = ['inventory'];
type Routes = ReturnType<typeof parsedRoutes>;

/**
 * Stock and cost per location: the levels with their use and days left, the reorder list, the
 * movements, and (admins) each item's par, reorder level and unit cost.
 */
export async function inventoryRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  app.addHook('preValidation', requireStaff);
  foldStockWhileOpen(fastify, app.database.db, app.config.stockFoldEveryMs);
  readRoutes(app);
  settingsRoute(app);
  stockMoveRoutes(app);
}

function readRoutes(app: Routes) {
  const { db } = app.database;
  app.get(
    '/api/inventory',
    {
      schema: {
        tags,
        summary: "A location's stock: on hand, par, reorder level, cost, use and days left",
        querystring: inventoryQuery,
        response: { 200: inventoryAnswer },
      },
    },
    async (request) => {
      await requireKnownLocation(db, currentUser(request), request.query.location);
      return { rows: await inventoryRows(db, request.query.location) };
    },
  );
  app.get(
    '/api/inventory/reorder',
    {
      schema: {
        tags,
        summary: 'What to order up to par, with its estimated cost (JSON or CSV)',
        querystring: reorderQuery,
        response: { 200: reorderAnswer },
      },
    },
    async (request, reply) => {
      const { location, format } = request.query;
      await requireKnownLocation(db, currentUser(request), location);
      const answer = await reorderList(db, location);
      if (format !== 'csv') return answer;
      return sendCsv(reply, `reorder-location-${location}.csv`, REORDER_CSV_COLUMNS, answer.rows);
    },
  );
  app.get(
    '/api/inventory/movements',
    {
      schema: {
        tags,
        summary: "A location's stock movements, newest first, a page at a time",
        querystring: movementsQuery,
        response: { 200: movementPageAnswer },
      },
    },
    async (request) => {
      await requireKnownLocation(db, currentUser(request), request.query.location);
      return movementPage(db, request.query);
    },
  );
}

function settingsRoute(app: Routes) {
  const { db } = app.database;
  app.put(
    '/api/inventory/:locationId/:kind/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: "An item's par, reorder level and unit cost at a location (admins)",
        params: stockPathParams,
        body: stockSettingsSchema,
        response: { 200: inventoryRowSchema },
      },
    },
    async (request) => {
      const { locationId, kind, id } = request.params;
      const { par, reorder_at, unit_cost } = request.body;
      return db.transaction(async (tx) => {
        const [location] = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(sql`${locations.id} = ${locationId}`);
        const before = location && (await inventoryRow(tx, locationId, { kind, id }));
        if (!before) throw notFound('No such flavor or cup at this location.');
        const values = {
          par: stockText(par),
          reorder: reorder_at === null ? null : stockText(reorder_at),
          cost: stockText(unit_cost),
        };
        await tx.execute(sql`insert into stock_levels as s
            (location_id, kind, item_id, par, reorder_at, unit_cost)
          values (${locationId}, ${kind}, ${id}, ${values.par}::numeric,
            ${values.reorder}::numeric, ${values.cost}::numeric)
          on conflict (location_id, kind, item_id) do update set par = excluded.par,
            reorder_at = excluded.reorder_at, unit_cost = excluded.unit_cost`);
        const after = (await inventoryRow(tx, locationId, { kind, id }))!;
        await recordAudit(tx, {
          action: 'stock_settings_change',
          userId: currentUser(request).id,
          target: `${kind} ${id}`,
          locationId,
          details: {
            before: { par: before.par, reorder_at: before.reorder_at, unit_cost: before.unit_cost },
            after: { par: after.par, reorder_at: after.reorder_at, unit_cost: after.unit_cost },
          },
        });
        return after;
      });
    },
  );
}
