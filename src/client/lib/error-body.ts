import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

// Reading error bodies without the toast library, for the sign-in page (entry chunk).

export const FALLBACK_ERROR = 'Something went wrong';

/** The `message` of an error body, if it has one. */
export function errorMessage(error: unknown): string | undefined {
  const data =
    error && typeof error === 'object' && 'data' in error
      ? (error as { data: unknown }).data
      : error;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
    return data.message;
  return undefined;
}

/** An error body `{field: [messages]}` (the server sends them with 400), or null for anything else. */
export function fieldErrorMap(error: unknown): Record<string, string[]> | null {
  if (!error || typeof error !== 'object') return null;
  const data = (error as { data?: unknown }).data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const entries = Object.entries(data);
  const isMap =
    entries.length > 0 &&
    entries.every(([, v]) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
  return isMap ? (data as Record<string, string[]>) : null;
}

/** One form error per field, its messages joined by line breaks. */
export function setFieldErrors<T extends FieldValues>(
  fields: Record<string, string[]>,
  setError: UseFormSetError<T>,
): void {
  for (const [field, messages] of Object.entries(fields)) {
    setError(field as Path<T>, { type: 'server', message: messages.join('\n') });
  }
}
