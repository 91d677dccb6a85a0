/**
 * The one pricing module (docs/BUSINESS_RULES.md "Price of a menu item in a cup", "Custom drinks",
 * "Discounts"). Money in integer cents; quantities and conversion factors in hundredths
 * (1.50 -> 150) so every step is exact integer arithmetic with a single rounding at the end.
 */

export interface PricedCup {
  id: number;
  priceCents: number;
  /** Conversion factor in hundredths: 16 oz = 100, 32 oz = 200. */
  factor: number;
}

/** Per-soda overrides of the cup's base price: `${sodaId}:${cupId}` -> cents. */
export type SodaCupPrices = ReadonlyMap<string, number>;

export const sodaCupKey = (sodaId: number, cupId: number) => `${sodaId}:${cupId}`;

/** base(cup, soda): the cup's price unless the soda has its own price for that cup. */
export function baseCents(cup: PricedCup, sodaId: number, overrides: SodaCupPrices): number {
  return overrides.get(sodaCupKey(sodaId, cup.id)) ?? cup.priceCents;
}

export interface FlavorLine {
  flavorId: number;
  /** Quantity in the 16 oz recipe, hundredths. */
  quantity: number;
  unitPriceCents: number;
}

export interface CupLine {
  flavorId: number;
  /** Quantity in this cup, hundredths. */
  quantity: number;
  unitPriceCents: number;
}

/** Scales a recipe to a cup: quantity x conversion factor. */
export function recipeInCup(recipe: FlavorLine[], cup: PricedCup): CupLine[] {
  return recipe.map((line) => ({ ...line, quantity: (line.quantity * cup.factor) / 100 }));
}

/**
 * The flavors of a customized menu item or custom drink in a cup: a chosen flavor that is in the
 * recipe keeps recipe quantity x factor; any other gets one unit x factor.
 */
export function chosenFlavorsInCup(
  chosen: { flavorId: number; unitPriceCents: number }[],
  recipe: FlavorLine[],
  cup: PricedCup,
): CupLine[] {
  const recipeQuantity = new Map(recipe.map((line) => [line.flavorId, line.quantity]));
  return chosen.map((flavor) => ({
    ...flavor,
    quantity: ((recipeQuantity.get(flavor.flavorId) ?? 100) * cup.factor) / 100,
  }));
}

/** base + (manual price x factor, or the sum of quantity x unit price over the lines). */
export function itemPriceCents(opts: {
  baseCents: number;
  cup: PricedCup;
  manualPriceCents: number | null;
  lines: CupLine[];
}): number {
  const { cup, manualPriceCents, lines } = opts;
  const flavorsCents =
    manualPriceCents !== null
      ? (manualPriceCents * cup.factor) / 100
      : lines.reduce((sum, line) => sum + (line.quantity * line.unitPriceCents) / 100, 0);
  return opts.baseCents + Math.round(flavorsCents);
}

/** The `cup_prices` of a menu item: one price per cup, ordered by size by the caller. */
export function menuItemCupPriceCents(opts: {
  cup: PricedCup;
  sodaId: number;
  overrides: SodaCupPrices;
  manualPriceCents: number | null;
  recipe: FlavorLine[];
}): number {
  return itemPriceCents({
    baseCents: baseCents(opts.cup, opts.sodaId, opts.overrides),
    cup: opts.cup,
    manualPriceCents: opts.manualPriceCents,
    lines: recipeInCup(opts.recipe, opts.cup),
  });
}

export interface PricedDiscount {
  percentOrPrice: 'percent' | 'price';
  /** Fraction in ten-thousandths: 10% -> 1000, 100% -> 10000. */
  percent: number | null;
  priceCents: number | null;
  cupId: number | null;
}

/**
 * The price of one item after a discount; items in other cups keep their price. A price discount
 * sets the item to the discount's price, or keeps the item's own price when that is lower.
 */
export function discountedCents(
  priceCents: number,
  cupId: number,
  discount: PricedDiscount | null,
): number {
  if (!discount) return priceCents;
  if (discount.cupId !== null && discount.cupId !== cupId) return priceCents;
  if (discount.percentOrPrice === 'percent') {
    return Math.round((priceCents * (10000 - (discount.percent ?? 0))) / 10000);
  }
  // A fixed-price deal never makes a drink dearer than its regular price.
  return Math.min(priceCents, discount.priceCents ?? priceCents);
}
