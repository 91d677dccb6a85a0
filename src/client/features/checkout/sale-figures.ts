import { NOT_AN_AMOUNT, parseMoney } from '@shared/decimal';
import { taxCents, tipPercentCents, type TaxSetting } from '@shared/pricing';
import { CASH_SHORT_MESSAGE, type PaymentMethod } from '@shared/tenders';

/** The tip buttons: a percent of the discounted subtotal, or an amount typed in. */
export const TIP_PERCENTS = [0, 10, 15, 20] as const;
export type TipChoice = (typeof TIP_PERCENTS)[number] | 'custom';

export interface SaleInput {
  /** The items' prices before and after the chosen discount (the server's item prices). */
  subtotalCents: number;
  discountedCents: number;
  tax: TaxSetting;
  tip: TipChoice;
  /** The custom tip as typed, in dollars. */
  customTip: string;
  method: PaymentMethod;
  /** The cash handed over as typed; empty means the exact amount. */
  tendered: string;
}

export interface SaleFigures {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  tenderedCents: number | null;
  changeDueCents: number | null;
  tipError?: string;
  tenderError?: string;
}

/**
 * What the checkout shows and sends, by the server's rules (src/shared/pricing.ts): the tax on the
 * discounted subtotal, an untaxed tip, and for cash the change. The server checks it again.
 */
export function saleFigures(input: SaleInput): SaleFigures {
  const { subtotalCents, discountedCents, tax } = input;
  let tipCents = 0;
  let tipError: string | undefined;
  if (input.tip === 'custom') {
    if (input.customTip.trim() === '') tipCents = 0;
    else {
      const tip = parseMoney(input.customTip);
      if (typeof tip === 'number') tipCents = tip;
      else tipError = tip === NOT_AN_AMOUNT ? 'Enter a tip in dollars' : tip;
    }
  } else tipCents = tipPercentCents(discountedCents, input.tip);
  const taxed = taxCents(discountedCents, tax.rateThousandths, tax.pricesIncludeTax);
  const totalCents = discountedCents + (tax.pricesIncludeTax ? 0 : taxed) + tipCents;
  const figures: SaleFigures = {
    subtotalCents,
    discountCents: subtotalCents - discountedCents,
    taxCents: taxed,
    tipCents,
    totalCents,
    tenderedCents: null,
    changeDueCents: null,
    tipError,
  };
  if (input.method !== 'cash') return figures;
  if (input.tendered.trim() === '')
    return { ...figures, tenderedCents: totalCents, changeDueCents: 0 };
  const tenderedCents = parseMoney(input.tendered);
  if (typeof tenderedCents === 'string') return { ...figures, tenderError: tenderedCents };
  if (tenderedCents < totalCents) return { ...figures, tenderError: CASH_SHORT_MESSAGE };
  return { ...figures, tenderedCents, changeDueCents: tenderedCents - totalCents };
}

/** Quick cash amounts for a total: exact, the next whole dollar, then $5, $10 and $20 when enough. */
export function quickCashCents(totalCents: number): number[] {
  const nextDollar = Math.ceil(totalCents / 100) * 100;
  const amounts = [totalCents, nextDollar, 500, 1000, 2000].filter((cents) => cents >= totalCents);
  return [...new Set(amounts)];
}
