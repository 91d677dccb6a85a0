import { z } from 'zod';
import { isBlank } from './blank';

const BOOLEAN_TEXTS = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

/**
 * The one rule for a boolean in a query string: true/false or 1/0 in any case; blank means the
 * filter is not set; anything else is refused.
 */
export const queryBoolean = z
  .unknown()
  .transform((value, ctx) => {
    if (isBlank(value)) return undefined;
    const parsed =
      typeof value === 'string' ? BOOLEAN_TEXTS.get(value.trim().toLowerCase()) : undefined;
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Expected true or false' });
      return z.NEVER;
    }
    return parsed;
  })
  // An absent key is allowed (zod otherwise insists on a key whose output is not optional).
  .optional()
  .meta({ type: 'string', description: 'true or false (1 or 0); blank means not set' });
