import type { ReactNode } from 'react';
import { errorMessage, FALLBACK_ERROR } from './error-body';
import { retryingImport } from './lazy-retrying';

export { errorMessage, FALLBACK_ERROR };

// The toast library loads with the first toast, not with the page (decision 020). Toasts raised
// while it loads keep their order: each waits on the same import.
const toastify = retryingImport(() => import('react-toastify'));

let raised = false;
const listeners = new Set<() => void>();

/** Whether a toast has been raised yet: the container (app/toasts.tsx) mounts from then on. */
export const toastsRaised = () => raised;
export function subscribeToToastsRaised(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function show(kind: 'success' | 'error', message: ReactNode) {
  if (!raised) {
    raised = true;
    listeners.forEach((listener) => listener());
  }
  void toastify().then(({ toast }) => toast[kind](message));
}

/** A message, or a message with a link (the toasts render inside the router). */
export const notifySuccess = (message: ReactNode) => show('success', message);
export const notifyError = (message: string) => show('error', message);

/**
 * Success at the till, shown in place: the order panel flashes the line just added and a
 * sale's result is the next screen, so no toast covers Charge or the menu. The spec's text is still
 * said: it goes to the app shell's polite live region (app/announcer.tsx), replacing the one before.
 */
let announcement: { id: number; text: string } | null = null;
const announcementListeners = new Set<() => void>();
export const currentAnnouncement = () => announcement;
export function subscribeToAnnouncements(listener: () => void) {
  announcementListeners.add(listener);
  return () => void announcementListeners.delete(listener);
}
export function notifyInPlace(text: string) {
  announcement = { id: (announcement?.id ?? 0) + 1, text };
  announcementListeners.forEach((listener) => listener());
}
