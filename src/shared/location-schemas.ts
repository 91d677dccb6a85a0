import { taxRateThousandths } from './money';
import { plainText } from './plain-text';
import { requiredName, z } from './validation';

/**
 * The location settings admins edit (ticket timers, tax, time zone, receipt header). Kept out of
 * validation.ts, which the login page loads: zod schemas are not tree-shaken.
 */

/** A bar-screen ticket threshold, in whole seconds after payment (1 s to a day). */
export const MAX_TICKET_SECONDS = 86_400;
const ticketSeconds = z
  .number({ error: 'Enter a number of seconds' })
  .int('Enter whole seconds')
  .min(1, 'Must be at least 1 second')
  .max(MAX_TICKET_SECONDS, 'Must be at most 86400 seconds (a day)');
export const TICKET_RED_AFTER_YELLOW = 'Red must come later than yellow.';

const TAX_RATE_MESSAGE = 'Enter a tax rate from 0 to 99.999 percent, with at most 3 decimals';
/** A sales tax in percent (8.875), as a number or numeric text; kept in thousandths of a percent. */
const taxRate = z
  .union([z.number(), z.string().trim()], { error: TAX_RATE_MESSAGE })
  .refine((value) => /^\d{1,2}(\.\d{0,3})?$/.test(String(value)), TAX_RATE_MESSAGE)
  .transform(taxRateThousandths);

const TIME_ZONE_MESSAGE = 'Enter a time zone such as America/Denver';

/** The IANA name as the runtime spells it ('utc' -> 'UTC'), or undefined for an unknown one. */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The shop's time zone, an IANA name, kept as the runtime spells it. */
const timeZone = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .transform((name, ctx) => {
    const canonical = name ? canonicalTimeZone(name) : undefined;
    if (!canonical) {
      ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    return canonical;
  });

/**
 * PUT /api/locations/{id}: the name, and optionally the ticket thresholds (red after yellow) and
 * the tax settings and the time zone; what is not sent keeps its value.
 */
/** The shop's address and phone for the receipt header; blank clears them. */
const address = z
  .string({ error: 'Address must be text' })
  .trim()
  .max(200, 'Address must be at most 200 characters')
  .check(plainText('Address', { multiLine: true }));
const PHONE_MESSAGE = 'Enter a phone number: digits, spaces, +, -, ( and ), at most 30 characters';
const phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(30, PHONE_MESSAGE)
  .regex(/^[\d\s+()\-.]*$/, PHONE_MESSAGE);

/** A whole number from min to max, for the online ordering settings. */
const wholeBetween = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`Enter a whole number of ${what}`)
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);

/** Order ahead: on or off, the pickup slots and what one order or slot may hold. */
export const ONLINE_SETTINGS = {
  online_ordering: z.boolean({ error: 'Must be true or false' }),
  online_slot_minutes: wholeBetween('minutes', 5, 60),
  online_orders_per_slot: wholeBetween('orders', 1, 100),
  online_max_drinks: wholeBetween('drinks', 1, 20),
};

export const locationUpdateSchema = z.object({
  name: requiredName,
  ticket_yellow_seconds: ticketSeconds.optional(),
  ticket_red_seconds: ticketSeconds.optional(),
  tax_rate: taxRate.optional(),
  prices_include_tax: z.boolean({ error: 'Must be true or false' }).optional(),
  time_zone: timeZone.optional(),
  address: address.optional(),
  phone: phone.optional(),
  online_ordering: ONLINE_SETTINGS.online_ordering.optional(),
  online_slot_minutes: ONLINE_SETTINGS.online_slot_minutes.optional(),
  online_orders_per_slot: ONLINE_SETTINGS.online_orders_per_slot.optional(),
  online_max_drinks: ONLINE_SETTINGS.online_max_drinks.optional(),
  auto_sold_out: z.boolean({ error: 'Must be true or false' }).optional(),
});

/** POST /api/locations/{id}/online-pause: staff pause online ordering for 5 minutes to 4 hours. */
export const onlinePauseSchema = z.object({
  minutes: wholeBetween('minutes', 5, 240),
});
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;
export type LocationUpdatePayload = z.input<typeof locationUpdateSchema>;
