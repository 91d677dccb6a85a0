import type { Cup, Discount, Flavor, MenuItem } from '@shared/catalogue-types';
import { dollarsToCents, toScaledInt } from '@shared/money';
import {
  baseCents,
  chosenFlavorsInCup,
  itemPriceCents,
  sodaCupKey,
  type PricedCup,
  type PricedDiscount,
  type SodaCupPrices,
} from '@shared/pricing';

/**
 * Prices on the device, by the server's own rules (src/server/catalogue/item-pricing.ts through
 * src/shared/pricing.ts), from the catalogue as the till last received it.
 */
export interface DeviceCatalogue {
  cups: Cup[];
  flavors: Flavor[];
  /** Each soda's cup prices as `/api/sodas/{id}/cup-prices` gave them. */
  sodaCupPrices: {
    sodaId: number;
    prices: { cup: number; price: number; is_soda_price: boolean }[];
  }[];
}

export interface DeviceItemRequest {
  cup: number;
  menuItem: MenuItem | null;
  customSodaId: number | null;
  flavorIds: number[];
}

export const pricedCup = (cup: Cup): PricedCup => ({
  id: cup.id,
  priceCents: dollarsToCents(cup.price),
  factor: toScaledInt(cup.conversion_factor, 2),
});

/** The soda overrides map from each soda's cup-price list (only the soda's own prices count). */
export function sodaOverrides(lists: DeviceCatalogue['sodaCupPrices']): SodaCupPrices {
  const map = new Map<string, number>();
  for (const { sodaId, prices } of lists)
    for (const p of prices)
      if (p.is_soda_price) map.set(sodaCupKey(sodaId, p.cup), dollarsToCents(p.price));
  return map;
}

/**
 * The item's price in cents, or null when the device lacks what it needs (an unknown cup or
 * flavor). A plain menu item takes the server's own `cup_prices`; a customized item or custom drink
 * is priced from the cup, the soda's price and the flavors, as the server does.
 */
export function devicePriceCents(catalogue: DeviceCatalogue, request: DeviceItemRequest) {
  const cup = catalogue.cups.find((c) => c.id === request.cup);
  if (!cup) return null;
  const { menuItem, customSodaId, flavorIds } = request;
  if (menuItem && !customSodaId && flavorIds.length === 0) {
    const listed = menuItem.cup_prices.find((p) => p.id === cup.id);
    return listed ? dollarsToCents(listed.price) : null;
  }
  const sodaId = customSodaId ?? menuItem?.soda.id;
  if (!sodaId) return null;
  const flavors = flavorIds.map((id) => catalogue.flavors.find((f) => f.id === id));
  if (flavors.some((f) => !f)) return null;
  const chosen = (flavors as Flavor[]).map((f) => ({
    flavorId: f.id,
    unitPriceCents: dollarsToCents(f.flavor_group.price),
  }));
  const recipe = (menuItem?.flavors ?? []).map((line) => ({
    flavorId: line.flavor.id,
    quantity: toScaledInt(line.quantity, 2),
    unitPriceCents: dollarsToCents(line.flavor.flavor_group.price),
  }));
  const priced = pricedCup(cup);
  return itemPriceCents({
    baseCents: baseCents(priced, sodaId, sodaOverrides(catalogue.sodaCupPrices)),
    cup: priced,
    manualPriceCents: menuItem?.price ? dollarsToCents(menuItem.price.price) : null,
    lines: chosenFlavorsInCup(chosen, recipe, priced),
  });
}

/** A discount of the catalogue in the pricing module's form (as the server's pricedDiscount). */
export const pricedDiscountOf = (discount: Discount): PricedDiscount => ({
  percentOrPrice: discount.percent_or_price,
  percent: discount.percent === null ? null : toScaledInt(discount.percent, 4),
  priceCents: discount.price === null ? null : dollarsToCents(discount.price),
  cupId: discount.is_cup_specific ? discount.cup : null,
});
