import { z } from 'zod';
import { isUnchosen } from './blank';
import { MAX_RECORD_ID } from './catalogue';

/** A record id: a positive PostgreSQL `serial` integer; anything larger names no record. */
export const isRecordId = (value: number) =>
  Number.isSafeInteger(value) && value > 0 && value <= MAX_RECORD_ID;

/** The id a path segment names, in its plain digits only ('07', '+7', '7.0' name none). */
export const idFromText = (text: unknown): number | undefined => {
  const id = Number(text);
  return isRecordId(id) && String(id) === text ? id : undefined;
};

/**
 * A shop location's id: the same number from the location cookie's answer to every request and
 * live channel that names the shop (the cookie route sends it as text; the client reads it once).
 */
export type LocationId = number;

export const UNKNOWN_ID = 'No record has this id';
export const NOT_A_WHOLE_NUMBER = 'Expected a whole number';

/** An id inside JSON (a body or a live frame): a number, never text. */
export const recordIdNumber = () => z.number().int().positive().max(MAX_RECORD_ID, UNKNOWN_ID);

/** Digits (surrounding spaces allowed) become a number; anything else stays for zod to refuse. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/**
 * A required id from a body, a form or a query string: a number or its digits. Missing, blank or 0
 * (a select's empty option) gives `message`; other text gives `message` too when one is given.
 */
export const recordId = (message?: string) =>
  z.preprocess(
    (value) => digitsToNumber(isUnchosen(value) ? undefined : value),
    z
      .number({
        error: message ?? ((issue) => (issue.input === undefined ? undefined : NOT_A_WHOLE_NUMBER)),
      })
      .int()
      .positive()
      .max(MAX_RECORD_ID, UNKNOWN_ID),
  );

/** An optional id filter or reference: blank, null or 0 means none. */
export const optionalRecordId = () =>
  z.preprocess(
    (value) => digitsToNumber(isUnchosen(value) ? undefined : value),
    z
      .number({ error: NOT_A_WHOLE_NUMBER })
      .int()
      .positive()
      .max(MAX_RECORD_ID, UNKNOWN_ID)
      .optional(),
  );

/** An id that may be cleared: blank, null or 0 gives null (for example, removing a discount). */
export const clearableRecordId = () =>
  z.preprocess(
    (value) => (isUnchosen(value) ? null : digitsToNumber(value)),
    recordIdNumber().nullable(),
  );

/** A required dropdown choice: blank or 0 gives `required`; anything but an id is `<label> must be a valid id`. */
export const idField = (required: string, label: string) =>
  z.unknown().transform((input, ctx) => {
    if (isUnchosen(input)) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const id = typeof input === 'string' ? Number(input) : input;
    if (typeof id !== 'number' || !isRecordId(id)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a valid id` });
      return z.NEVER;
    }
    return id;
  });
