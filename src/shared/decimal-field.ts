import { z } from 'zod';
import { isBlank } from './blank';
import { moneyOptions, parseDecimal, type DecimalOptions } from './decimal';

export { NOT_AN_AMOUNT, type DecimalOptions } from './decimal';

/** The input's scaled integer, or the parser's message as the field's issue. */
function parsed(input: unknown, opts: DecimalOptions, ctx: z.RefinementCtx) {
  const result = parseDecimal(input, opts);
  if (typeof result !== 'string') return result;
  ctx.addIssue({ code: 'custom', message: result });
  return z.NEVER;
}

/** A required decimal field giving its scaled integer. */
export const decimalField = (opts: DecimalOptions) =>
  z.unknown().transform((input, ctx) => parsed(input, opts, ctx));

/** An optional decimal field: blank or absent gives null. */
export const optionalDecimalField = (opts: Omit<DecimalOptions, 'required'>) =>
  z
    .unknown()
    .transform((input, ctx) => {
      if (isBlank(input)) return null;
      return parsed(input, { ...opts, required: '' }, ctx);
    })
    // An absent key is allowed (zod otherwise insists on a key whose output is not optional).
    .optional()
    .transform((value) => value ?? null);

/**
 * Money input, the one rule for every amount the API takes: dollars as a JSON number or a decimal
 * string, at most 2 decimals (a third is a 400, never rounded), from `min` cents up to
 * MAX_AMOUNT_CENTS; parsed to integer cents.
 */
export const moneyField = (opts: { min?: number; range?: string }) =>
  decimalField(moneyOptions(opts));

/** An amount in dollars, 0 or more, as integer cents. */
export const dollars = moneyField({});
/** An amount of at least a cent. */
export const positiveDollars = moneyField({ min: 1, range: 'The amount must be more than $0.00' });
