import { describe, expect, it } from 'vitest';
import { WATER_SODA_ID } from '@shared/catalogue';
import {
  defaultOrderItemValues,
  orderItemFormSchema,
  toOrderItemPayload,
  type OrderTarget,
} from './order-item-form-schema';

const menuItem: OrderTarget = { menuItemId: 1, menuItemSodaId: 1 };
const waterItem: OrderTarget = { menuItemId: 17, menuItemSodaId: WATER_SODA_ID };
const customDrink: OrderTarget = { menuItemId: null, menuItemSodaId: null };

const messages = (target: OrderTarget, values: ReturnType<typeof defaultOrderItemValues>) => {
  const result = orderItemFormSchema(target).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the order dialog form', () => {
  it('starts water menu items low sugar and sparkling, everything else normal', () => {
    expect(defaultOrderItemValues(waterItem)).toMatchObject({
      low_sugar: 'low_sugar',
      flat_or_sparkling: 'sparkling',
      customize: false,
    });
    expect(defaultOrderItemValues(menuItem)).toMatchObject({
      low_sugar: 'normal',
      flat_or_sparkling: '',
      customize: false,
    });
    expect(defaultOrderItemValues(customDrink)).toMatchObject({
      low_sugar: 'normal',
      flat_or_sparkling: '',
      customize: true,
    });
  });

  it('requires a size and a soda type, and flat or sparkling for a custom water drink', () => {
    const empty = { ...defaultOrderItemValues(customDrink), low_sugar: '' as const };
    expect(messages(customDrink, empty)).toEqual({
      cup: 'You need to select a size',
      low_sugar: 'You need to select a soda type',
    });
    const water = { ...empty, cup: '1', low_sugar: 'normal' as const, custom_order__soda: '5' };
    expect(messages(customDrink, water)).toEqual({
      flat_or_sparkling: 'You need to select flat or sparkling',
    });
    expect(messages(customDrink, { ...water, flat_or_sparkling: 'flat' })).toEqual({});
  });

  it('turns the choices into the POST body of SPEC section 5', () => {
    const values = {
      ...defaultOrderItemValues(customDrink),
      cup: '2',
      custom_order__soda: '5',
      flat_or_sparkling: 'flat' as const,
      note: ' no ice ',
      custom_order_flavors: [3, 7],
    };
    expect(toOrderItemPayload(customDrink, values, 9)).toEqual({
      menu_item: null,
      cup: 2,
      low_sugar: false,
      order__location: 9,
      note: 'FLAT WATER | no ice',
      custom_order__soda: 5,
      custom_order_flavors: [3, 7],
      flat_or_sparkling: 'flat',
    });
  });
});
