import { optionalRecordId } from './ids';
import { isCalendarDate } from './catalogue-schemas';
import { STOCK_KINDS } from './inventory-schemas';
import { z } from './validation';

/** The sales, make-time and usage reports' queries and rows (money in dollars). */

export const SALES_GROUPS = [
  'day',
  'hour',
  'weekday',
  'location',
  'item',
  'soda',
  'cup',
  'flavor',
  'cashier',
  'discount',
  'payment_method',
  // Counter or online: an order placed ahead online counts once collected.
  'channel',
] as const;
export const MAKE_TIME_GROUPS = ['hour', 'day', 'weekday', 'location', 'barista'] as const;

/** A required YYYY-MM-DD day in each shop's local time. */
const requiredDay = (label: string) =>
  z
    .unknown()
    .transform((input, ctx) => {
      const day = typeof input === 'string' ? input.trim() : '';
      if (isCalendarDate(day) && day >= '1900-01-01') return day;
      ctx.addIssue({
        code: 'custom',
        message: day ? `${label} must be a date (YYYY-MM-DD)` : `${label} is required (YYYY-MM-DD)`,
      });
      return z.NEVER;
    })
    .meta({ type: 'string', description: 'YYYY-MM-DD in each location time zone' });

const reportQuery = <G extends readonly [string, ...string[]]>(groups: G) =>
  z
    .object({
      from: requiredDay('From'),
      to: requiredDay('To'),
      location: optionalRecordId(),
      group_by: z.enum(groups, { error: `Group by must be one of ${groups.join(', ')}` }),
      format: z.enum(['json', 'csv'], { error: "Format must be 'json' or 'csv'" }).optional(),
    })
    .refine((query) => query.from <= query.to, {
      message: 'From must be on or before To',
      path: ['to'],
    });

export const salesQuerySchema = reportQuery(SALES_GROUPS);
export const makeTimeQuerySchema = reportQuery(MAKE_TIME_GROUPS);

const salesFigures = {
  orders: z.number(),
  items: z.number(),
  gross: z.number(),
  discounts: z.number(),
  refunds: z.number(),
  net: z.number(),
  tax: z.number(),
  tips: z.number(),
};
/** `quantity`: flavor rows only, the pumps or units of the flavor in the drinks sold. */
const flavorQuantity = { quantity: z.number().optional() };
/**
 * Item, soda, cup and flavor rows only: what the drinks sold cost the shop (their costs stored
 * when paid), `margin` (net less cost) and `margin_percent` (of net, to a tenth; null at net 0).
 */
const costFigures = {
  cost: z.number().optional(),
  margin: z.number().optional(),
  margin_percent: z.number().nullable().optional(),
};
export const salesRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  ...salesFigures,
  ...flavorQuantity,
  ...costFigures,
});
export type SalesRow = z.infer<typeof salesRowSchema>;
export const salesReportSchema = z.object({
  rows: z.array(salesRowSchema),
  totals: z.object({ ...salesFigures, ...flavorQuantity, ...costFigures }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

const seconds = z.number().nullable();
export const makeTimeRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.number(),
  wait_p50: seconds,
  wait_p90: seconds,
  make_p50: seconds,
  make_p90: seconds,
  total_p50: seconds,
  total_p90: seconds,
});
export type MakeTimeRow = z.infer<typeof makeTimeRowSchema>;
export const makeTimeReportSchema = z.object({ rows: z.array(makeTimeRowSchema) });

/** The usage report: per stock item (and local day), from the stock movements. */
export const USAGE_GROUPS = ['item', 'day'] as const;
export const usageQuerySchema = reportQuery(USAGE_GROUPS);
/**
 * `used`: sold less what voids put back; `wasted`: recorded as waste (both as positive units);
 * `variance`: the counts' counted less expected. `day`: group_by=day only.
 */
export const usageRowSchema = z.object({
  kind: z.enum(STOCK_KINDS),
  id: z.number(),
  name: z.string(),
  uom: z.string(),
  day: z.string().optional(),
  used: z.number(),
  wasted: z.number(),
  variance: z.number(),
});
export type UsageRow = z.infer<typeof usageRowSchema>;
export const usageReportSchema = z.object({ rows: z.array(usageRowSchema) });
export type UsageReport = z.infer<typeof usageReportSchema>;
