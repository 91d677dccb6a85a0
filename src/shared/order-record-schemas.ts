import { approvalSchema } from './approval-schemas';
import { recordIdNumber } from './ids';
import { orderDisplaySchema } from './order-response-schemas';
import { dollars, positiveDollars } from './decimal-field';
import { ORDER_STATUSES } from './order-history-schemas';
import { reasonField } from './reason-field';
import { PAYMENT_METHODS } from './tenders';
import { z } from './validation';

/** An order's full record (detail page), its receipt, voids, refunds and approvals. */

export const RECEIPT_SHOP_NAME = 'Soda POS';
export const REMOVED_BY_ADMIN = 'Removed by an admin';
export const ALREADY_VOIDED = 'This order has already been voided.';
export const ORDER_VOIDED = 'This order has been voided.';
export const VOID_STARTED = 'This order has been started: refund it instead.';
export const ITEM_ALREADY_REFUNDED = 'An item of this refund has already been refunded.';

const person = z.object({ id: z.number(), name: z.string() });
export type Person = z.infer<typeof person>;

export const voidSchema = z.strictObject({
  reason: reasonField,
  approval: approvalSchema.optional(),
});

export const refundSchema = z
  .strictObject({
    items: z
      .array(recordIdNumber(), { error: 'Items must be a list of order item ids' })
      .max(100)
      .optional(),
    amount: positiveDollars.optional(),
    reason: reasonField,
    /** How the money goes back; the order's own tender when not said. */
    method: z.enum(PAYMENT_METHODS, { error: 'Method must be cash, card or other' }).optional(),
    approval: approvalSchema.optional(),
  })
  .refine((body) => (body.items?.length ?? 0) > 0 !== (body.amount !== undefined), {
    message: 'Send either items or an amount',
    path: ['non_field_errors'],
  });
export type RefundPayload = z.input<typeof refundSchema>;

export const approvalSettingsSchema = z.object({ approval_threshold: dollars });

export const refundRecordSchema = z.object({
  id: z.number(),
  amount: z.number(),
  /** The part of `amount` that was tax. */
  tax: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reason: z.string(),
  items: z.array(z.number()),
  created_at: z.string(),
  created_by: person,
  approved_by: person.nullable(),
  /** The drawer a cash refund came out of (null: card, other, or no drawer was open). */
  drawer: z.number().nullable(),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

export const TIMELINE_EVENTS = [
  'created',
  'paid',
  'started',
  'completed',
  'voided',
  'refunded',
] as const;
export const timelineEventSchema = z.object({
  event: z.enum(TIMELINE_EVENTS),
  at: z.string(),
  by: person.nullable(),
  /** A void's reason, a refund's amount and reason. */
  details: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const RECORD_STATUSES = ['unpaid', ...ORDER_STATUSES] as const;

/** GET /api/orders/{id}: the order as the queue shows it, plus its history and refunds. */
export const orderRecordSchema = orderDisplaySchema.extend({
  status: z.enum(RECORD_STATUSES),
  location_name: z.string(),
  collected_by_name: z.string(),
  discount_name: z.string().nullable(),
  voided_at: z.string().nullable(),
  voided_by: person.nullable(),
  void_reason: z.string().nullable(),
  /** The drawer open at the location when a paid order was voided (null: none). */
  void_drawer: z.number().nullable(),
  refunds: z.array(refundRecordSchema),
  refunded_total: z.number(),
  /** What may still be refunded (0 unless paid and not voided). */
  refundable: z.number(),
  timeline: z.array(timelineEventSchema),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

export const receiptSchema = z.object({
  shop_name: z.string(),
  /** The receipt header: the shop's address and phone ('' when not set). */
  location: z.object({ id: z.number(), name: z.string(), address: z.string(), phone: z.string() }),
  order_id: z.number(),
  order_name: z.string().nullable(),
  /** Local date and time at the location, and its zone. */
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
  paid_at: z.string(),
  cashier: z.string(),
  /** The cashier as the printed receipt names them, 'Maya R.' (never an email). */
  cashier_name: z.string(),
  items: z.array(
    z.object({ id: z.number(), name: z.string(), description: z.string(), price: z.number() }),
  ),
  subtotal: z.number(),
  discount_name: z.string().nullable(),
  discount: z.number(),
  tax: z.number(),
  tax_rate: z.number(),
  prices_include_tax: z.boolean(),
  tip: z.number(),
  total: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  cash_tendered: z.number().nullable(),
  change_due: z.number().nullable(),
  refunds: z.array(
    z.object({
      amount: z.number(),
      method: z.enum(PAYMENT_METHODS),
      reason: z.string(),
      /** When, as an ISO instant (the receipt page formats it in `time_zone`). */
      at: z.string(),
      date: z.string(),
      time: z.string(),
    }),
  ),
  refunded_total: z.number(),
  status: z.enum(ORDER_STATUSES),
});
export type Receipt = z.infer<typeof receiptSchema>;
