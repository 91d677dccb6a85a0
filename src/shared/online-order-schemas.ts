import { MAX_ONLINE_DRINKS } from './drink-rules';
import { recordId } from './ids';
import { orderItemCreateSchema } from './order-schemas';
import { plainText } from './plain-text';
import { z } from './validation';

const PHONE_MESSAGE = 'Enter a phone number of 7 to 20 digits (spaces, + and - allowed)';

/**
 * POST /api/public/orders: a customer's order ahead. Only these fields are read; any
 * other (a price, a total) is dropped. Each drink follows the till's rules (orderItemCreateSchema
 * without the location, which the order names once).
 */
export const onlineItemSchema = orderItemCreateSchema.omit({ order__location: true });

export const onlineOrderSchema = z.object({
  location: recordId('Choose a location'),
  customer_name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(30, 'Name must be at most 30 characters')
    .check(plainText('Name')),
  // Left empty on the form, it is no phone.
  phone: z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? null : value),
    z
      .string({ error: PHONE_MESSAGE })
      .trim()
      .regex(/^[\d+\- ]*$/, PHONE_MESSAGE)
      .refine((text) => {
        const digits = text.replace(/\D/g, '').length;
        return digits >= 7 && digits <= 20;
      }, PHONE_MESSAGE)
      .nullish(),
  ),
  pickup_at: z.string({ error: 'Choose a pickup time' }).nullable(),
  items: z
    .array(z.unknown(), { error: 'Add at least one drink' })
    .min(1, 'Add at least one drink')
    .max(MAX_ONLINE_DRINKS, `An order holds at most ${MAX_ONLINE_DRINKS} drinks`),
});
export type OnlineOrderPayload = z.input<typeof onlineOrderSchema>;

/** The customer's view of an order's progress. */
export const ONLINE_STATUSES = [
  'received',
  'in_progress',
  'ready',
  'collected',
  'cancelled',
] as const;
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];
