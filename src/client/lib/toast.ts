import { toast } from 'react-toastify';

export const FALLBACK_ERROR = 'Something went wrong';

export const notifySuccess = (message: string) => toast.success(message);
export const notifyError = (message: string) => toast.error(message);

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

/** An error toast with the server's message, or 'Something went wrong'. */
export const notifyRequestError = (error: unknown) =>
  toast.error(errorMessage(error) ?? FALLBACK_ERROR);
