import { isBlank } from './blank';
import { isCalendarDate } from './catalogue-schemas';
import { optionalRecordId } from './ids';
import { PAYMENT_METHODS } from './tenders';
import { z } from './validation';

/** The order history's query and rows. */

export const ORDER_STATUSES = ['paid', 'voided', 'refunded', 'partially_refunded'] as const;
export const HISTORY_PAGE_SIZE = 25;
export const MAX_HISTORY_PAGE_SIZE = 100;

/** A YYYY-MM-DD day in the shop's local time; blank means not set. */
export const localDay = (label: string) =>
  z
    .unknown()
    .transform((input, ctx) => {
      if (isBlank(input)) return undefined;
      const day = typeof input === 'string' ? input.trim() : '';
      if (isCalendarDate(day) && day >= '1900-01-01') return day;
      ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD)` });
      return z.NEVER;
    })
    .optional()
    .meta({ type: 'string', description: 'YYYY-MM-DD in the location time zone' });

/** A whole number in a query string, from `min` to `max`; blank gives `fallback`. */
export const queryInt = (label: string, min: number, max: number, fallback: number) =>
  z
    .unknown()
    .transform((input, ctx) => {
      if (isBlank(input)) return fallback;
      const value =
        typeof input === 'string' && /^\s*\d{1,9}\s*$/.test(input) ? Number(input) : NaN;
      if (value >= min && value <= max) return value;
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be a whole number from ${min} to ${max}`,
      });
      return z.NEVER;
    })
    .optional()
    .meta({ type: 'string', description: `a whole number from ${min} to ${max}` });

export const orderHistoryQuerySchema = z.object({
  location: optionalRecordId(),
  from: localDay('From'),
  to: localDay('To'),
  /** Search text: control characters dropped, cut at 100 characters, as every search is. */
  q: z.string().optional(),
  status: z
    .enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` })
    .optional(),
  page: queryInt('Page', 1, 1_000_000, 1),
  page_size: queryInt('Page size', 1, MAX_HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE),
});

export const orderHistoryEntrySchema = z.object({
  id: z.number(),
  location: z.number(),
  location_name: z.string(),
  /** The call-out name. */
  order_name: z.string().nullable(),
  collected_by: z.number(),
  collected_by_name: z.string(),
  paid_at: z.string(),
  items_count: z.number(),
  total: z.number(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(ORDER_STATUSES),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderHistorySchema = z.object({
  count: z.number(),
  results: z.array(orderHistoryEntrySchema),
});
