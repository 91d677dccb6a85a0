import { describe, expect, it } from 'vitest';
import { quickCashCents, saleFigures, type SaleInput } from './sale-figures';

const base: SaleInput = {
  subtotalCents: 500,
  discountedCents: 395,
  tax: { rateThousandths: 8875, pricesIncludeTax: false },
  tip: 0,
  customTip: '',
  method: 'cash',
  tendered: '',
};

describe('saleFigures', () => {
  it('taxes the discounted subtotal and takes the exact cash when nothing is typed', () => {
    expect(saleFigures(base)).toMatchObject({
      subtotalCents: 500,
      discountCents: 105,
      taxCents: 35,
      tipCents: 0,
      totalCents: 430,
      tenderedCents: 430,
      changeDueCents: 0,
    });
  });

  it('adds a percent or a typed tip, untaxed, and gives the change', () => {
    expect(saleFigures({ ...base, tip: 15, tendered: '10' })).toMatchObject({
      tipCents: 59, // 15% of 3.95 = 59.25
      totalCents: 489,
      changeDueCents: 511,
    });
    expect(saleFigures({ ...base, tip: 'custom', customTip: '1.5' }).tipCents).toBe(150);
    expect(saleFigures({ ...base, tip: 'custom', customTip: 'lots' }).tipError).toBe(
      'Enter a tip in dollars',
    );
  });

  it('takes typed money by the server rule: 2 decimals, at most $100,000.00, never rounded', () => {
    expect(saleFigures({ ...base, tip: 'custom', customTip: '1.005' }).tipError).toBe(
      'Use at most 2 decimals',
    );
    expect(saleFigures({ ...base, tendered: '21474836.48' }).tenderError).toBe(
      'Amounts over $100,000.00 are not accepted',
    );
    expect(saleFigures({ ...base, tendered: '0.001' }).tenderError).toBe('Use at most 2 decimals');
    expect(saleFigures({ ...base, tendered: '1e3' }).tenderError).toBe(
      'Enter an amount in dollars',
    );
  });

  it('refuses too little cash, and asks no cash for a card', () => {
    expect(saleFigures({ ...base, tendered: '4' }).tenderError).toBe(
      'Cash tendered is less than the amount due.',
    );
    const card = saleFigures({ ...base, method: 'card', tendered: '4' });
    expect(card).toMatchObject({ tenderedCents: null, changeDueCents: null });
    expect(card.tenderError).toBeUndefined();
  });

  it('leaves inclusive tax out of the total', () => {
    const figures = saleFigures({
      ...base,
      tax: { rateThousandths: 8875, pricesIncludeTax: true },
    });
    expect(figures).toMatchObject({ taxCents: 32, totalCents: 395 });
  });
});

describe('quickCashCents', () => {
  it('offers exact, the next dollar and the notes that cover the total, once each', () => {
    expect(quickCashCents(430)).toEqual([430, 500, 1000, 2000]);
    expect(quickCashCents(1200)).toEqual([1200, 2000]);
    expect(quickCashCents(2450)).toEqual([2450, 2500]);
  });
});
