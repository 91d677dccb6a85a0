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

/** a / b rounded half up, for a >= 0 and b > 0, in integers only. */
function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** Tax rates are kept in thousandths of a percent: 8.875% -> 8875. */
export const TAX_RATE_SCALE = 1000;

/**
 * The tax on an amount, rounded half up to the cent. Exclusive prices add
 * amount x rate; inclusive prices already hold it: amount x rate / (1 + rate).
 */
export function taxCents(amountCents: number, rateThousandths: number, included: boolean): number {
  if (rateThousandths === 0 || amountCents <= 0) return 0;
  const hundredPercent = 100 * TAX_RATE_SCALE;
  return divideHalfUp(
    amountCents * rateThousandths,
    included ? hundredPercent + rateThousandths : hundredPercent,
  );
}

export interface TaxSetting {
  rateThousandths: number;
  pricesIncludeTax: boolean;
}

export interface OrderTotals {
  /** The items' prices as rung up, before the discount. */
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  /** What the customer pays: subtotal - discount + tax (unless included) + tip. */
  totalCents: number;
}

/**
 * An order's money, once per order: the discount item by item, the tax on the discounted
 * subtotal, then the tip, which is neither taxed nor discounted.
 */
export function orderTotals(opts: {
  items: { priceCents: number; cupId: number }[];
  discount: PricedDiscount | null;
  tax: TaxSetting;
  tipCents: number;
}): OrderTotals {
  const { items, discount } = opts;
  return totalsOfSums({
    subtotalCents: items.reduce((sum, item) => sum + item.priceCents, 0),
    discountedCents: items.reduce(
      (sum, item) => sum + discountedCents(item.priceCents, item.cupId, discount),
      0,
    ),
    tax: opts.tax,
    tipCents: opts.tipCents,
  });
}

/**
 * The same totals from the items' sums before and after the discount (what the checkout screen
 * holds: the server's item prices with and without the chosen discount).
 */
export function totalsOfSums(opts: {
  subtotalCents: number;
  discountedCents: number;
  tax: TaxSetting;
  tipCents: number;
}): OrderTotals {
  const { subtotalCents, discountedCents: discountedSum, tipCents } = opts;
  const tax = taxCents(discountedSum, opts.tax.rateThousandths, opts.tax.pricesIncludeTax);
  return {
    subtotalCents,
    discountCents: subtotalCents - discountedSum,
    taxCents: tax,
    tipCents,
    totalCents: discountedSum + (opts.tax.pricesIncludeTax ? 0 : tax) + tipCents,
  };
}

/** Tip presets of the checkout, in percent of the discounted subtotal: 10% of $4.65 is 47 cents. */
export function tipPercentCents(discountedSubtotalCents: number, percent: number): number {
  return divideHalfUp(discountedSubtotalCents * percent, 100);
}

/**
 * Splits `totalCents` over `weights` in proportion, to the cent and exactly (the shares add up to
 * the total): each share is rounded down, and the cents left go to the largest remainders, the
 * earlier item first on a tie. All weights 0: evenly by the same rule.
 */
export function splitCents(totalCents: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const basis = sum > 0 ? weights : weights.map(() => 1);
  const basisSum = sum > 0 ? sum : weights.length;
  const shares = basis.map((w) => Math.floor((totalCents * w) / basisSum));
  const left = totalCents - shares.reduce((a, b) => a + b, 0);
  const byRemainder = basis
    .map((w, i) => ({ i, remainder: (totalCents * w) % basisSum }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; k < left; k++) shares[byRemainder[k].i] += 1;
  return shares;
}

/** What one item of a paid order gave: its discounted price and its share of the order's tax. */
export interface ItemShare {
  chargedCents: number;
  taxCents: number;
  /** What refunding the item gives back: its price, plus its tax unless prices held it. */
  refundCents: number;
}

/**
 * The share of each item in a paid order's stored figures: the discounted
 * prices with the discount as it is now when they still add up to the stored figures, otherwise
 * the stored discount split over the items in proportion to their prices; the stored tax split
 * in proportion to what each item was charged. Tips belong to no item.
 */
export function itemShares(opts: {
  items: { priceCents: number; cupId: number }[];
  discount: PricedDiscount | null;
  stored: { subtotalCents: number; discountCents: number; taxCents: number };
  pricesIncludeTax: boolean;
}): ItemShare[] {
  const { items, stored } = opts;
  const discountedTotal = stored.subtotalCents - stored.discountCents;
  const current = items.map((item) => discountedCents(item.priceCents, item.cupId, opts.discount));
  const charged =
    current.reduce((a, b) => a + b, 0) === discountedTotal
      ? current
      : splitCents(
          discountedTotal,
          items.map((item) => item.priceCents),
        );
  const taxes = splitCents(stored.taxCents, charged);
  return charged.map((chargedCents, i) => ({
    chargedCents,
    taxCents: taxes[i],
    refundCents: chargedCents + (opts.pricesIncludeTax ? 0 : taxes[i]),
  }));
}

/** The tax inside a refund of an amount: its share of the order's tax, half-up to the cent. */
export function amountRefundTaxCents(
  amountCents: number,
  order: { totalCents: number; taxCents: number },
): number {
  if (order.totalCents <= 0) return 0;
  return Math.min(order.taxCents, divideHalfUp(amountCents * order.taxCents, order.totalCents));
}

/** The goods (after discount) and tax inside `cents` at an exclusive rate: goods + tax = cents. */
function goodsInExclusiveAmount(cents: number, rateThousandths: number): number {
  const hundredPercent = 100 * TAX_RATE_SCALE;
  const estimate = divideHalfUp(cents * hundredPercent, hundredPercent + rateThousandths);
  // The goods whose own tax makes up the rest exactly, when there is one next to the estimate.
  const exact = [estimate, estimate - 1, estimate + 1].find(
    (goods) => goods >= 0 && goods + taxCents(goods, rateThousandths, false) === cents,
  );
  return exact ?? estimate;
}

/** The device's figures of a sale, in cents, when it sent them. */
export interface SoldFigures {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
}

/**
 * The stored split of an amount already paid (an offline sale synced later): the figures the
 * device sold with when they are whole and add up to the paid amount at the location's tax
 * setting, otherwise derived from the paid amount: the tip first, then goods and tax at the
 * location's rate, and the goods against the items' prices (`itemsCents`) give the subtotal and
 * the discount. Either way subtotal - discount + tax (unless included) + tip = paid, to the cent.
 * The caller ensures 0 <= tip <= paid.
 */
export function paidSplit(opts: {
  paidCents: number;
  tipCents: number;
  itemsCents: number;
  tax: TaxSetting;
  sold?: SoldFigures | null;
}): OrderTotals {
  const { paidCents, tipCents, tax, sold } = opts;
  const included = tax.pricesIncludeTax;
  if (sold && soldFiguresAddUp(sold, { paidCents, tipCents, included }))
    return { ...sold, tipCents, totalCents: paidCents };
  const rest = paidCents - tipCents;
  const goods = included ? rest : goodsInExclusiveAmount(rest, tax.rateThousandths);
  const subtotalCents = Math.max(opts.itemsCents, goods);
  return {
    subtotalCents,
    discountCents: subtotalCents - goods,
    taxCents: included ? taxCents(goods, tax.rateThousandths, true) : rest - goods,
    tipCents,
    totalCents: paidCents,
  };
}

function soldFiguresAddUp(
  sold: SoldFigures,
  paid: { paidCents: number; tipCents: number; included: boolean },
): boolean {
  const { subtotalCents, discountCents, taxCents: tax } = sold;
  if (subtotalCents < 0 || discountCents < 0 || tax < 0 || discountCents > subtotalCents)
    return false;
  const goods = subtotalCents - discountCents;
  if (paid.included && tax > goods) return false;
  return goods + (paid.included ? 0 : tax) + paid.tipCents === paid.paidCents;
}
