import type { DiscountPayload } from '@shared/catalogue-schemas';
import {
  DISCOUNT_CUP_MESSAGE,
  DISCOUNT_TYPE_MESSAGE,
  DISCOUNT_VALUE_MESSAGE,
} from '@shared/catalogue-schemas';
import { requiredName, z } from '@shared/validation';
import { emptyOption, optionValue, type SelectOption } from '../../../lib/select';
import { anyOption } from '../shared/form-helpers';

export type DiscountType = 'percent' | 'price';

export interface DiscountValues {
  name: string;
  code: string;
  percent_or_price: DiscountType;
  /** As typed: 25 means 25 % off. */
  percent: string;
  price: string;
  is_cup_specific: boolean;
  cup: SelectOption;
}

export const emptyDiscount = (): DiscountValues => ({
  name: '',
  code: '',
  percent_or_price: 'percent',
  percent: '',
  price: '',
  is_cup_specific: false,
  cup: emptyOption(),
});

const isNumber = (text: string) => /^\d+(\.\d+)?$/.test(text.trim());

/** The form's rules (spec section 5); the server re-checks the sent fraction with discountSchema. */
export const discountFormSchema = z
  .object({
    name: requiredName,
    code: z.string().trim().min(1, 'Code is required'),
    percent_or_price: z.enum(['percent', 'price'], { error: DISCOUNT_TYPE_MESSAGE }),
    percent: z.string(),
    price: z.string(),
    is_cup_specific: z.boolean(),
    cup: anyOption,
  })
  .superRefine((values, ctx) => {
    const field = values.percent_or_price;
    const text = values[field].trim();
    if (text === '')
      ctx.addIssue({ code: 'custom', path: [field], message: DISCOUNT_VALUE_MESSAGE });
    else if (!isNumber(text)) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'Enter a number' });
    } else if (field === 'percent' && Number(text) > 100) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'Percent must be between 0 and 100' });
    }
    if (values.is_cup_specific && values.cup.value === 0) {
      ctx.addIssue({ code: 'custom', path: ['cup'], message: DISCOUNT_CUP_MESSAGE });
    }
  });

/** The request body: only the chosen type's value, the percent as a fraction (typed / 100). */
export function discountBody(values: DiscountValues): DiscountPayload {
  const isPercent = values.percent_or_price === 'percent';
  return {
    name: values.name,
    code: values.code,
    percent_or_price: values.percent_or_price,
    percent: isPercent ? Number(values.percent) / 100 : null,
    price: isPercent ? null : values.price,
    is_cup_specific: values.is_cup_specific,
    cup: values.is_cup_specific ? optionValue(values.cup) : null,
  };
}
