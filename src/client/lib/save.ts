import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, FALLBACK_ERROR, fieldErrorMap, setFieldErrors } from './error-body';
import { isNetworkFailure } from './http/network-failure';
import { OFFLINE_ACTION_TEXT } from './http/offline-text';
import { notifyError, notifySuccess } from './toast';

export { fieldErrorMap };

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
  setFieldErrors(fields, setError);
}

interface SaveOptions<T extends FieldValues, R> {
  /** The request, e.g. `() => createSoda(body).unwrap()`. */
  request: () => Promise<R>;
  form: Pick<UseFormReturn<T>, 'reset' | 'setError'>;
  successMessage: string;
  onSuccess?: (result: R) => void;
  /** How success is told: a toast (default), or in place at the till (`notifyInPlace`). */
  notify?: (message: string) => void;
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
    (options.notify ?? notifySuccess)(options.successMessage);
    return result;
  } catch (error) {
    applySaveError(error, options.form.setError);
    return undefined;
  }
}

/**
 * A refused request in words: the server's message, else its field messages, else that the device
 * is offline (no answer came), else the fallback.
 */
export function failureText(error: unknown, separator = '\n'): string {
  const fields = fieldErrorMap(error);
  if (isNetworkFailure(error)) return OFFLINE_ACTION_TEXT;
  return (
    errorMessage(error) ??
    (fields ? Object.values(fields).flat().join(separator) : undefined) ??
    FALLBACK_ERROR
  );
}

/** An error toast with the server's message, that the device is offline, or 'Something went wrong'. */
export const notifyRequestError = (error: unknown) => notifyError(failureText(error));
