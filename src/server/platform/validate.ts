import type { z } from 'zod';
import { idFromText } from '../../shared/ids';
import { fieldErrors } from '../../shared/validation';
import { ValidationError, notFound } from './errors';

/** Parses a request body or query with a zod schema, throwing the 400 field map on failure. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

/** A positive integer route id within the id range; anything else is an unknown id (404). */
export function idParam(params: unknown, key = 'id'): number {
  const id = idFromText((params as Record<string, unknown>)[key]);
  if (id === undefined) throw notFound();
  return id;
}
