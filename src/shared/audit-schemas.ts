import { optionalRecordId } from './ids';
import { localDay, queryInt } from './order-history-schemas';
import { z } from './validation';

/** What the audit log records, and how it is read. */

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_out',
  'sign_in_failed',
  'role_change',
  'order_void',
  'order_refund',
  'order_delete',
  'discount_approved',
  'drawer_open',
  'drawer_close',
  'drawer_reopen',
  'drawer_movement',
  'catalogue_delete',
  'settings_change',
  'approval_pin_set',
  // Offline sales synced later (POST /api/orders/sync) and an admin's discard of a refused one.
  'sync_price_difference',
  'sync_unapproved_discount',
  'sync_items_not_stored',
  'late_sale_on_closed_drawer',
  'sync_discarded',
  // Changes recorded with the changed fields before and after.
  'price_change',
  'discount_change',
  'location_change',
  'availability_change',
  // Order ahead: staff pause and resume online ordering at their location.
  'online_pause',
  'online_resume',
  'online_cancel',
  // Stock and cost: an admin's change of an item's par, reorder level or unit cost.
  'stock_settings_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = z.object({
  from: localDay('From'),
  to: localDay('To'),
  action: z
    .enum(AUDIT_ACTIONS, { error: `Action must be one of ${AUDIT_ACTIONS.join(', ')}` })
    .optional(),
  user: optionalRecordId(),
  location: optionalRecordId(),
  page: queryInt('Page', 1, 1_000_000, 1),
});

export const AUDIT_PAGE_SIZE = 50;

const person = z.object({ id: z.number(), name: z.string() });

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  user: person.nullable(),
  approved_by: person.nullable(),
  action: z.string(),
  target: z.string(),
  location: z.number().nullable(),
  location_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  count: z.number(),
  results: z.array(auditEntrySchema),
});
