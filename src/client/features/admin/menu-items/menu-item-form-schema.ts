import { isBlank } from '@shared/blank';
import type { MenuItemPayload } from '@shared/catalogue-schemas';
import { FLAVORS_MESSAGE, PRICE_MESSAGE, PROMO_MESSAGE } from '@shared/catalogue-schemas';
import type { MenuItem } from '@shared/catalogue-types';
import { formatMoney } from '../../../lib/money';
import { requiredName, z } from '@shared/validation';
import { emptyOption, optionValue, type SelectOption } from '../../../lib/select';
import { anyOption, chosenOption } from '../shared/form-helpers';

interface FlavorRow {
  flavor: SelectOption;
  quantity: string;
  /** The flavor group's unit display ('Pump'), shown as 'Pump(s)'. */
  unit: string;
}

export interface MenuItemValues {
  name: string;
  soda: SelectOption;
  /** The chosen flavors, always followed by one blank row to pick the next. */
  flavors: FlavorRow[];
  is_limited_time: boolean;
  limited_time_promo: SelectOption;
  is_manual_price: boolean;
  price: string;
}

export const blankFlavorRow = (): FlavorRow => ({ flavor: emptyOption(), quantity: '', unit: '' });

export const emptyMenuItem = (): MenuItemValues => ({
  name: '',
  soda: emptyOption(),
  flavors: [blankFlavorRow()],
  is_limited_time: false,
  limited_time_promo: emptyOption(),
  is_manual_price: false,
  price: '',
});

/** A stored item as form values, for editing. */
export const menuItemValues = (item: MenuItem): MenuItemValues => ({
  name: item.name,
  soda: { value: item.soda.id, label: item.soda.name },
  flavors: [
    ...item.flavors.map((line) => ({
      flavor: { value: line.flavor.id, label: line.flavor.name },
      quantity: String(line.quantity),
      unit: line.flavor.flavor_group.uom.display,
    })),
    blankFlavorRow(),
  ],
  is_limited_time: !!item.limited_time_promotions,
  limited_time_promo: item.limited_time_promotions
    ? { value: item.limited_time_promotions.id, label: item.limited_time_promotions.name }
    : emptyOption(),
  is_manual_price: !!item.price,
  price: item.price ? formatMoney(item.price.price) : '',
});

/** Spec section 5: at least 2 flavor rows counting the blank starter row; toggles need their field. */
export const menuItemFormSchema = z
  .object({
    name: requiredName,
    soda: chosenOption('Soda is required'),
    flavors: z
      .array(z.object({ flavor: anyOption, quantity: z.string(), unit: z.string() }))
      .min(2, FLAVORS_MESSAGE),
    is_limited_time: z.boolean(),
    limited_time_promo: anyOption,
    is_manual_price: z.boolean(),
    price: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.is_limited_time && values.limited_time_promo.value === 0) {
      ctx.addIssue({ code: 'custom', path: ['limited_time_promo'], message: PROMO_MESSAGE });
    }
    if (values.is_manual_price && isBlank(values.price)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_MESSAGE });
    }
  });

/** The request body: rows with no flavor (value 0) dropped, toggled-off parts sent as null. */
export const menuItemBody = (values: MenuItemValues): MenuItemPayload => ({
  name: values.name,
  soda: optionValue(values.soda),
  flavors: values.flavors
    .filter((row) => row.flavor.value !== 0)
    .map((row) => ({ flavor: row.flavor.value, quantity: row.quantity })),
  limited_time_menu_item: values.is_limited_time
    ? { limited_time_promo: optionValue(values.limited_time_promo) }
    : null,
  price: values.is_manual_price ? { price: values.price } : null,
});

/** Server field names that the form shows under a differently named field. */
export const SERVER_FIELD: Record<string, keyof MenuItemValues> = {
  limited_time_menu_item: 'limited_time_promo',
};
