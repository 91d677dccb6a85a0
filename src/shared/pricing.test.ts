import { describe, expect, it } from 'vitest';
import {
  amountRefundTaxCents,
  chosenFlavorsInCup,
  itemShares,
  splitCents,
  discountedCents,
  itemPriceCents,
  menuItemCupPriceCents,
  sodaCupKey,
  type FlavorLine,
  type PricedCup,
} from './pricing';

// The reference shop: cups 16 oz $3.50 (factor 1.00) and 32 oz $4.50 (factor 2.00);
// the water soda (id 5) has its own base of $2.75 and $3.00.
const cup16: PricedCup = { id: 1, priceCents: 350, factor: 100 };
const cup32: PricedCup = { id: 2, priceCents: 450, factor: 200 };
const overrides = new Map([
  [sodaCupKey(5, 1), 275],
  [sodaCupKey(5, 2), 300],
]);
const SYRUP = 15;
const PUREE = 30;
const FRUIT = 30;
const CREAM = 30;
const HALF_AND_HALF = 60;

const price = (
  cup: PricedCup,
  sodaId: number,
  recipe: FlavorLine[],
  manualPriceCents: number | null = null,
) => menuItemCupPriceCents({ cup, sodaId, overrides, manualPriceCents, recipe });

describe('menu item cup prices (reference catalogue)', () => {
  // Coco Butter Kisses (Coke): Vanilla syrup x2, Half & Half x1, Raspberry Puree x2.
  const cocoButterKisses: FlavorLine[] = [
    { flavorId: 30, quantity: 200, unitPriceCents: SYRUP },
    { flavorId: 4, quantity: 100, unitPriceCents: HALF_AND_HALF },
    { flavorId: 6, quantity: 200, unitPriceCents: PUREE },
  ];

  it('Coco Butter Kisses: 3.50 + 1.50 = 5.00 and 4.50 + 3.00 = 7.50', () => {
    expect(price(cup16, 1, cocoButterKisses)).toBe(500);
    expect(price(cup32, 1, cocoButterKisses)).toBe(750);
  });

  it('Crazy In Love on the water soda: 2.75 + 1.80 = 4.55 and 3.00 + 3.60 = 6.60', () => {
    // Lavender syrup x4, Vanilla syrup x4, Peach syrup x2, Fresh Lime x1.
    const recipe: FlavorLine[] = [
      { flavorId: 19, quantity: 400, unitPriceCents: SYRUP },
      { flavorId: 30, quantity: 400, unitPriceCents: SYRUP },
      { flavorId: 21, quantity: 200, unitPriceCents: SYRUP },
      { flavorId: 3, quantity: 100, unitPriceCents: FRUIT },
    ];
    expect(price(cup16, 5, recipe)).toBe(455);
    expect(price(cup32, 5, recipe)).toBe(660);
  });

  it('Go Crazy has a manual price of 1.50 scaled by the cup: 5.00 and 7.50, its recipe ignored', () => {
    const recipe: FlavorLine[] = [{ flavorId: 22, quantity: 400, unitPriceCents: SYRUP }];
    expect(price(cup16, 3, recipe, 150)).toBe(500);
    expect(price(cup32, 3, recipe, 150)).toBe(750);
  });

  it('a half quantity rounds once at the end: 1.5 x 0.15 = 0.225 -> 3.50 + 0.225 = 3.73 (half up)', () => {
    expect(price(cup16, 1, [{ flavorId: 9, quantity: 150, unitPriceCents: SYRUP }])).toBe(373);
    // 24 oz cup with factor 1.50: 1.5 x 1.5 x 0.15 = 0.3375 -> 4.00 + 0.34
    expect(
      price({ id: 3, priceCents: 400, factor: 150 }, 1, [
        { flavorId: 9, quantity: 150, unitPriceCents: SYRUP },
      ]),
    ).toBe(434);
  });
});

describe('customized items and custom drinks', () => {
  const recipe: FlavorLine[] = [
    { flavorId: 30, quantity: 200, unitPriceCents: SYRUP },
    { flavorId: 1, quantity: 200, unitPriceCents: CREAM },
  ];

  it('keeps the recipe quantity for recipe flavors and one unit for others, scaled by the cup', () => {
    // Laugh Now Cry Later customized in 32 oz with Vanilla (recipe x2) and Fresh Lime (new):
    // Vanilla 2 x 2 = 4 pumps x 0.15 = 0.60, Lime 1 x 2 = 2 wedges x 0.30 = 0.60 -> 4.50 + 1.20
    const lines = chosenFlavorsInCup(
      [
        { flavorId: 30, unitPriceCents: SYRUP },
        { flavorId: 3, unitPriceCents: FRUIT },
      ],
      recipe,
      cup32,
    );
    expect(lines.map((l) => l.quantity)).toEqual([400, 200]);
    expect(itemPriceCents({ baseCents: 450, cup: cup32, manualPriceCents: null, lines })).toBe(570);
  });

  it('a custom drink on water in 16 oz: 2.75 + Mango Puree 0.30 + Half & Half 0.60 = 3.65', () => {
    const lines = chosenFlavorsInCup(
      [
        { flavorId: 5, unitPriceCents: PUREE },
        { flavorId: 4, unitPriceCents: HALF_AND_HALF },
      ],
      [],
      cup16,
    );
    expect(
      itemPriceCents({
        baseCents: overrides.get(sodaCupKey(5, 1))!,
        cup: cup16,
        manualPriceCents: null,
        lines,
      }),
    ).toBe(365);
  });
});

describe('discounts', () => {
  it('percent discounts multiply by 1 - fraction, rounded to the cent', () => {
    const quarter = {
      percentOrPrice: 'percent' as const,
      percent: 2500,
      priceCents: null,
      cupId: null,
    };
    expect(discountedCents(455, 1, quarter)).toBe(341); // 4.55 x 0.75 = 3.4125
    const free = {
      percentOrPrice: 'percent' as const,
      percent: 10000,
      priceCents: null,
      cupId: null,
    };
    expect(discountedCents(750, 2, free)).toBe(0);
  });

  it('price discounts set the price, and a cup-specific one leaves other cups alone', () => {
    // "Lime Boi's AM Perk": $4.00 for 16 oz only.
    const perk = { percentOrPrice: 'price' as const, percent: null, priceCents: 400, cupId: 1 };
    expect(discountedCents(500, 1, perk)).toBe(400);
    expect(discountedCents(750, 2, perk)).toBe(750);
    expect(discountedCents(750, 2, null)).toBe(750);
    // A 16 oz water drink at $3.35 stays $3.35 under the $4 deal: a discount never raises a price.
    expect(discountedCents(335, 1, perk)).toBe(335);
  });
});

describe('refund shares', () => {
  it('splits cents exactly, the largest remainders first', () => {
    expect(splitCents(78, [500, 470])).toEqual([40, 38]);
    expect(splitCents(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitCents(5, [0, 0])).toEqual([3, 2]);
    expect(splitCents(0, [3, 4])).toEqual([0, 0]);
    for (const [total, weights] of [
      [101, [333, 333, 334]],
      [7, [1, 2, 3, 4]],
      [999, [5]],
    ] as const) {
      expect(splitCents(total, [...weights]).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('gives each item its discounted price and tax share; the shares add up to the order', () => {
    const items = [
      { priceCents: 500, cupId: 1 },
      { priceCents: 470, cupId: 1 },
    ];
    const discount = {
      percentOrPrice: 'percent' as const,
      percent: 1000,
      priceCents: null,
      cupId: null,
    };
    const shares = itemShares({
      items,
      discount,
      stored: { subtotalCents: 970, discountCents: 97, taxCents: 70 },
      pricesIncludeTax: false,
    });
    expect(shares.map((s) => s.chargedCents)).toEqual([450, 423]);
    expect(shares.reduce((sum, s) => sum + s.refundCents, 0)).toBe(873 + 70);
    // The discount changed since the sale: the stored discount is split by price instead.
    const changed = itemShares({
      items,
      discount: { ...discount, percent: 5000 },
      stored: { subtotalCents: 970, discountCents: 97, taxCents: 0 },
      pricesIncludeTax: true,
    });
    expect(changed.reduce((sum, s) => sum + s.chargedCents, 0)).toBe(873);
    expect(changed.every((s) => s.refundCents === s.chargedCents)).toBe(true);
  });

  it('puts the tax share of an amount refund in proportion, never above the tax', () => {
    expect(amountRefundTaxCents(608, { totalCents: 1148, taxCents: 78 })).toBe(41);
    expect(amountRefundTaxCents(1148, { totalCents: 1148, taxCents: 78 })).toBe(78);
    expect(amountRefundTaxCents(100, { totalCents: 0, taxCents: 0 })).toBe(0);
  });
});
