import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router';
import { lazyRetrying } from '../lib/lazy-retrying';
import { startSession } from '../lib/state/session-store';
import { subscribeToToastsRaised, toastsRaised } from '../lib/toast';
import { AppRoutes, preloadPage } from './router';

const Toasts = lazyRetrying(async () => (await import('./toasts')).Toasts);

/** The toast container, from the first toast on (toasts raised before it mounts are queued). */
function ToastHost() {
  const raised = useSyncExternalStore(subscribeToToastsRaised, toastsRaised);
  return raised ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** The start-up check runs once per page load. */
let sessionStarted = false;

export function App() {
  useEffect(() => {
    if (sessionStarted) return;
    sessionStarted = true;
    preloadPage(window.location.pathname);
    void startSession();
  }, []);

  return (
    // The toasts inside the router: a toast may carry a link (checkout's 'Print receipt').
    <BrowserRouter>
      <AppRoutes />
      <ToastHost />
    </BrowserRouter>
  );
}
