import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { notifyRequestError, notifySuccess } from './toast';

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

/**
 * Maps a failed save onto the form: a field map becomes one error per field (its messages joined by
 * line breaks); anything else becomes an error toast with the server's message or 'Something went wrong'.
 */
export function applySaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormReturn<T>['setError'],
): void {
  const fields = fieldErrorMap(error);
  if (!fields) {
    notifyRequestError(error);
    return;
  }
  for (const [field, messages] of Object.entries(fields)) {
    setError(field as Path<T>, { type: 'server', message: messages.join('\n') });
  }
}

interface SaveOptions<T extends FieldValues, R> {
  /** The request, e.g. `() => createSoda(body).unwrap()`. */
  request: () => Promise<R>;
  form: Pick<UseFormReturn<T>, 'reset' | 'setError'>;
  successMessage: string;
  onSuccess?: (result: R) => void;
  /** Reset the form after success (default true). */
  reset?: boolean;
}

/** Runs a save: on success resets the form, runs the callback, shows the success toast; on failure applySaveError. */
export async function save<T extends FieldValues, R>(
  options: SaveOptions<T, R>,
): Promise<R | undefined> {
  try {
    const result = await options.request();
    if (options.reset !== false) options.form.reset();
    options.onSuccess?.(result);
    notifySuccess(options.successMessage);
    return result;
  } catch (error) {
    applySaveError(error, options.form.setError);
    return undefined;
  }
}
