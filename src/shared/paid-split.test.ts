import { describe, expect, it } from 'vitest';
import { orderTotals, paidSplit, type OrderTotals, type TaxSetting } from './pricing';

const exclusive = (rateThousandths: number): TaxSetting => ({
  rateThousandths,
  pricesIncludeTax: false,
});
const inclusive = (rateThousandths: number): TaxSetting => ({
  rateThousandths,
  pricesIncludeTax: true,
});

/** subtotal - discount + tax (unless included) + tip. */
const addsUp = (t: OrderTotals, tax: TaxSetting) =>
  t.subtotalCents - t.discountCents + (tax.pricesIncludeTax ? 0 : t.taxCents) + t.tipCents;

describe('paidSplit', () => {
  it("keeps the device's figures when they add up to the paid amount", () => {
    const sold = { subtotalCents: 500, discountCents: 105, taxCents: 35 };
    const split = paidSplit({
      paidCents: 480,
      tipCents: 50,
      itemsCents: 700,
      tax: exclusive(8875),
      sold,
    });
    expect(split).toEqual({ ...sold, tipCents: 50, totalCents: 480 });
  });

  it('derives the split when the figures are missing or do not add up', () => {
    const tax = exclusive(8875);
    const derived = paidSplit({ paidCents: 430, tipCents: 0, itemsCents: 500, tax });
    // The checkout of $5.00 with a $3.95 price discount at 8.875%: 395 + 35 = 430.
    expect(derived).toEqual({
      subtotalCents: 500,
      discountCents: 105,
      taxCents: 35,
      tipCents: 0,
      totalCents: 430,
    });
    const sold = { subtotalCents: 500, discountCents: 0, taxCents: 44 };
    expect(paidSplit({ paidCents: 430, tipCents: 0, itemsCents: 500, tax, sold })).toEqual(derived);
    const negative = { subtotalCents: 500, discountCents: -70, taxCents: 0 };
    const split = paidSplit({ paidCents: 570, tipCents: 0, itemsCents: 500, tax, sold: negative });
    expect(split.discountCents).toBeGreaterThanOrEqual(0);
    expect(addsUp(split, tax)).toBe(570);
  });

  it('matches the checkout split for every amount an order can total', () => {
    for (const tax of [exclusive(0), exclusive(7250), exclusive(8875), exclusive(25000)]) {
      for (let goods = 0; goods <= 3000; goods += 7) {
        const totals = orderTotals({
          items: [{ priceCents: goods, cupId: 1 }],
          discount: null,
          tax,
          tipCents: 25,
        });
        const split = paidSplit({
          paidCents: totals.totalCents,
          tipCents: 25,
          itemsCents: goods,
          tax,
        });
        expect(split, `${tax.rateThousandths} ${goods}`).toEqual(totals);
      }
    }
  });

  it('adds up to the cent at inclusive rates and when paid is more than the items', () => {
    for (const tax of [inclusive(8875), exclusive(8875), inclusive(0)]) {
      for (const paidCents of [0, 1, 99, 465, 1234, 100_000]) {
        const split = paidSplit({
          paidCents,
          tipCents: Math.min(paidCents, 20),
          itemsCents: 300,
          tax,
        });
        expect(addsUp(split, tax), `${paidCents}`).toBe(paidCents);
        expect(split.subtotalCents).toBeGreaterThanOrEqual(300);
        expect(split.discountCents).toBeGreaterThanOrEqual(0);
        expect(split.taxCents).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
