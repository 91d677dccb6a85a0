import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { startSession } from '../lib/state/session-store';
import { Announcer } from './announcer';
import { AppRoutes, preloadPage } from './router';

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
    <BrowserRouter>
      <AppRoutes />
      <Announcer />
    </BrowserRouter>
  );
}
