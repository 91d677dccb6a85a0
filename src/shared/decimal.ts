import { isBlank } from './blank';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_CENTS, MONEY_DECIMALS, toScaledInt } from './money';

/**
 * A decimal sent as a JSON number or a string ("3.50"), parsed to an exact integer of `scale`
 * (cents for money, hundredths for quantities, ten-thousandths for a percent fraction).
 */
export interface DecimalOptions {
  /** Message when the value is missing or blank. */
  required: string;
  /** What the messages call the value, e.g. 'Price'. */
  label: string;
  scale: number;
  /** Allowed range in the scaled integer. */
  min: number;
  max: number;
  /** Message when outside min..max. */
  range?: string;
  /** Message when above max (else `range`). */
  tooLarge?: string;
  /** Message when it is not a number (else '<label> must be a valid number'). */
  invalid?: string;
  /**
   * Take a JSON number as the decimal it reads as (5.000000001 has 9 decimals), not within a
   * binary float's noise of `scale` decimals: money, where a third decimal is an error.
   */
  exact?: boolean;
  /** Message when it has more than `scale` decimals. */
  decimals?: string;
}

/** The scaled integer, or an error message. */
export function parseDecimal(input: unknown, opts: DecimalOptions): number | string {
  if (isBlank(input)) return opts.required;
  let scaled: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return notANumber(opts);
    if (opts.exact) return parseExactNumber(input, opts);
    // A binary float such as 14.3 / 100 = 0.14300000000000002 means 0.143.
    const raw = input * 10 ** opts.scale;
    scaled = Math.round(raw);
    if (Math.abs(raw - scaled) > 1e-6) return tooManyDecimals(opts);
  } else if (typeof input === 'string') {
    const match = /^-?\d*(?:\.(\d*))?$/.exec(input.trim());
    if (!match || !/\d/.test(input)) return notANumber(opts);
    if ((match[1] ?? '').length > opts.scale) return tooManyDecimals(opts);
    scaled = toScaledInt(input, opts.scale);
  } else {
    return notANumber(opts);
  }
  if (scaled > opts.max && opts.tooLarge) return opts.tooLarge;
  if (scaled < opts.min || scaled > opts.max) return opts.range ?? `${opts.label} is out of range`;
  return scaled;
}

/** A JSON number by its shortest decimal text: 17.2 is '17.2'; 1e21 and 1e-7 need no digits read. */
function parseExactNumber(input: number, opts: DecimalOptions): number | string {
  const text = String(input);
  if (!/e/i.test(text)) return parseDecimal(text, opts);
  if (Math.abs(input) < 1) return tooManyDecimals(opts);
  return input < 0
    ? (opts.range ?? notANumber(opts))
    : (opts.tooLarge ?? opts.range ?? notANumber(opts));
}

const notANumber = (opts: DecimalOptions) => opts.invalid ?? `${opts.label} must be a valid number`;
const tooManyDecimals = (opts: DecimalOptions) =>
  opts.decimals ?? `${opts.label} must have at most ${opts.scale} decimal places`;

export const NOT_AN_AMOUNT = 'Enter an amount in dollars';

/** The money rule: 2 decimals at most, 0 (or `min`) up to MAX_AMOUNT_CENTS. */
export const moneyOptions = (opts: { min?: number; range?: string }): DecimalOptions => ({
  label: 'Amount',
  required: 'Required',
  scale: 2,
  min: opts.min ?? 0,
  max: MAX_AMOUNT_CENTS,
  range: opts.range ?? NOT_AN_AMOUNT,
  invalid: NOT_AN_AMOUNT,
  tooLarge: AMOUNT_TOO_LARGE,
  decimals: MONEY_DECIMALS,
  exact: true,
});

/** Typed money (a form's text) by the same rule: its cents, or the message the server would give. */
export const parseMoney = (text: string): number | string => parseDecimal(text, moneyOptions({}));
