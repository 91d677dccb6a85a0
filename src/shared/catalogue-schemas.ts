/**
 * Payload schemas of the catalogue endpoints (SPEC section 5 messages). The server parses every
 * body with them; money comes out in integer cents, quantities and conversion factors in hundredths,
 * a discount percent in ten-thousandths of 1.
 */
import { z } from 'zod';
import { isBlank } from './blank';
import { CUP_SIZE_VALUES, UNIT_VALUES } from './catalogue';
import { decimalField, optionalDecimalField } from './decimal-field';
import { idField } from './ids';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_CENTS, MONEY_DECIMALS } from './money';
import { plainText } from './plain-text';
import { requiredName } from './validation';

/** Every catalogue price: at most 2 decimals and MAX_AMOUNT_CENTS, with the money messages. */
const PRICE_LIMITS = {
  label: 'Price',
  scale: 2,
  max: MAX_AMOUNT_CENTS,
  tooLarge: AMOUNT_TOO_LARGE,
  decimals: MONEY_DECIMALS,
  exact: true,
};
const MAX_HUNDREDTHS = 100_000; // 1000.00

const price = (required: string, min = 0) =>
  decimalField({
    ...PRICE_LIMITS,
    required,
    min,
    range: min > 0 ? 'Price must be greater than 0' : 'Price must not be negative',
  });

const positiveHundredths = (required: string, label: string) =>
  decimalField({
    required,
    label,
    scale: 2,
    min: 1,
    max: MAX_HUNDREDTHS,
    range: `${label} must be greater than 0`,
  });

export const sodaSchema = z.object({ name: requiredName });
export type SodaPayload = z.input<typeof sodaSchema>;

export const flavorGroupSchema = z.object({
  name: requiredName,
  uom: z.enum(UNIT_VALUES, {
    error: (issue) =>
      isBlank(issue.input)
        ? 'Unit of measure is required'
        : `Unit of measure must be one of: ${UNIT_VALUES.join(', ')}`,
  }),
  price: price('Price is required'),
});
export type FlavorGroupPayload = z.input<typeof flavorGroupSchema>;

export const flavorSchema = z.object({
  name: requiredName,
  flavor_group: idField('Flavor group is required', 'Flavor group'),
  sugar_free_available: z.boolean().default(false),
});
export type FlavorPayload = z.input<typeof flavorSchema>;

export const cupSchema = z.object({
  size: z.unknown().transform((input, ctx) => {
    const size = typeof input === 'string' && !isBlank(input) ? Number(input) : input;
    if (isBlank(size)) ctx.addIssue({ code: 'custom', message: 'Size is required' });
    else if (!(CUP_SIZE_VALUES as readonly unknown[]).includes(size)) {
      ctx.addIssue({
        code: 'custom',
        message: `Size must be one of: ${CUP_SIZE_VALUES.join(', ')}`,
      });
    } else return size as (typeof CUP_SIZE_VALUES)[number];
    return z.NEVER;
  }),
  price: price('Price is required'),
  conversion_factor: positiveHundredths('Conversion factor is required', 'Conversion factor'),
});
export type CupPayload = z.input<typeof cupSchema>;

export const promotionSchema = z.object({ name: requiredName });
export const promotionUpdateSchema = z.object({
  name: requiredName,
  is_archived: z.boolean().default(false),
});
export type PromotionPayload = z.input<typeof promotionUpdateSchema>;

export const orderNameSchema = z.object({ name: requiredName });
export type OrderNamePayload = z.input<typeof orderNameSchema>;

export const DISCOUNT_TYPE_MESSAGE = "Discount type must be either 'percent' or 'price'";
export const DISCOUNT_VALUE_MESSAGE =
  'Either percent or price must be provided based on the discount type';
export const DISCOUNT_CUP_MESSAGE = 'Please select a cup for a cup-specific discount';

export const discountSchema = z
  .object({
    name: requiredName,
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .min(1, 'Code is required')
      .max(50, 'Code must be at most 50 characters')
      .check(plainText('Code')),
    percent_or_price: z.enum(['percent', 'price'], { error: DISCOUNT_TYPE_MESSAGE }),
    /** A fraction 0..1 (the client sends percent / 100), kept in ten-thousandths. */
    percent: optionalDecimalField({
      label: 'Percent',
      scale: 4,
      min: 0,
      max: 10_000,
      range: 'Percent must be between 0 and 1',
    }),
    price: optionalDecimalField({
      ...PRICE_LIMITS,
      min: 0,
      range: 'Price must not be negative',
    }),
    is_cup_specific: z.boolean().default(false),
    cup: z.unknown().optional(),
  })
  .transform((d, ctx) => {
    const isPercent = d.percent_or_price === 'percent';
    const value = isPercent ? d.percent : d.price;
    if (value === null)
      ctx.addIssue({ code: 'custom', path: [d.percent_or_price], message: DISCOUNT_VALUE_MESSAGE });
    let cup: number | null = null;
    if (d.is_cup_specific) {
      const parsed = idField(DISCOUNT_CUP_MESSAGE, 'Cup').safeParse(d.cup);
      if (parsed.success) cup = parsed.data;
      else ctx.addIssue({ code: 'custom', path: ['cup'], message: parsed.error.issues[0].message });
    }
    // The other value is cleared, as the form does when the type is switched.
    return {
      name: d.name,
      code: d.code,
      percent_or_price: d.percent_or_price,
      percent: isPercent ? d.percent : null,
      price: isPercent ? null : d.price,
      is_cup_specific: d.is_cup_specific,
      cup,
    };
  });
export type DiscountPayload = z.input<typeof discountSchema>;

/**
 * A PUT of a soda, flavor or discount may archive it (true) or bring it back (false);
 * without the key the flag stays as it is. Archived rows leave the till's lists, not history.
 */
export const archiveFlagSchema = z.object({
  is_archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
});
export const sodaUpdateSchema = sodaSchema.extend(archiveFlagSchema.shape);
export type SodaUpdatePayload = z.input<typeof sodaUpdateSchema>;
export const flavorUpdateSchema = flavorSchema.extend(archiveFlagSchema.shape);
export type FlavorUpdatePayload = z.input<typeof flavorUpdateSchema>;
export const discountUpdateSchema = z.intersection(discountSchema, archiveFlagSchema);
export type DiscountUpdatePayload = z.input<typeof discountUpdateSchema>;

const EARLIEST_MENU_DATE = '1900-01-01';

/** Today's date in the time zone that is furthest ahead (UTC+14), so no shop sees its today refused. */
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);

export const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

export const menuSchema = z.object({
  version: z.unknown().transform((input, ctx) => {
    const version = typeof input === 'string' && !isBlank(input) ? Number(input) : input;
    if (isBlank(version)) ctx.addIssue({ code: 'custom', message: 'Version is required' });
    else if (
      typeof version !== 'number' ||
      !Number.isSafeInteger(version) ||
      version < 1 ||
      version > 2_000_000_000
    ) {
      ctx.addIssue({ code: 'custom', message: 'Version must be a positive whole number' });
    } else return version;
    return z.NEVER;
  }),
  date: z.unknown().transform((input, ctx) => {
    if (isBlank(input)) ctx.addIssue({ code: 'custom', message: 'Date is required' });
    else if (typeof input !== 'string' || !isCalendarDate(input)) {
      ctx.addIssue({ code: 'custom', message: 'Date must be a valid date (YYYY-MM-DD)' });
    } else if (input < EARLIEST_MENU_DATE)
      ctx.addIssue({ code: 'custom', message: 'Date cannot be before 1900-01-01' });
    else if (input > latestToday())
      ctx.addIssue({ code: 'custom', message: 'Date cannot be in the future' });
    else return input;
    return z.NEVER;
  }),
});
export type MenuPayload = z.input<typeof menuSchema>;

export const FLAVORS_MESSAGE = 'Please add at least 1 flavor';
export const PROMO_MESSAGE = 'Please select a limited time promo';
export const PRICE_MESSAGE = 'Please enter a price';

const recipeLine = z.object({
  flavor: idField('Flavor is required', 'Flavor'),
  quantity: positiveHundredths('Quantity is required', 'Quantity'),
});

const menuItemFields = {
  name: requiredName,
  soda: idField('Soda is required', 'Soda'),
  flavors: z
    .array(recipeLine, { error: (issue) => (isBlank(issue.input) ? FLAVORS_MESSAGE : undefined) })
    .min(1, FLAVORS_MESSAGE)
    .refine(
      (lines) => new Set(lines.map((l) => l.flavor)).size === lines.length,
      'Each flavor can be added only once',
    ),
  /** null or absent: not a limited-time item. */
  limited_time_menu_item: z
    .object(
      { limited_time_promo: idField(PROMO_MESSAGE, 'Limited time promo') },
      { error: PROMO_MESSAGE },
    )
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** null or absent: priced from the recipe. Otherwise the manual 16 oz price, excluding the cup. */
  price: z
    .object({ price: price(PRICE_MESSAGE, 1) }, { error: PRICE_MESSAGE })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
};

export const menuItemSchema = z.object(menuItemFields);
export type MenuItemPayload = z.input<typeof menuItemSchema>;

/** PATCH merges its keys over the stored item and re-validates the whole with menuItemSchema. */
export const menuItemArchiveSchema = z.object({ is_archived: z.boolean().optional() });

/** A soda's own base price per cup (the water soda): price null removes it, so the cup's price applies. */
export const sodaCupPricesSchema = z.object({
  cup_prices: z.array(
    z.object({
      cup: idField('Cup is required', 'Cup'),
      price: optionalDecimalField({
        ...PRICE_LIMITS,
        min: 0,
        range: 'Price must not be negative',
      }),
    }),
    { error: (issue) => (isBlank(issue.input) ? 'Required' : undefined) },
  ),
});
