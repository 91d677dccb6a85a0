import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  countSchema,
  movementsAnswer,
  receiptSchema,
  transferSchema,
  wasteSchema,
} from '../../shared/inventory-schemas';
import { z } from '../../shared/validation';
import { FORBIDDEN, currentUser, requireAdmin, requireKnownLocation } from '../auth';
import type { Tx } from '../db';
import { HttpError, type parsedRoutes } from '../platform';
import { movementsById } from './movement-reads';
import {
  applyMoves,
  requireStockItems,
  transferLines,
  type MoveLine,
  type StockItem,
} from './stock-moves';

type Routes = ReturnType<typeof parsedRoutes>;
const tags = ['inventory'];
const created = <B extends z.ZodType>(summary: string, body: B) => ({
  tags,
  summary,
  body,
  response: { 201: movementsAnswer },
});

/** Where a line applies: a location's stock item, and what kind of movement it makes there. */
const at = (locationId: number, line: StockItem, type: MoveLine['type']) => ({
  locationId,
  kind: line.kind,
  id: line.id,
  type,
});

/** Checks, applies the lines in one transaction and answers 201 with their movements. */
function recorder(app: Routes) {
  const { db } = app.database;
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    prepare: (tx: Tx) => Promise<MoveLine[]>,
  ) => {
    const movements = await db.transaction(async (tx) => {
      const ids = await applyMoves(tx, await prepare(tx), currentUser(request).id);
      return movementsById(tx, ids);
    });
    return reply.code(201).send({ movements });
  };
}

/**
 * Receipts, waste and counts, by staff of the location (a delivery's unit cost by admins only),
 * and transfers between locations (admins). Each answers 201 with the movements it recorded.
 */
export function stockMoveRoutes(app: Routes) {
  deliveryRoutes(app, recorder(app));
  countRoutes(app, recorder(app));
}

type Recorder = ReturnType<typeof recorder>;

function deliveryRoutes(app: Routes, record: Recorder) {
  app.post(
    '/api/inventory/receipts',
    {
      schema: created(
        'Record a delivery (a unit cost updates the weighted average cost)',
        receiptSchema,
      ),
    },
    async (request, reply) => {
      const { location, lines } = request.body;
      const user = currentUser(request);
      if (!user.isAdmin && lines.some((line) => line.unit_cost !== null))
        throw new HttpError(403, FORBIDDEN);
      return record(request, reply, async (tx) => {
        await requireKnownLocation(tx, user, location);
        await requireStockItems(tx, lines);
        return lines.map((line) => ({
          ...at(location, line, 'receipt'),
          quantity: line.quantity,
          unitCost: line.unit_cost,
        }));
      });
    },
  );

  app.post(
    '/api/inventory/waste',
    { schema: created('Record stock thrown away, with a reason', wasteSchema) },
    async (request, reply) => {
      const { location, kind, id, quantity, reason } = request.body;
      return record(request, reply, async (tx) => {
        await requireKnownLocation(tx, currentUser(request), location);
        await requireStockItems(tx, [{ kind, id }], 'id');
        return [{ locationId: location, kind, id, type: 'waste', quantity: -quantity, reason }];
      });
    },
  );
}

function countRoutes(app: Routes, record: Recorder) {
  app.post(
    '/api/inventory/counts',
    { schema: created('Record a stock count (sets on hand, keeps the variance)', countSchema) },
    async (request, reply) => {
      const { location, lines } = request.body;
      return record(request, reply, async (tx) => {
        await requireKnownLocation(tx, currentUser(request), location);
        await requireStockItems(tx, lines);
        return lines.map((line) => ({
          ...at(location, line, 'count'),
          quantity: line.on_hand,
          counted: true,
        }));
      });
    },
  );

  app.post(
    '/api/inventory/transfers',
    {
      preValidation: requireAdmin,
      schema: created('Move stock between locations (admins)', transferSchema),
    },
    async (request, reply) => {
      const { from, to, lines } = request.body;
      return record(request, reply, async (tx) => {
        await requireKnownLocation(tx, currentUser(request), from);
        await requireKnownLocation(tx, currentUser(request), to);
        await requireStockItems(tx, lines);
        return transferLines(tx, from, to, lines);
      });
    },
  );
}
