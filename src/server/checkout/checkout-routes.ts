import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkoutResponseSchema, orderDisplaySchema } from '../../shared/order-response-schemas';
import { ORDER_VOIDED } from '../../shared/order-record-schemas';
import { checkoutSchema, orderPatchSchema } from '../../shared/order-schemas';
import { z } from '../../shared/validation';
import { currentUser, lockOrder, requireCollector, requireStaff, type UserRow } from '../auth';
import { moveTo, notifyQueue, orderAfterWrite } from '../bar';
import { keepSentBody, runIdempotent } from '../cart';
import { loadDiscount } from '../catalogue';
import { orders, type Tx } from '../db';
import { conflict, idParams, parsedRoutes } from '../platform';
import { Approvals } from './approval';
import { checkout, findOrderName } from './checkout';
import { payInOneWrite } from './pay-in-one-write';

type OrderPatch = z.output<typeof orderPatchSchema>;

/** Fields of the partial update other than the state flags; the state goes through moveTo. */
async function patchOrder(tx: Tx, id: number, user: UserRow, body: OrderPatch) {
  const order = await lockOrder(tx, id, user);
  if (order.voidedAt) throw conflict(ORDER_VOIDED);
  if (body.is_in_progress !== undefined || body.is_complete !== undefined) {
    const wanted = {
      isInProgress: body.is_in_progress ?? order.isInProgress,
      isComplete: body.is_complete ?? (body.is_in_progress ? false : order.isComplete),
    };
    await moveTo(tx, order, wanted, { user });
  }
  if (body.order_name !== undefined) {
    requireCollector(user, order.collectedBy);
    await tx
      .update(orders)
      // A list name replaces a typed one: an order carries one call-out name, never both.
      .set({ orderNameId: await findOrderName(tx, body.order_name), orderNameText: null })
      .where(eq(orders.id, id));
    if (order.isPaid) await notifyQueue(tx, order.locationId, id);
  }
  if (body.discount !== undefined) {
    requireCollector(user, order.collectedBy);
    if (order.isPaid) throw conflict('The discount of a paid order cannot change.');
    await loadDiscount(tx, body.discount);
    await tx
      .update(orders)
      .set({ discountId: body.discount })
      .where(and(eq(orders.id, id), eq(orders.isPaid, false)));
  }
}

/** Paying for an order, and the changes a cashier makes to it first (name, discount, state). */
export async function checkoutRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  const approvals = new Approvals(db, app.config);
  app.addHook('preValidation', requireStaff);
  app.addHook('preValidation', keepSentBody);
  const tags = ['checkout'];

  const paymentRoute = {
    schema: {
      tags,
      summary: 'Pay for an order: name, discount, tip and payment, totalled by the server',
      params: idParams,
      body: checkoutSchema,
      response: { 200: checkoutResponseSchema },
    },
  };
  app.patch('/api/orders/:id/complete-order-payment', paymentRoute, async (request, reply) => {
    const { id } = request.params;
    const approverId = await approvals.verify(request.body.approval, request.ip);
    return runIdempotent(
      request,
      reply,
      `PATCH /api/orders/${id}/complete-order-payment`,
      async (tx) => ({
        status: 200,
        body: await checkout(tx, id, currentUser(request), request.body, approverId),
      }),
      (key) => payInOneWrite(app.database, id, currentUser(request), request.body, approverId, key),
    );
  });

  const patchRoute = {
    schema: {
      tags,
      summary: "Change an order's name, discount or queue state",
      params: idParams,
      body: orderPatchSchema,
      response: { 200: orderDisplaySchema },
    },
  };
  app.patch('/api/orders/:id', patchRoute, async (request) => {
    const { id } = request.params;
    const user = currentUser(request);
    await db.transaction((tx) => patchOrder(tx, id, user, request.body));
    return orderAfterWrite(db, id);
  });
}
