import { describe, expect, it } from 'vitest';
import { orderTotals, taxCents, tipPercentCents, type PricedDiscount } from './pricing';
import { taxRateThousandths } from './money';

// Rates in thousandths of a percent: 8.875% -> 8875.
describe('taxCents', () => {
  it('adds the rate to exclusive prices, rounded half up to the cent', () => {
    expect(taxCents(395, 8875, false)).toBe(35); // 35.05625
    expect(taxCents(200, 7250, false)).toBe(15); // 14.5
    expect(taxCents(30, 5000, false)).toBe(2); // 1.5
    expect(taxCents(10, 5000, false)).toBe(1); // 0.5
    expect(taxCents(9, 5000, false)).toBe(0); // 0.45
    expect(taxCents(1000, 8000, false)).toBe(80);
  });

  it('takes the tax out of inclusive prices: amount x rate / (1 + rate)', () => {
    expect(taxCents(1100, 10000, true)).toBe(100);
    expect(taxCents(395, 8875, true)).toBe(32); // 32.198
    expect(taxCents(5, 25000, true)).toBe(1); // 1.0
    expect(taxCents(3, 25000, true)).toBe(1); // 0.6
    expect(taxCents(2, 25000, true)).toBe(0); // 0.4
  });

  it('is nothing at a 0 rate or on nothing', () => {
    expect(taxCents(465, 0, false)).toBe(0);
    expect(taxCents(465, 0, true)).toBe(0);
    expect(taxCents(0, 8875, false)).toBe(0);
  });
});

describe('taxRateThousandths', () => {
  it('reads a rate by its decimal digits, never through a float product', () => {
    expect(1.005 * 1000).not.toBe(1005);
    expect(taxRateThousandths(1.005)).toBe(1005);
    expect(taxRateThousandths(8.875)).toBe(8875);
    expect(taxRateThousandths('7.25')).toBe(7250);
    expect(taxRateThousandths(0)).toBe(0);
  });
});

describe('orderTotals', () => {
  const items = [
    { priceCents: 465, cupId: 1 },
    { priceCents: 690, cupId: 2 },
  ];
  const tenPercent: PricedDiscount = {
    percentOrPrice: 'percent',
    percent: 1000,
    priceCents: null,
    cupId: null,
  };

  it('taxes the discounted subtotal once and adds an untaxed tip', () => {
    expect(
      orderTotals({
        items,
        discount: tenPercent,
        tax: { rateThousandths: 8875, pricesIncludeTax: false },
        tipCents: 200,
      }),
    ).toEqual({
      subtotalCents: 1155,
      discountCents: 115, // 465 -> 419 (418.5), 690 -> 621
      taxCents: 92, // 1040 x 8.875% = 92.3
      tipCents: 200,
      totalCents: 1040 + 92 + 200,
    });
  });

  it('with inclusive prices the tax is reported but not added', () => {
    const totals = orderTotals({
      items,
      discount: tenPercent,
      tax: { rateThousandths: 8875, pricesIncludeTax: true },
      tipCents: 200,
    });
    expect(totals.taxCents).toBe(85); // 1040 x 8.875 / 108.875 = 84.77
    expect(totals.totalCents).toBe(1040 + 200);
  });

  it('behaves as before at a 0 rate with no tip', () => {
    const totals = orderTotals({
      items,
      discount: null,
      tax: { rateThousandths: 0, pricesIncludeTax: false },
      tipCents: 0,
    });
    expect(totals).toEqual({
      subtotalCents: 1155,
      discountCents: 0,
      taxCents: 0,
      tipCents: 0,
      totalCents: 1155,
    });
  });
});

describe('tipPercentCents', () => {
  it('rounds a percent tip half up to the cent', () => {
    expect(tipPercentCents(465, 10)).toBe(47); // 46.5
    expect(tipPercentCents(465, 15)).toBe(70); // 69.75
    expect(tipPercentCents(465, 20)).toBe(93);
    expect(tipPercentCents(0, 20)).toBe(0);
  });
});
