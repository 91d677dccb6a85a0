/** Exact money helpers: amounts are integer cents inside the system and dollars on the wire. */

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

export const dollarsToCents = (dollars: string | number): number => toScaledInt(dollars, 2);

/** Cents to a JSON number of dollars, e.g. 465 -> 4.65. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** Dollars (number) shown with 2 decimals, e.g. 4.5 -> "4.50". */
export const formatMoney = (dollars: number | string): string => Number(dollars).toFixed(2);

/** Hundredths (quantities, conversion factors) back to a decimal string, e.g. 150 -> "1.50". */
export const hundredthsToString = (value: number): string => (value / 100).toFixed(2);
