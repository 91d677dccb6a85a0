import { z } from './validation';
import { dollars } from './decimal-field';
import { optionalRecordId, recordId } from './ids';
import { plainText } from './plain-text';
import { reasonField } from './reason-field';
import {
  MAX_ITEMS_PER_ORDER,
  ORDER_FULL,
  oneOrderName,
  orderItemCreateSchema,
  saleFields,
} from './order-schemas';
import { checkoutResponseSchema } from './order-response-schemas';

/** Payloads of POST /api/orders/sync (an offline sale sent when the till is back online). */

/** How old an offline sale may be when it reaches the server, and how far ahead a clock may run. */
export const SYNC_MAX_AGE_HOURS = 72;
export const SYNC_CLOCK_SKEW_MINUTES = 5;
export const TAKEN_AT_TOO_OLD = `This sale is more than ${SYNC_MAX_AGE_HOURS} hours old: an admin must enter it.`;
export const TAKEN_AT_AHEAD = "This sale's time is in the future: check the device's clock.";
export const NOT_BEFORE_SALE = 'A drink cannot be made before it was sold.';
export const STARTED_AFTER_COMPLETED = 'started_at must not be after completed_at';
export const SYNC_NO_ITEMS = 'This order has no items.';
export const ALREADY_SYNCED = 'This order reached the server: there is nothing to discard.';
const ISO_TIME = 'Expected an ISO date and time with its offset';

const isoTime = z.iso.datetime({ offset: true, error: ISO_TIME });

/** One item as rung up on the device, with the name and price it showed (dollars). */
export const syncItemSchema = orderItemCreateSchema.omit({ order__location: true }).extend({
  name: z.string().trim().min(1).max(200).check(plainText('Name')).optional(),
  price: dollars.optional(),
  /** The soda the drink was made with, as the device knew it (stands in for a deleted menu item's). */
  soda: optionalRecordId(),
});

export const orderSyncSchema = z
  .object({
    client_id: z.uuid({ error: 'client_id must be a UUID' }),
    location: recordId('Select a location'),
    taken_at: isoTime,
    items: z
      .array(syncItemSchema, { error: 'Send the items as a list' })
      .min(1, SYNC_NO_ITEMS)
      .max(MAX_ITEMS_PER_ORDER, ORDER_FULL),
    ...saleFields,
    /** The figures the device sold with (dollars), kept when they add up to the paid amount. */
    subtotal: dollars.optional(),
    discount_amount: dollars.optional(),
    tax: dollars.optional(),
    /** Made on the device already: the order goes straight to the completed list. */
    started_at: isoTime.nullish(),
    completed_at: isoTime.nullish(),
  })
  .superRefine(oneOrderName)
  .superRefine((body, ctx) => {
    if (
      body.started_at &&
      body.completed_at &&
      Date.parse(body.started_at) > Date.parse(body.completed_at)
    )
      ctx.addIssue({ code: 'custom', path: ['started_at'], message: STARTED_AFTER_COMPLETED });
    if (body.started_at && !body.completed_at)
      ctx.addIssue({ code: 'custom', path: ['completed_at'], message: 'Required' });
  });
export type OrderSyncPayload = z.input<typeof orderSyncSchema>;
export type OrderSync = z.output<typeof orderSyncSchema>;

/** The stored order: as a checkout answers, with the sync's own fields. */
export const orderSyncResponseSchema = checkoutResponseSchema.extend({
  client_id: z.string(),
  paid_at: z.string(),
  synced_at: z.string(),
  /** The server's own total minus what was paid, in dollars; null when they agree. */
  price_difference: z.number().nullable(),
});

const MAX_SUMMARY_CHARS = 20_000;

export const syncDiscardSchema = z.object({
  client_id: z.uuid({ error: 'client_id must be a UUID' }),
  location: recordId('Select a location'),
  reason: reasonField,
  summary: z
    .record(z.string(), z.unknown(), { error: 'Send the order as the device kept it' })
    .refine((value) => JSON.stringify(value).length <= MAX_SUMMARY_CHARS, {
      message: `The summary must be at most ${MAX_SUMMARY_CHARS} characters of JSON`,
    }),
});
export type SyncDiscardPayload = z.input<typeof syncDiscardSchema>;
