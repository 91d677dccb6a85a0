/** Exact money helpers: amounts are integer cents inside the system and dollars on the wire. */

/**
 * The largest single amount the API accepts anywhere (a price, a tip, a float, a count, a refund):
 * $100,000.00. Far more than a soda shop means, and far inside what the bigint columns and their
 * sums hold, so a mistyped amount is a clear 400, never an overflow.
 */
export const MAX_AMOUNT_CENTS = 10_000_000;
export const AMOUNT_TOO_LARGE = 'Amounts over $100,000.00 are not accepted';
export const MONEY_DECIMALS = 'Use at most 2 decimals';

/** Parses a decimal string or number with up to `scale` fraction digits into an integer of that scale. */
export function toScaledInt(value: string | number, scale = 2): number {
  const text = typeof value === 'number' ? value.toFixed(scale + 2) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === ''))
    throw new Error(`Not a number: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const padded = (fraction + '0'.repeat(scale + 1)).slice(0, scale + 1);
  const raw = Number(whole || '0') * 10 ** scale + Number(padded.slice(0, scale) || '0');
  const rounded = Number(padded[scale]) >= 5 ? raw + 1 : raw;
  return sign === '-' ? -rounded : rounded;
}

/**
 * A tax rate in percent (8.875, as the API sends it, or '8.875' as typed) in thousandths of a
 * percent (pricing.ts TAX_RATE_SCALE), read by its decimal digits: never multiplied as a float (1.005 * 1000 is
 * 1004.9999999999999).
 */
export const taxRateThousandths = (percent: number | string): number => toScaledInt(percent, 3);

export const dollarsToCents = (dollars: string | number): number => toScaledInt(dollars, 2);

/** Cents to a JSON number of dollars, e.g. 465 -> 4.65. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** Dollars (number) shown with 2 decimals, e.g. 4.5 -> "4.50". */
export const formatMoney = (dollars: number | string): string => Number(dollars).toFixed(2);

/** Hundredths (quantities, conversion factors) back to a decimal string, e.g. 150 -> "1.50". */
export const hundredthsToString = (value: number): string => (value / 100).toFixed(2);
