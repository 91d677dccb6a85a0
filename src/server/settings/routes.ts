import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { approvalPinSchema } from '../../shared/approval-schemas';
import { centsToDollars } from '../../shared/money';
import { approvalSettingsSchema } from '../../shared/order-record-schemas';
import { messageSchema } from '../../shared/response-schemas';
import { recordAudit, recordChange } from '../audit';
import { currentUser, hashPassword, requireAdmin, requireStaff } from '../auth';
import { appSettings, users } from '../db';
import { parsedRoutes } from '../platform';
import { z } from '../../shared/validation';

/**
 * The chain's approval threshold (staff read it so the till knows when to ask; admins
 * change it), and an admin's own approval PIN.
 */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;

  const readSettings = async () => {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1));
    return { approval_threshold: centsToDollars(row?.approvalThresholdCents ?? 1000) };
  };

  const answer = { 200: z.object({ approval_threshold: z.number() }) };
  const tags = ['settings'];
  const getRoute = {
    preValidation: requireStaff,
    schema: { tags, summary: 'The approval threshold', response: answer },
  };
  app.get('/api/settings', getRoute, readSettings);

  const putRoute = {
    preValidation: requireAdmin,
    schema: {
      tags,
      summary: 'Change the approval threshold (admins)',
      body: approvalSettingsSchema,
      response: answer,
    },
  };
  app.put('/api/settings', putRoute, async (request) => {
    const cents = request.body.approval_threshold;
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ cents: appSettings.approvalThresholdCents })
        .from(appSettings)
        .where(eq(appSettings.id, 1))
        .for('update');
      await tx
        .insert(appSettings)
        .values({ id: 1, approvalThresholdCents: cents })
        .onConflictDoUpdate({ target: appSettings.id, set: { approvalThresholdCents: cents } });
      // Before and after; the same threshold again records nothing.
      await recordChange(tx, {
        action: 'settings_change',
        userId: currentUser(request).id,
        target: 'settings',
        before: { approval_threshold: centsToDollars(current?.cents ?? 1000) },
        after: { approval_threshold: centsToDollars(cents) },
      });
    });
    return readSettings();
  });

  const pinRoute = {
    preValidation: requireAdmin,
    schema: {
      tags,
      summary: "Set the admin's own approval PIN",
      body: approvalPinSchema,
      response: { 200: messageSchema },
    },
  };
  app.put('/api/users/me/approval-pin', pinRoute, async (request) => {
    const { pin } = request.body;
    const me = currentUser(request);
    const pinHash = await hashPassword(pin);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ approvalPinHash: pinHash }).where(eq(users.id, me.id));
      await recordAudit(tx, { action: 'approval_pin_set', userId: me.id, target: `user ${me.id}` });
    });
    return { message: 'Your approval PIN is set.' };
  });
}
