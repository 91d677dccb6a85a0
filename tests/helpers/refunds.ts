import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { refunds } from '../../src/server/db/schema';
import type { ApiClient } from './http';

/**
 * Refunds the order (expecting a 201) and dates the refund `at`, so that a report counts it on
 * that day rather than today; the refund's answer.
 */
export async function refundDated(
  database: Database,
  admin: ApiClient,
  orderId: number,
  body: Record<string, unknown>,
  at: string,
) {
  const res = await admin.post(`/api/orders/${orderId}/refunds`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await database.db
    .update(refunds)
    .set({ createdAt: new Date(at) })
    .where(eq(refunds.id, res.body.id));
  return res;
}
