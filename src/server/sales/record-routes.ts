import type { FastifyInstance } from 'fastify';
import {
  orderRecordSchema,
  receiptSchema,
  refundRecordSchema,
  refundSchema,
  voidSchema,
} from '../../shared/order-record-schemas';
import { idParamsSchema } from '../../shared/response-schemas';
import { z } from '../../shared/validation';
import { currentUser, requireStaff } from '../auth/guards';
import { idParam, parse } from '../platform/validate';
import { Approvals } from '../checkout/approval';
import { loadOrderRecord } from './order-record';
import { loadReceipt } from './receipt';
import { refundOrder } from './refunds';
import { voidOrder } from './void';

const refundAnswerSchema = refundRecordSchema.extend({
  refundable: z.number(),
  status: orderRecordSchema.shape.status,
});

/**
 * Issue 15: an order's receipt, its void and its refunds. An approval a staff member's request
 * carries is checked before the write's transaction (it counts as a sign-in attempt).
 */
export async function orderRecordRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const approvals = new Approvals(db, app.config);
  app.addHook('preHandler', requireStaff);

  const receiptRoute = { schema: { params: idParamsSchema, response: { 200: receiptSchema } } };
  app.get('/api/orders/:id/receipt', receiptRoute, async (request) =>
    loadReceipt(db, idParam(request.params), currentUser(request)),
  );

  const voidRoute = {
    schema: { params: idParamsSchema, body: voidSchema, response: { 200: orderRecordSchema } },
  };
  app.post('/api/orders/:id/void', voidRoute, async (request) => {
    const id = idParam(request.params);
    const body = parse(voidSchema, request.body);
    const user = currentUser(request);
    const approverId = await approvals.verify(body.approval, request.ip);
    await db.transaction((tx) => voidOrder(tx, id, user, body.reason, approverId));
    return loadOrderRecord(db, id, user, { includeRemoved: true });
  });

  const refundRoute = {
    schema: { params: idParamsSchema, body: refundSchema, response: { 201: refundAnswerSchema } },
  };
  app.post('/api/orders/:id/refunds', refundRoute, async (request, reply) => {
    const id = idParam(request.params);
    const body = parse(refundSchema, request.body);
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
