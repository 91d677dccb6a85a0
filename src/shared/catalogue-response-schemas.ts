import type {
  Cup,
  Discount,
  Flavor,
  FlavorGroup,
  LimitedTimePromotion,
  Menu,
  MenuItem,
  OrderName,
  Soda,
  SodaCupPrice,
} from './catalogue-types';
import { z } from './validation';

/** Response schemas of the catalogue routes: the wire types of catalogue-types.ts. */

const choice = z.object({ value: z.string(), display: z.string() });
const sizeChoice = z.object({ value: z.number(), display: z.string() });

/** Every autocomplete answers {results}. */
export const resultsOf = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

const namedSchema = z.object({ id: z.number(), name: z.string() });
/** A soda as a menu item names it. */
export const sodaNameSchema = namedSchema satisfies z.ZodType<Soda>;
export const sodaResponseSchema = namedSchema.extend({
  is_archived: z.boolean(),
}) satisfies z.ZodType<Soda>;
export const orderNameResponseSchema = namedSchema satisfies z.ZodType<OrderName>;
/** An order-name autocomplete result: `in_use` when an order waiting at the asked location has it. */
export const orderNameUseSchema = namedSchema.extend({ in_use: z.boolean().optional() });
/** A location as its list and detail show it: with the bar screen's ticket thresholds. */
export const locationResponseSchema = namedSchema.extend({
  ticket_yellow_seconds: z.number(),
  ticket_red_seconds: z.number(),
  /** Percent, up to 3 decimals. */
  tax_rate: z.number(),
  prices_include_tax: z.boolean(),
  /** IANA name. */
  time_zone: z.string(),
  /** The receipt header's address and phone ('' when not set). */
  address: z.string(),
  phone: z.string(),
  /** Order ahead; `paused_until` is set while staff have paused it. */
  online_ordering: z.boolean(),
  online_slot_minutes: z.number(),
  online_orders_per_slot: z.number(),
  online_max_drinks: z.number(),
  /** A flavor whose kept stock reaches 0 is sold out by itself, and back once restocked. */
  auto_sold_out: z.boolean(),
  paused_until: z.string().nullable(),
});
/** A location in autocomplete results and the answer to its creation. */
export const locationChoiceSchema = namedSchema;

export const flavorGroupResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  uom: choice,
  price: z.number(),
}) satisfies z.ZodType<FlavorGroup>;

export const flavorResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  flavor_group: flavorGroupResponseSchema,
  sugar_free_available: z.boolean(),
}) satisfies z.ZodType<Flavor>;
/** A flavor as its own routes answer it: with its archive flag. */
export const flavorRowResponseSchema = flavorResponseSchema.extend({
  is_archived: z.boolean(),
}) satisfies z.ZodType<Flavor>;

export const cupResponseSchema = z.object({
  id: z.number(),
  size: sizeChoice,
  price: z.number(),
  conversion_factor: z.number(),
}) satisfies z.ZodType<Cup>;
/** Cups have no name of their own: the size display is their name in autocomplete. */
export const cupChoiceSchema = cupResponseSchema.extend({ name: z.string() });

export const promotionResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_archived: z.boolean(),
}) satisfies z.ZodType<LimitedTimePromotion>;

export const discountResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  percent_or_price: z.enum(['percent', 'price']),
  percent: z.number().nullable(),
  price: z.number().nullable(),
  is_cup_specific: z.boolean(),
  cup: z.number().nullable(),
  cup_size: sizeChoice.nullable(),
  is_archived: z.boolean(),
}) satisfies z.ZodType<Discount>;

export const menuResponseSchema = z.object({
  id: z.number(),
  version: z.number(),
  date: z.string(),
}) satisfies z.ZodType<Menu>;

export const menuItemResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  soda: sodaNameSchema,
  flavors: z.array(z.object({ flavor: flavorResponseSchema, quantity: z.number() })),
  cup_prices: z.array(z.object({ id: z.number(), size: sizeChoice, price: z.number() })),
  limited_time_menu_item: z.object({ limited_time_promo: z.number() }).nullable(),
  limited_time_promotions: promotionResponseSchema.nullable(),
  price: z.object({ price: z.number() }).nullable(),
  is_archived: z.boolean(),
}) satisfies z.ZodType<MenuItem>;

export const sodaCupPriceResponseSchema = z.object({
  cup: z.number(),
  size: sizeChoice,
  price: z.number(),
  is_soda_price: z.boolean(),
}) satisfies z.ZodType<SodaCupPrice>;
