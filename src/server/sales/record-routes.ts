import type { FastifyInstance } from 'fastify';
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
  const tags = ['sales'];

  // The order with its status, refunds and timeline (the history's detail page).
  const recordRoute = {
    schema: {
      tags,
      summary: 'An order with its status, refunds and timeline',
      params: idParams,
      response: { 200: orderRecordSchema },
    },
  };
  app.get('/api/orders/:id', recordRoute, async (request) =>
    loadOrderRecord(db, request.params.id, currentUser(request)),
  );

  const deleteRoute = {
    schema: {
      tags,
      summary: 'Remove an unpaid order (admins: take a paid one off the queue, kept as voided)',
      params: idParams,
      response: { 204: noContent },
    },
  };
  app.delete('/api/orders/:id', deleteRoute, async (request, reply) => {
    const { id } = request.params;
    await db.transaction((tx) => deleteOrder(tx, id, currentUser(request)));
    return reply.code(204).send();
  });

  const receiptRoute = {
    schema: {
      tags,
      summary: "A paid order's receipt",
      params: idParams,
      response: { 200: receiptSchema },
    },
  };
  app.get('/api/orders/:id/receipt', receiptRoute, async (request) =>
    loadReceipt(db, request.params.id, currentUser(request)),
  );

  const voidRoute = {
    schema: {
      tags,
      summary: 'Void a paid order, with a reason (and an approval above the threshold)',
      params: idParams,
      body: voidSchema,
      response: { 200: orderRecordSchema },
    },
  };
  app.post('/api/orders/:id/void', voidRoute, async (request) => {
    const { id } = request.params;
    const { body } = request;
    const user = currentUser(request);
    const approverId = await approvals.verify(body.approval, request.ip);
    await db.transaction((tx) => voidOrder(tx, id, user, body.reason, approverId));
    return loadOrderRecord(db, id, user, { includeRemoved: true });
  });

  const refundRoute = {
    schema: {
      tags,
      summary: 'Refund part of a paid order (with an approval above the threshold)',
      params: idParams,
      body: refundSchema,
      response: { 201: refundAnswerSchema },
    },
  };
  app.post('/api/orders/:id/refunds', refundRoute, async (request, reply) => {
    const { id } = request.params;
    const { body } = request;
    const user = currentUser(request);
    const approverId = await approvals.verify(body.approval, request.ip);
    const { refundId } = await db.transaction((tx) => refundOrder(tx, id, user, body, approverId));
    const record = await loadOrderRecord(db, id, user, { includeRemoved: true });
    const refund = record.refunds.find((r) => r.id === refundId)!;
    return reply
      .code(201)
      .send({ ...refund, refundable: record.refundable, status: record.status });
  });
}
