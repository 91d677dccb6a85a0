import { z } from 'zod';
import { recordId, recordIdNumber } from './ids';
import { plainText } from './plain-text';

/** Generic messages of spec section 5 ('Required', 'Expected X, received Y'), used by server and client. */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined || issue.input === null) return 'Required';
      return `Expected ${issue.expected}, received ${Array.isArray(issue.input) ? 'array' : typeof issue.input}`;
    }
    return undefined;
  },
});

export type FieldErrors = Record<string, string[]>;

/** Flattens zod issues into the `{field: [messages]}` map the server answers with on 400. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

export const requiredName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters')
  .check(plainText('Name'));

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .check(plainText('Email'))
  .pipe(z.email({ error: 'Invalid Email' }));
export const passwordSchema = z
  .string()
  .min(6, 'Password must be at least 6 characters long')
  .max(256, 'Password must be at most 256 characters long');

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginPayload = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  first_name: z.string().trim().min(1, 'Required').max(150).check(plainText('First name')),
  last_name: z.string().trim().min(1, 'Required').max(150).check(plainText('Last name')),
  email: emailSchema,
  password: passwordSchema,
});

export const userRolesSchema = z
  .object({
    is_staff: z.boolean(),
    is_admin: z.boolean(),
    is_active: z.boolean(),
    /** The locations a staff member works at; an empty list means every location. */
    locations: z
      .array(recordIdNumber(), {
        error: 'Send a list of location ids.',
      })
      .max(1000),
  })
  .partial()
  .strict();

export const locationSchema = z.object({ name: requiredName });

export const setLocationCookieSchema = z.object({
  locationId: recordId('Select a location'),
});

export { z };
