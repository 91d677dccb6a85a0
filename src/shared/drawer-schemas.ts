import { recordId } from './ids';
import { dollars, positiveDollars } from './decimal-field';
import { plainText } from './plain-text';
import { reasonField } from './reason-field';
import { DRAWER_MOVEMENT_KINDS, PAYMENT_METHODS } from './tenders';
import { z } from './validation';

/** The cash drawer's requests and its report, in dollars on the wire. */

export const drawerOpenSchema = z.object({
  location: recordId('Location is required'),
  opening_float: dollars,
});

export const drawerMovementSchema = z.object({
  kind: z.enum(DRAWER_MOVEMENT_KINDS, { error: "Kind must be 'paid_in' or 'paid_out'" }),
  amount: positiveDollars,
  reason: reasonField,
});

export const drawerCloseSchema = z.object({
  counted_cash: dollars,
  note: z
    .string()
    .trim()
    .max(500, 'Note must be at most 500 characters')
    .check(plainText('Note'))
    .default(''),
});

export const DRAWER_STATUSES = ['open', 'closed'] as const;
export const drawerListQuerySchema = z.object({
  location: recordId('Location is required'),
  status: z.enum(DRAWER_STATUSES, { error: "Status must be 'open' or 'closed'" }).optional(),
});

const person = { id: z.number(), name: z.string() };

export const drawerMovementResponseSchema = z.object({
  id: z.number(),
  kind: z.enum(DRAWER_MOVEMENT_KINDS),
  amount: z.number(),
  reason: z.string(),
  created_at: z.string(),
  created_by: z.object(person),
});

/** A drawer and its report (the end-of-day "Z" report once closed). */
export const drawerReportSchema = z.object({
  id: z.number(),
  location: z.number(),
  location_name: z.string(),
  status: z.enum(DRAWER_STATUSES),
  opened_at: z.string(),
  opened_by: z.object(person),
  closed_at: z.string().nullable(),
  closed_by: z.object(person).nullable(),
  opening_float: z.number(),
  orders: z.number(),
  gross_sales: z.number(),
  discounts: z.number(),
  net_sales: z.number(),
  tax: z.number(),
  tips: z.number(),
  payment_methods: z.object(
    Object.fromEntries(PAYMENT_METHODS.map((method) => [method, z.number()])) as Record<
      (typeof PAYMENT_METHODS)[number],
      z.ZodNumber
    >,
  ),
  paid_in: z.number(),
  paid_out: z.number(),
  /** Cash refunds taken out of this drawer. */
  cash_refunds: z.number(),
  /** Voids made while this drawer was open of sales paid outside it (another drawer, none). */
  voids_from_other_drawers: z.array(
    z.object({
      order: z.number(),
      label: z.string(),
      total: z.number(),
      payment_method: z.enum(PAYMENT_METHODS),
      paid_drawer: z.number().nullable(),
    }),
  ),
  /** The cash given back by those voids, taken out of this drawer. */
  cash_voids: z.number(),
  expected_cash: z.number(),
  counted_cash: z.number().nullable(),
  over_short: z.number().nullable(),
  /**
   * Cash sales made offline while this drawer was open and synced after it closed: not in the
   * figures counted at the close; the over/short with them counted in (null: none, or no count).
   */
  late_sales: z.array(z.object({ order: z.number(), amount: z.number(), synced_at: z.string() })),
  late_cash: z.number(),
  over_short_after_late: z.number().nullable(),
  note: z.string(),
  movements: z.array(drawerMovementResponseSchema),
});
export type DrawerReport = z.infer<typeof drawerReportSchema>;

export const drawerListSchema = z.object({
  count: z.number(),
  results: z.array(drawerReportSchema),
  /**
   * Cash that moved at the location with no drawer open, since its last drawer closed (else the
   * last day): cash sales, less cash voids and cash refunds made with no drawer open.
   */
  cash_outside_drawer: z.object({
    orders: z.number(),
    total: z.number(),
    sales: z.number(),
    voids: z.number(),
    refunds: z.number(),
  }),
});
