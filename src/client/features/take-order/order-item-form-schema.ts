import type { LocationId } from '@shared/ids';
import { WATER_SODA_ID } from '@shared/catalogue';
import {
  FLAT_OR_SPARKLING_REQUIRED,
  SIZE_REQUIRED,
  SODA_TYPE_REQUIRED,
  needsFlatOrSparkling,
  noteWithWater,
  type OrderItemCreatePayload,
} from '@shared/order-schemas';
import { z } from '@shared/validation';

/** The order dialog's values: radios hold text ('' = nothing chosen), as the form shows them. */
export interface OrderItemFormValues {
  cup: string;
  low_sugar: '' | 'normal' | 'low_sugar';
  flat_or_sparkling: '' | 'flat' | 'sparkling';
  note: string;
  customize: boolean;
  custom_order__soda: string;
  custom_order_flavors: number[];
}

/** What the dialog orders: a menu item (its soda matters for the water rules) or a custom drink. */
export interface OrderTarget {
  menuItemId: number | null;
  menuItemSodaId: number | null;
}

const customSodaOf = (values: Pick<OrderItemFormValues, 'customize' | 'custom_order__soda'>) =>
  values.customize && values.custom_order__soda ? Number(values.custom_order__soda) : null;

/** Whether the flat-or-sparkling choice applies (SPEC section 5). */
export const flatOrSparklingApplies = (
  target: OrderTarget,
  values: Pick<OrderItemFormValues, 'customize' | 'custom_order__soda'>,
) => needsFlatOrSparkling(target.menuItemSodaId, customSodaOf(values));

/**
 * Defaults of SPEC section 5: a water menu item starts low sugar and sparkling; everything else,
 * custom drinks included, starts 'normal' with no water choice.
 */
export function defaultOrderItemValues(target: OrderTarget): OrderItemFormValues {
  const water = target.menuItemSodaId === WATER_SODA_ID;
  const custom = target.menuItemId === null;
  return {
    cup: '',
    low_sugar: water ? 'low_sugar' : 'normal',
    flat_or_sparkling: water ? 'sparkling' : '',
    note: '',
    customize: custom,
    custom_order__soda: '',
    custom_order_flavors: [],
  };
}

/** Every rule checked together so that all messages show at once. */
export function orderItemFormSchema(target: OrderTarget) {
  return z
    .object({
      cup: z.string(),
      low_sugar: z.enum(['', 'normal', 'low_sugar']),
      flat_or_sparkling: z.enum(['', 'flat', 'sparkling']),
      note: z.string(),
      customize: z.boolean(),
      custom_order__soda: z.string(),
      custom_order_flavors: z.array(z.number()),
    })
    .superRefine((values, ctx) => {
      if (!values.cup) ctx.addIssue({ code: 'custom', path: ['cup'], message: SIZE_REQUIRED });
      if (!values.low_sugar)
        ctx.addIssue({ code: 'custom', path: ['low_sugar'], message: SODA_TYPE_REQUIRED });
      if (flatOrSparklingApplies(target, values) && !values.flat_or_sparkling) {
        ctx.addIssue({
          code: 'custom',
          path: ['flat_or_sparkling'],
          message: FLAT_OR_SPARKLING_REQUIRED,
        });
      }
    });
}

/** The POST body: 'normal' -> false, the water choice written into the note, a select's '' -> null. */
export function toOrderItemPayload(
  target: OrderTarget,
  values: OrderItemFormValues,
  locationId: LocationId,
): OrderItemCreatePayload {
  const customSoda = customSodaOf(values);
  const flat = flatOrSparklingApplies(target, values) ? values.flat_or_sparkling || null : null;
  return {
    menu_item: target.menuItemId,
    cup: Number(values.cup),
    low_sugar: values.low_sugar !== 'normal',
    order__location: locationId,
    note: noteWithWater(values.note.trim(), flat, customSoda),
    custom_order__soda: customSoda,
    custom_order_flavors: values.customize ? values.custom_order_flavors : [],
    flat_or_sparkling: flat,
  };
}
