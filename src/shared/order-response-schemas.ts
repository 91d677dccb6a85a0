import type { OrderDisplay, OrderItemDisplay, PriceQuote, SaleMoney } from './order-types';
import { PAYMENT_METHODS } from './tenders';
import { z } from './validation';

/** Response schemas of the order routes: the wire types of order-types.ts. */

export const orderItemDisplaySchema = z.object({
  id: z.number(),
  order_item_name: z.string(),
  description: z.string(),
  changes: z.array(z.string()),
  menu_item_name: z.string().nullable(),
  low_sugar: z.boolean(),
  cup__size__display: z.string(),
  price: z.number(),
  soda_name: z.string(),
  order_item_flavors: z.record(z.string(), z.string()),
  note: z.string(),
  flat_or_sparkling: z.enum(['flat', 'sparkling']).nullable(),
  menu_item: z.number().nullable(),
  cup: z.number(),
  custom_order__soda: z.number().nullable(),
  custom_order_flavors: z.array(z.number()),
  order__id: z.number(),
  order__collected_by: z.number().nullable(),
  order__is_paid: z.boolean(),
  order__location: z.number(),
}) satisfies z.ZodType<OrderItemDisplay>;

/** The money of a paid order as stored at the sale, in dollars (null while unpaid). */
export const saleMoneySchema = z.object({
  subtotal: z.number().nullable(),
  discount_amount: z.number().nullable(),
  tax: z.number().nullable(),
  tip: z.number().nullable(),
  total: z.number().nullable(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  cash_tendered: z.number().nullable(),
  change_due: z.number().nullable(),
  drawer: z.number().nullable(),
}) satisfies z.ZodType<SaleMoney>;

export const orderDisplaySchema = z.object({
  id: z.number(),
  collected_by: z.number().nullable(),
  location: z.number(),
  order_name: z.number().nullable(),
  order_name__name: z.string().nullable(),
  online: z
    .object({
      code: z.string(),
      customer_name: z.string(),
      pickup_at: z.string().nullable(),
      due_at: z.string().nullable(),
    })
    .nullable()
    .optional(),
  discount: z.number().nullable(),
  is_paid: z.boolean(),
  is_in_progress: z.boolean(),
  is_complete: z.boolean(),
  paid_amount: z.number().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  started_by: z.number().nullable(),
  started_by_name: z.string().nullable(),
  completed_by: z.number().nullable(),
  order_items: z.array(orderItemDisplaySchema),
  ...saleMoneySchema.shape,
}) satisfies z.ZodType<OrderDisplay>;

export const priceQuoteResponseSchema = z.object({
  price: z.number(),
}) satisfies z.ZodType<PriceQuote>;

/** The answer to a checkout: the paid order without its items. */

export const checkoutResponseSchema = z
  .object({
    id: z.number(),
    is_paid: z.boolean(),
    order_name: z.number().nullable(),
    /** The call-out name as typed at checkout; null when it is a list name. */
    order_name_text: z.string().nullable(),
    paid_amount: z.number(),
    discount: z.number().nullable(),
    collected_by: z.number().nullable(),
    location: z.number(),
  })
  .extend(saleMoneySchema.shape);
