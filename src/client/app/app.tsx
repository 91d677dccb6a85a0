import { Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { lazyRetrying } from '../lib/lazy-retrying';
import { useSession } from '../lib/state/hooks';
import { startSession } from '../lib/state/session-thunks';
import { AppRoutes, preloadPage } from './router';
import { store } from './store';

const Toasts = lazyRetrying(async () => (await import('./toasts')).Toasts);

/** The toast container from the first sign-in on (toasts raised before it mounts are queued). */
function SignedInToasts() {
  const { isAuthenticated } = useSession();
  const [wanted, setWanted] = useState(false);
  if (isAuthenticated && !wanted) setWanted(true);
  return wanted ? (
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
    void startSession(store.dispatch);
  }, []);

  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <SignedInToasts />
    </Provider>
  );
}
