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

/** Beyond this many matching orders the history answers this count and `count_is_capped`. */
export const HISTORY_COUNT_CAP = 10_000;

/** Where a page of the history ends: the last order's paid_at (microseconds since 1970) and id. */
export interface HistoryCursor {
  paidMicros: string;
  id: number;
}

// At most 16 digits of microseconds: within about 300 years of 1970, which a timestamp holds.
const CURSOR = /^(-?\d{1,16})_(\d{1,10})$/;

/** The `next` of an answer: opaque to clients, who send it back as `after`. */
export const historyCursorText = (cursor: HistoryCursor) => `${cursor.paidMicros}_${cursor.id}`;

/** `after`: the `next` of a previous answer; blank means from the newest. */
const historyCursor = () =>
  z
    .unknown()
    .transform((input, ctx): HistoryCursor | undefined => {
      if (isBlank(input)) return undefined;
      const match = typeof input === 'string' ? CURSOR.exec(input.trim()) : null;
      if (match && Number(match[2]) <= 2_147_483_647)
        return { paidMicros: match[1], id: Number(match[2]) };
      ctx.addIssue({ code: 'custom', message: "After must be the 'next' of a previous page" });
      return z.NEVER;
    })
    .optional()
    .meta({ type: 'string', description: "the 'next' of a previous answer" });

export const orderHistoryQuerySchema = z
  .object({
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
    /** Keyset paging: the orders after this cursor (newest first), instead of a page number. */
    after: historyCursor(),
  })
  .superRefine((query, ctx) => {
    if (query.after && (query.page ?? 1) > 1)
      ctx.addIssue({ code: 'custom', path: ['page'], message: 'Give either page or after' });
  });

export const orderHistoryEntrySchema = z.object({
  id: z.number(),
  location: z.number(),
  location_name: z.string(),
  /** The call-out name. */
  order_name: z.string().nullable(),
  collected_by: z.number().nullable(),
  collected_by_name: z.string(),
  paid_at: z.string(),
  items_count: z.number(),
  total: z.number(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(ORDER_STATUSES),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderHistorySchema = z.object({
  /** How many orders match; at most HISTORY_COUNT_CAP, with `count_is_capped` when more do. */
  count: z.number(),
  count_is_capped: z.boolean(),
  results: z.array(orderHistoryEntrySchema),
  /** The `after` of the next page; null on the last page. */
  next: z.string().nullable(),
});
