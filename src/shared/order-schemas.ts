import { approvalSchema } from './approval-schemas';
import { z } from './validation';
import { FLAT_OR_SPARKLING_REQUIRED, SIZE_REQUIRED, SODA_TYPE_REQUIRED } from './drink-rules';
import { clearableRecordId, optionalRecordId, recordId, recordIdNumber } from './ids';
import { queryBoolean } from './query-boolean';
import { plainText } from './plain-text';
import { PAYMENT_METHODS } from './tenders';
import { MAX_AMOUNT_CENTS } from './money';
import { dollars } from './decimal-field';

/** Payloads of the order endpoints and the live channel, with the messages of SPEC section 5. */

export {
  FLAT_OR_SPARKLING_REQUIRED,
  SIZE_REQUIRED,
  SODA_TYPE_REQUIRED,
  needsFlatOrSparkling,
  noteWithWater,
} from './drink-rules';
export const ORDER_NAME_REQUIRED = 'Order name is required';
const MAX_FLAVORS_PER_ITEM = 20;
/** Bounds that keep every amount of an order far inside what the database stores. */
export const MAX_ITEMS_PER_ORDER = 100;
export const MAX_ITEM_PRICE_CENTS = MAX_AMOUNT_CENTS;
export const ORDER_FULL = `An order holds at most ${MAX_ITEMS_PER_ORDER} items. Check this one out and start another.`;

/** A list of flavor ids, as JSON (body) or as a JSON text (query string); duplicates collapse. */
const flavorIdList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(recordIdNumber(), { error: 'Expected a list of flavor ids' })
    .max(MAX_FLAVORS_PER_ITEM, `At most ${MAX_FLAVORS_PER_ITEM} flavors`)
    .transform((ids) => [...new Set(ids)]),
);

/** low_sugar: a boolean, or the form's 'normal' / 'low_sugar'. */
const lowSugar = z.preprocess(
  (v) => (v === 'normal' ? false : v === 'low_sugar' ? true : v === undefined ? false : v),
  z.boolean({ error: SODA_TYPE_REQUIRED }),
);

const flatOrSparkling = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.enum(['flat', 'sparkling'], { error: FLAT_OR_SPARKLING_REQUIRED }).nullable(),
);

export const orderItemCreateSchema = z.object({
  menu_item: optionalRecordId(),
  cup: recordId(SIZE_REQUIRED),
  low_sugar: lowSugar,
  order__location: recordId('Select a location'),
  note: z.preprocess(
    (v) => v ?? '',
    z
      .string()
      .trim()
      .max(500, 'Note must be at most 500 characters')
      .check(plainText('Note', { multiLine: true })),
  ),
  custom_order__soda: optionalRecordId(),
  custom_order_flavors: flavorIdList,
  flat_or_sparkling: flatOrSparkling,
});
export type OrderItemCreatePayload = z.input<typeof orderItemCreateSchema>;

export const priceQuoteSchema = z.object({
  cup: recordId(SIZE_REQUIRED),
  menu_item: optionalRecordId(),
  custom_order__soda: optionalRecordId(),
  custom_order_flavors: flavorIdList,
  /** With a location, a thing sold out there is a 409 (no location: no check). */
  location: optionalRecordId(),
});

export const orderItemsQuerySchema = z.object({
  order__collected_by: optionalRecordId(),
  order__is_paid: queryBoolean,
  order__location: optionalRecordId(),
  order: optionalRecordId(),
  discount: optionalRecordId(),
});

export const userOrdersQuerySchema = z.object({
  collected_by: optionalRecordId(),
  is_paid: queryBoolean,
  location: optionalRecordId(),
});

export const ordersQueueQuerySchema = z.object({
  location: optionalRecordId(),
  is_complete: queryBoolean,
  is_paid: queryBoolean,
  is_in_progress: queryBoolean,
});

export const pendingOrdersQuerySchema = z.object({ location_id: recordId('Select a location') });

export const updateInProgressSchema = z.object({
  is_in_progress: z.boolean(),
  is_complete: z.boolean().default(false),
});

/** The order name: its id (number or numeric text) or its exact name. */
const orderNameRef = z.preprocess(
  (v) => (v === null || v === undefined || v === 0 ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: ORDER_NAME_REQUIRED })
    .trim()
    .min(1, ORDER_NAME_REQUIRED)
    .check(plainText('Order name')),
);

/** A call-out name typed at checkout ('Maria', 'Silver Civic'). */
export const ORDER_NAME_TEXT_MAX = 30;
export const ORDER_NAME_TEXT_TYPE = 'Order name must be text';
export const ORDER_NAME_TEXT_TOO_LONG = `Order name must be at most ${ORDER_NAME_TEXT_MAX} characters`;
export const ORDER_NAME_BOTH = 'Choose a name from the list or type one, not both.';

/** A typed call-out name: 1 to 30 characters once trimmed, plain text; null or absent: none. */
export const typedOrderName = z
  .string({ error: ORDER_NAME_TEXT_TYPE })
  .trim()
  .min(1, ORDER_NAME_REQUIRED)
  .max(ORDER_NAME_TEXT_MAX, ORDER_NAME_TEXT_TOO_LONG)
  .check(plainText('Order name'));

/** Checkout's list name: as orderNameRef, but absent (undefined, null, 0, '') when a name is typed. */
const checkoutOrderNameRef = z.preprocess(
  (v) =>
    v === null || v === undefined || v === 0 || v === ''
      ? undefined
      : typeof v === 'number'
        ? String(v)
        : v,
  z
    .string({ error: ORDER_NAME_REQUIRED })
    .trim()
    .min(1, ORDER_NAME_REQUIRED)
    .check(plainText('Order name'))
    .optional(),
);

/** The fields of a sale that checkout and an offline sale's sync share, parsed the same way. */
export const saleFields = {
  /** A name of the list (id or exact name), or else `order_name_text`: exactly one of the two. */
  order_name: checkoutOrderNameRef,
  order_name_text: typedOrderName.nullish(),
  paid_amount: dollars,
  discount: optionalRecordId(),
  /** An optional tip in dollars, the tender, and for cash what the customer handed over. */
  tip: dollars.optional(),
  payment_method: z
    .enum(PAYMENT_METHODS, { error: "Payment method must be 'cash', 'card' or 'other'" })
    .default('cash'),
  cash_tendered: dollars.nullish(),
};

/** Exactly one call-out name: a list name or a typed one. */
export function oneOrderName(
  body: { order_name?: string; order_name_text?: string | null },
  ctx: z.RefinementCtx,
) {
  const typed = body.order_name_text !== undefined && body.order_name_text !== null;
  const listed = body.order_name !== undefined;
  if (typed && listed)
    ctx.addIssue({ code: 'custom', path: ['order_name_text'], message: ORDER_NAME_BOTH });
  if (!typed && !listed)
    ctx.addIssue({ code: 'custom', path: ['order_name'], message: ORDER_NAME_REQUIRED });
}

export const checkoutSchema = z
  .object({
    is_paid: z
      .literal(true, { error: 'Checkout marks the order paid: is_paid must be true' })
      .default(true),
    ...saleFields,
    /** An admin's approval of a discount worth more than the approval threshold. */
    approval: approvalSchema.optional(),
  })
  .superRefine(oneOrderName);
export type CheckoutPayload = z.input<typeof checkoutSchema>;

export const orderPatchSchema = z
  .object({
    is_in_progress: z.boolean(),
    is_complete: z.boolean(),
    order_name: orderNameRef,
    discount: clearableRecordId(),
  })
  .partial()
  .strict();

/** Messages a live-channel client may send (SPEC section 7 "Live channel"). */
const orderId = recordIdNumber();
export const liveMessageSchema = z.union([
  z.object({ order_in_progress: z.boolean(), order_id: orderId }),
  z.object({ order_complete: z.boolean(), order_id: orderId }),
  z.object({ delete_order: z.literal(true), order_id: orderId }),
  z.object({ message: z.string() }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
