import { z } from 'zod';
import { isBlank } from './blank';
import { toScaledInt } from './money';

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
}

/** The scaled integer, or an error message. */
function parseDecimal(input: unknown, opts: DecimalOptions): number | string {
  if (isBlank(input)) return opts.required;
  let scaled: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return `${opts.label} must be a valid number`;
    // A binary float such as 14.3 / 100 = 0.14300000000000002 means 0.143.
    const raw = input * 10 ** opts.scale;
    scaled = Math.round(raw);
    if (Math.abs(raw - scaled) > 1e-6)
      return `${opts.label} must have at most ${opts.scale} decimal places`;
  } else if (typeof input === 'string') {
    const match = /^-?\d*(?:\.(\d*))?$/.exec(input.trim());
    if (!match || !/\d/.test(input)) return `${opts.label} must be a valid number`;
    if ((match[1] ?? '').length > opts.scale)
      return `${opts.label} must have at most ${opts.scale} decimal places`;
    scaled = toScaledInt(input, opts.scale);
  } else {
    return `${opts.label} must be a valid number`;
  }
  if (scaled < opts.min || scaled > opts.max) return opts.range ?? `${opts.label} is out of range`;
  return scaled;
}

/** A required decimal field giving its scaled integer. */
export const decimalField = (opts: DecimalOptions) =>
  z.unknown().transform((input, ctx) => {
    const result = parseDecimal(input, opts);
    if (typeof result === 'string') {
      ctx.addIssue({ code: 'custom', message: result });
      return z.NEVER;
    }
    return result;
  });

/** An optional decimal field: blank or absent gives null. */
export const optionalDecimalField = (opts: Omit<DecimalOptions, 'required'>) =>
  z
    .unknown()
    .transform((input, ctx) => {
      if (isBlank(input)) return null;
      const result = parseDecimal(input, { ...opts, required: '' });
      if (typeof result === 'string') {
        ctx.addIssue({ code: 'custom', message: result });
        return z.NEVER;
      }
      return result;
    })
    // An absent key is allowed (zod otherwise insists on a key whose output is not optional).
    .optional()
    .transform((value) => value ?? null);
