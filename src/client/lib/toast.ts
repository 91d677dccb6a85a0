import { toast } from 'react-toastify';
import { errorMessage, FALLBACK_ERROR } from './error-body';

export { errorMessage, FALLBACK_ERROR };

export const notifySuccess = (message: string) => toast.success(message);
export const notifyError = (message: string) => toast.error(message);

/** An error toast with the server's message, or 'Something went wrong'. */
export const notifyRequestError = (error: unknown) =>
  toast.error(errorMessage(error) ?? FALLBACK_ERROR);
