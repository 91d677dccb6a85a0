import { optionalRecordId } from './ids';
import { isCalendarDate } from './catalogue-schemas';
import { z } from './validation';

/** The sales and make-time reports' queries and rows (money in dollars). */

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
export const salesRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  ...salesFigures,
  ...flavorQuantity,
});
export type SalesRow = z.infer<typeof salesRowSchema>;
export const salesReportSchema = z.object({
  rows: z.array(salesRowSchema),
  totals: z.object({ ...salesFigures, ...flavorQuantity }),
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
