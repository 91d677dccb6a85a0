import { Suspense, useSyncExternalStore } from 'react';
import { lazyRetrying } from '../lib/lazy-retrying';
import { subscribeToToastsRaised, toastsRaised } from '../lib/toast';

const Toasts = lazyRetrying(async () => (await import('./toasts')).Toasts);

/** The toast container, from the first toast on (toasts raised before it mounts are queued). */
export function ToastHost() {
  const raised = useSyncExternalStore(subscribeToToastsRaised, toastsRaised);
  return raised ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
