import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Approval } from '../../shared/approval-schemas';
import {
  orderRecordSchema,
  receiptSchema,
  refundRecordSchema,
  refundSchema,
  voidSchema,
} from '../../shared/order-record-schemas';
import { noContent } from '../../shared/response-schemas';
import { z } from '../../shared/validation';
import { currentUser, requireStaff } from '../auth';
import { idParams, parsedRoutes } from '../platform';
import { Approvals } from '../checkout';
import { loadOrderRecord } from './order-record';
import { loadReceipt } from './receipt';
import { deleteOrder } from './remove-order';
import { refundOrder } from './refunds';
import { voidOrder } from './void';

const refundAnswerSchema = refundRecordSchema.extend({
  refundable: z.number(),
  status: orderRecordSchema.shape.status,
});

/**
 * An order as a record: its detail page, receipt, void, refunds and removal. An approval a staff
 * member's request carries is checked before the write's transaction (it counts as a sign-in
 * attempt).
 */
export async function orderRecordRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  const approvals = new Approvals(db, app.config);
  app.addHook('preValidation', requireStaff);
  /** The order, the body, who asks and the approver an approval in the body names (checked first). */
  const approved = async <Body extends { approval?: Approval }>(
    request: FastifyRequest & { params: { id: number }; body: Body },
  ) => {
    const user = currentUser(request);
    const approverId = await approvals.verify(request.body.approval, request.ip);
    return { id: request.params.id, body: request.body, user, approverId };
  };
  // Every route here acts on one order, named by its id in the path.
  const orderRoute = <Parts extends object>(summary: string, parts: Parts) => ({
    schema: { tags: ['sales'], summary, params: idParams, ...parts },
  });

  // The order with its status, refunds and timeline (the history's detail page).
  const recordRoute = orderRoute('An order with its status, refunds and timeline', {
    response: { 200: orderRecordSchema },
  });
  app.get('/api/orders/:id', recordRoute, async (request) =>
    loadOrderRecord(db, request.params.id, currentUser(request)),
  );

  const deleteRoute = orderRoute(
    'Remove an unpaid order (admins: take a paid one off the queue, kept as voided)',
    { response: { 204: noContent } },
  );
  app.delete('/api/orders/:id', deleteRoute, async (request, reply) => {
    const { id } = request.params;
    await db.transaction((tx) => deleteOrder(tx, id, currentUser(request)));
    return reply.code(204).send();
  });

  const receiptRoute = orderRoute("A paid order's receipt", { response: { 200: receiptSchema } });
  app.get('/api/orders/:id/receipt', receiptRoute, async (request) =>
    loadReceipt(db, request.params.id, currentUser(request)),
  );

  const voidRoute = orderRoute(
    'Void a paid order, with a reason (and an approval above the threshold)',
    { body: voidSchema, response: { 200: orderRecordSchema } },
  );
  app.post('/api/orders/:id/void', voidRoute, async (request) => {
    const { id, body, user, approverId } = await approved(request);
    await db.transaction((tx) => voidOrder(tx, id, user, body.reason, approverId));
    return loadOrderRecord(db, id, user, { includeRemoved: true });
  });

  const refundRoute = orderRoute(
    'Refund part of a paid order (with an approval above the threshold)',
    { body: refundSchema, response: { 201: refundAnswerSchema } },
  );
  app.post('/api/orders/:id/refunds', refundRoute, async (request, reply) => {
    const { id, body, user, approverId } = await approved(request);
    const { refundId } = await db.transaction((tx) => refundOrder(tx, id, user, body, approverId));
    const record = await loadOrderRecord(db, id, user, { includeRemoved: true });
    const refund = record.refunds.find((r) => r.id === refundId)!;
    return reply
      .code(201)
      .send({ ...refund, refundable: record.refundable, status: record.status });
  });
}
