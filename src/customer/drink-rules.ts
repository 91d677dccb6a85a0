import { WATER_SODA_ID, orderItemName } from '@shared/catalogue';
import {
  FLAT_OR_SPARKLING_REQUIRED,
  SIZE_REQUIRED,
  needsFlatOrSparkling,
  noteWithWater,
} from '@shared/drink-rules';
import { dollarsToCents, toScaledInt } from '@shared/money';
import { chosenFlavorsInCup, itemPriceCents } from '@shared/pricing';
import type { MenuDrink, OrderItem, PublicMenu } from './api';

/** What the order dialog orders: a drink of the menu, or a drink made up by the customer. */
export type DrinkTarget = { kind: 'menu'; item: MenuDrink } | { kind: 'custom' };

export interface DrinkValues {
  cup: number | null;
  lowSugar: boolean;
  soda: number | null;
  flavors: number[];
  water: 'flat' | 'sparkling' | null;
  note: string;
}

export type DrinkErrors = Partial<Record<'cup' | 'soda' | 'water', string>>;
export const SODA_REQUIRED = 'Choose a soda';

/** The cups the drink comes in, with its price in each; sold-out cups marked. */
export function cupChoices(target: DrinkTarget, menu: PublicMenu) {
  const soldOut = new Set(menu.cups.filter((cup) => cup.sold_out).map((cup) => cup.id));
  const cups = target.kind === 'menu' ? target.item.cup_prices : menu.cups;
  return cups.map((cup) => ({ ...cup, sold_out: soldOut.has(cup.id) }));
}

/** The till's defaults: a water drink starts low sugar and sparkling; the first cup on offer. */
export function initialValues(target: DrinkTarget, menu: PublicMenu): DrinkValues {
  const water = target.kind === 'menu' && target.item.soda.id === WATER_SODA_ID;
  return {
    cup: cupChoices(target, menu).find((cup) => !cup.sold_out)?.id ?? null,
    lowSugar: water,
    soda: null,
    flavors: [],
    water: water ? 'sparkling' : null,
    note: '',
  };
}

/** Whether the flat-or-sparkling choice applies (the till's rule). */
export const waterChoiceApplies = (target: DrinkTarget, values: DrinkValues) =>
  target.kind === 'menu'
    ? needsFlatOrSparkling(target.item.soda.id, null)
    : needsFlatOrSparkling(null, values.soda);

export function drinkErrors(target: DrinkTarget, values: DrinkValues): DrinkErrors {
  const errors: DrinkErrors = {};
  if (values.cup === null) errors.cup = SIZE_REQUIRED;
  if (target.kind === 'custom' && values.soda === null) errors.soda = SODA_REQUIRED;
  if (waterChoiceApplies(target, values) && !values.water)
    errors.water = FLAT_OR_SPARKLING_REQUIRED;
  return errors;
}

/** The drink as POST /api/public/orders takes it; the water choice also goes into the note. */
export function drinkPayload(target: DrinkTarget, values: DrinkValues): OrderItem {
  const custom = target.kind === 'custom';
  const water = waterChoiceApplies(target, values) ? values.water : null;
  const customSoda = custom ? values.soda : null;
  return {
    menu_item: custom ? null : target.item.id,
    cup: values.cup ?? 0,
    low_sugar: values.lowSugar,
    note: noteWithWater(values.note.trim(), water, customSoda),
    custom_order__soda: customSoda,
    custom_order_flavors: custom ? values.flavors : [],
    flat_or_sparkling: water,
  };
}

/** The drink's name as the receipt will say it, and its choices in a line. */
export function describeDrink(target: DrinkTarget, values: DrinkValues, menu: PublicMenu) {
  const name = (list: { id: number; name: string }[], id: number | null) =>
    list.find((entry) => entry.id === id)?.name ?? null;
  const title =
    target.kind === 'menu'
      ? target.item.name
      : orderItemName({
          menuItemName: null,
          customSodaName: name(menu.sodas, values.soda),
          flavorNames: values.flavors.map((id) => name(menu.flavors, id) ?? ''),
        });
  const cup = menu.cups.find((entry) => entry.id === values.cup);
  const water = waterChoiceApplies(target, values) ? values.water : null;
  const details = [
    cup?.size.display,
    values.lowSugar ? 'Low sugar' : null,
    water === 'flat' ? 'Flat' : water === 'sparkling' ? 'Sparkling' : null,
    values.note.trim() ? `Note: ${values.note.trim()}` : null,
  ];
  return { title, details: details.filter(Boolean).join(' · ') };
}

/**
 * The price shown before the order is placed, in cents: the menu's price of the item in the cup,
 * or for a drink made up here the cup plus one unit of each flavor (an estimate: a soda may have a
 * price of its own in a cup, which the public menu does not carry). The server prices the order.
 */
export function drinkPriceCents(
  target: DrinkTarget,
  values: DrinkValues,
  menu: PublicMenu,
): number | null {
  if (target.kind === 'menu') {
    const price = target.item.cup_prices.find((cup) => cup.id === values.cup)?.price;
    return price === undefined ? null : dollarsToCents(price);
  }
  const cup = menu.cups.find((entry) => entry.id === values.cup);
  if (!cup) return null;
  const priced = {
    id: cup.id,
    priceCents: dollarsToCents(cup.price),
    factor: toScaledInt(cup.conversion_factor),
  };
  const chosen = menu.flavors
    .filter((flavor) => values.flavors.includes(flavor.id))
    .map((flavor) => ({
      flavorId: flavor.id,
      unitPriceCents: dollarsToCents(flavor.flavor_group.price),
    }));
  const lines = chosenFlavorsInCup(chosen, [], priced);
  return itemPriceCents({
    baseCents: priced.priceCents,
    cup: priced,
    manualPriceCents: null,
    lines,
  });
}
