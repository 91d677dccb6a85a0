import { describe, expect, it } from 'vitest';
import type { MenuDrink, PublicMenu } from './api';
import {
  describeDrink,
  drinkErrors,
  drinkPayload,
  drinkPriceCents,
  initialValues,
  type DrinkTarget,
} from './drink-rules';

const syrup = { id: 1, name: 'Syrup', uom: { value: 'pump', display: 'Pump' }, price: 0.15 };
const flavor = (id: number, name: string) => ({
  id,
  name,
  flavor_group: syrup,
  sugar_free_available: false,
  sold_out: false,
});
const cups = [
  {
    id: 1,
    size: { value: 16, display: '16 oz' },
    price: 3.5,
    conversion_factor: 1,
    sold_out: true,
  },
  {
    id: 2,
    size: { value: 32, display: '32 oz' },
    price: 4.5,
    conversion_factor: 2,
    sold_out: false,
  },
];
const menu: PublicMenu = {
  location: { id: 7, name: 'Main St', tax_rate: 0, prices_include_tax: false, accepting: true },
  cups,
  sodas: [
    { id: 1, name: 'Coke', sold_out: false },
    { id: 5, name: 'Water (Flat/Sparkling)', sold_out: false },
  ],
  flavors: [flavor(11, 'Cherry'), flavor(12, 'Coconut')],
  menu_items: [],
};
const item = (sodaId: number): MenuDrink => ({
  id: 3,
  name: 'Hey Ma',
  soda: { id: sodaId, name: sodaId === 5 ? 'Water (Flat/Sparkling)' : 'Coke' },
  flavors: [],
  cup_prices: [
    { id: 1, size: cups[0].size, price: 4.4 },
    { id: 2, size: cups[1].size, price: 6.3 },
  ],
  sold_out: false,
});
const custom: DrinkTarget = { kind: 'custom' };

describe('the customer order dialog, by the till rules', () => {
  it('starts on the first cup not sold out, normal soda, no water choice', () => {
    const target: DrinkTarget = { kind: 'menu', item: item(1) };
    expect(initialValues(target, menu)).toMatchObject({ cup: 2, lowSugar: false, water: null });
    expect(drinkErrors(target, initialValues(target, menu))).toEqual({});
  });

  it('starts a water drink low sugar and sparkling, and writes the choice into the note', () => {
    const target: DrinkTarget = { kind: 'menu', item: item(5) };
    const values = { ...initialValues(target, menu), note: ' no ice ' };
    expect(drinkPayload(target, values)).toEqual({
      menu_item: 3,
      cup: 2,
      low_sugar: true,
      note: 'SPARKLING WATER | no ice',
      custom_order__soda: null,
      custom_order_flavors: [],
      flat_or_sparkling: 'sparkling',
    });
  });

  it('needs a soda for a custom drink, and flat or sparkling when the soda is water', () => {
    const values = initialValues(custom, menu);
    expect(drinkErrors(custom, values)).toEqual({ soda: 'Choose a soda' });
    expect(drinkErrors(custom, { ...values, soda: 5 })).toEqual({
      water: 'You need to select flat or sparkling',
    });
    expect(drinkErrors(custom, { ...values, soda: 5, water: 'flat' })).toEqual({});
  });

  it('sends a custom drink with its soda and flavors, and names it as the receipt does', () => {
    const values = { ...initialValues(custom, menu), soda: 1, flavors: [12, 11], lowSugar: true };
    expect(drinkPayload(custom, values)).toMatchObject({
      menu_item: null,
      custom_order__soda: 1,
      custom_order_flavors: [12, 11],
      flat_or_sparkling: null,
    });
    expect(describeDrink(custom, values, menu)).toEqual({
      title: 'Custom Drink: Coke with Coconut and Cherry',
      details: '32 oz · Low sugar',
    });
  });

  it('prices a menu item by the menu; a custom drink is the cup and a unit of each flavor', () => {
    const target: DrinkTarget = { kind: 'menu', item: item(1) };
    expect(drinkPriceCents(target, initialValues(target, menu), menu)).toBe(630);
    const values = { ...initialValues(custom, menu), soda: 1, flavors: [11, 12] };
    // 32 oz: $4.50 + 2 flavors x 1 pump x factor 2 x $0.15.
    expect(drinkPriceCents(custom, values, menu)).toBe(510);
    expect(drinkPriceCents(custom, { ...values, cup: null }, menu)).toBeNull();
  });
});
