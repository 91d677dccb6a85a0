import { isBlank } from '@shared/blank';
import { NOT_AN_AMOUNT, parseMoney } from '@shared/decimal';
import { tipPercentCents, totalsOfSums, type OrderTotals, type TaxSetting } from '@shared/pricing';
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

export interface SaleFigures extends OrderTotals {
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
  const { tipCents, tipError } = tipOf(input);
  const totals = totalsOfSums({ ...input, tipCents });
  const { totalCents } = totals;
  const figures: SaleFigures = { ...totals, tenderedCents: null, changeDueCents: null, tipError };
  if (input.method !== 'cash') return figures;
  if (isBlank(input.tendered)) return { ...figures, tenderedCents: totalCents, changeDueCents: 0 };
  const tenderedCents = parseMoney(input.tendered);
  if (typeof tenderedCents === 'string') return { ...figures, tenderError: tenderedCents };
  if (tenderedCents < totalCents) return { ...figures, tenderError: CASH_SHORT_MESSAGE };
  return { ...figures, tenderedCents, changeDueCents: tenderedCents - totalCents };
}

/** The tip: a preset's percent of the discounted subtotal, or the typed amount (blank is none). */
function tipOf(input: SaleInput): { tipCents: number; tipError?: string } {
  if (input.tip !== 'custom')
    return { tipCents: tipPercentCents(input.discountedCents, input.tip) };
  if (isBlank(input.customTip)) return { tipCents: 0 };
  const tip = parseMoney(input.customTip);
  if (typeof tip === 'number') return { tipCents: tip };
  return { tipCents: 0, tipError: tip === NOT_AN_AMOUNT ? 'Enter a tip in dollars' : tip };
}

/** Quick cash amounts for a total: exact, the next whole dollar, then $5, $10 and $20 when enough. */
export function quickCashCents(totalCents: number): number[] {
  const nextDollar = Math.ceil(totalCents / 100) * 100;
  const amounts = [totalCents, nextDollar, 500, 1000, 2000].filter((cents) => cents >= totalCents);
  return [...new Set(amounts)];
}
