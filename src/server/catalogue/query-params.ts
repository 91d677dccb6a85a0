import { z } from '../../shared/validation';

const BOOLEAN_TEXTS = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

/** Query-string filters: booleans as true/false (any case, or 1/0), ids as positive integers. */
export const booleanParam = z.string().transform((text, ctx) => {
  const value = BOOLEAN_TEXTS.get(text.trim().toLowerCase());
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: 'Expected true or false' });
    return z.NEVER;
  }
  return value;
});

export const idQueryParam = z
  .string()
  .regex(/^\d{1,9}$/, 'Expected a whole number')
  .transform(Number);
