import type { FieldErrors } from '../../shared/validation';

/** An error with an HTTP status and a `{message}` body, plus `extra` fields when given. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A 400 with the `{field: [messages]}` body the client maps onto its form. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: FieldErrors) {
    super('Validation failed');
  }
}

export const notFound = (what = 'Not found.') => new HttpError(404, what);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (field: string, message: string) =>
  new ValidationError({ [field]: [message] });
