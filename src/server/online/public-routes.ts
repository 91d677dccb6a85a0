import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onlineOrderSchema } from '../../shared/online-order-schemas';
import { z } from '../../shared/validation';
import { pausedUntil } from '../catalogue';
import { locations, type Tx } from '../db';
import { notFound, parsedRoutes } from '../platform';
import { sweepDueOrders } from './due-orders';
import { liveStatusRoutes } from './live-status';
import { customerView, orderByToken } from './online-order';
import { idempotencyKeyOf, placeOnlineOrder } from './place-order';
import { pickupBoardRoutes } from './pickup-board';
import { publicLimit, type Limit } from './public-limit';
import { publicMenu } from './public-menu';
import {
  customerOrderAnswer,
  placedOrderAnswer,
  publicLocationQuery,
  publicLocationsAnswer,
  publicMenuAnswer,
  slotsAnswer,
} from './public-schemas';
import { pickupSlots } from './slots';
import { onlineStaffRoutes } from './staff-routes';

const tags = ['online'];
const UNKNOWN_LOCATION = 'Location not found.';

/** A location customers may see: one with online ordering on (any other is unknown to them). */
export async function onlineLocation(db: Tx, id: number) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  if (!row?.onlineOrdering) throw notFound(UNKNOWN_LOCATION);
  return row;
}

/**
 * The public reads of order ahead (no sign-in): the locations taking online orders, a location's
 * orderable menu, and today's pickup slots there.
 */
function publicReadRoutes(fastify: FastifyInstance, limited: Limit) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;

  app.get(
    '/api/public/locations',
    {
      onRequest: limited,
      schema: {
        tags,
        summary: 'The locations that take online orders',
        response: { 200: publicLocationsAnswer },
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(locations)
        .where(eq(locations.onlineOrdering, true))
        .orderBy(asc(locations.name));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        online_ordering: row.onlineOrdering,
        paused_until: pausedUntil(row),
      }));
    },
  );

  app.get(
    '/api/public/menu',
    {
      onRequest: limited,
      schema: {
        tags,
        summary: "A location's orderable menu",
        querystring: publicLocationQuery,
        response: { 200: publicMenuAnswer },
      },
    },
    async (request) => {
      const location = await onlineLocation(db, request.query.location);
      return publicMenu(db, location, await fastify.catalogueSnapshot());
    },
  );

  app.get(
    '/api/public/slots',
    {
      onRequest: limited,
      schema: {
        tags,
        summary: "Today's pickup slots",
        querystring: publicLocationQuery,
        response: { 200: slotsAnswer },
      },
    },
    async (request) => pickupSlots(db, await onlineLocation(db, request.query.location)),
  );
}

const TOKEN_PARAMS = z.object({ token: z.string().max(100) });

/** Placing an order (limited on its own, per address) and following it by its token. */
function publicOrderRoutes(fastify: FastifyInstance, reading: Limit, placing: Limit) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;

  app.post(
    '/api/public/orders',
    {
      onRequest: placing,
      schema: {
        tags,
        summary: 'Place an order ahead (Idempotency-Key header required)',
        body: onlineOrderSchema,
        response: { 201: placedOrderAnswer },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const placed = await placeOnlineOrder(app.database, await fastify.catalogueSnapshot(), {
        body: request.body,
        key,
      });
      return reply.code(201).send(placed);
    },
  );

  app.get(
    '/api/public/orders/:token',
    {
      onRequest: reading,
      schema: {
        tags,
        summary: 'An order ahead, by its token',
        params: TOKEN_PARAMS,
        response: { 200: customerOrderAnswer },
      },
    },
    async (request) => {
      const found = await orderByToken(db, request.params.token);
      if (!found) throw notFound('Order not found.');
      return customerView(db, found.order, found.location);
    },
  );
}

/** Every public route of order ahead, under one set of limits per address. */
export async function onlineRoutes(fastify: FastifyInstance) {
  const { readsPerMinute, ordersPerTenMinutes } = fastify.config.publicLimit;
  const reading = await publicLimit(fastify, 'reads', readsPerMinute, 60_000);
  const placing = await publicLimit(fastify, 'orders', ordersPerTenMinutes, 10 * 60_000);
  publicReadRoutes(fastify, reading);
  publicOrderRoutes(fastify, reading, placing);
  await liveStatusRoutes(fastify, reading);
  await pickupBoardRoutes(fastify, reading);
  sweepDueOrders(fastify, fastify.config.dueSweepEveryMs);
  await fastify.register(onlineStaffRoutes);
}
