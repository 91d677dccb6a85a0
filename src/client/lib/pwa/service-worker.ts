import { onReconnect } from '../connection/connection';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker) {
  waiting = worker;
  listeners.forEach((listener) => listener());
}

/** Whether a new version is installed and waits for the staff's 'Reload'. */
export const updateWaiting = () => waiting !== null;
export function subscribeToUpdate(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A worker installed while another controls the page is a new version, not the first install. */
function watchInstall(worker: ServiceWorker) {
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
  });
}

let registered = false;
/**
 * Registers the offline shell's worker (/sw.js, built by vite-plugin-pwa): once per page, never in
 * the dev server. A till may stay open for days without a navigation, so it also asks for a new
 * version every hour and whenever the connection returns.
 */
export function registerServiceWorker() {
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker.register('/sw.js').then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks workers (Playwright's serviceWorkers: 'block') resolves with none.
      if (!registration) return;
      if (registration.waiting && navigator.serviceWorker.controller)
        setWaiting(registration.waiting);
      if (registration.installing) watchInstall(registration.installing);
      registration.addEventListener('updatefound', () => {
        if (registration.installing) watchInstall(registration.installing);
      });
      const update = () => void registration.update().catch(() => undefined);
      setInterval(update, UPDATE_CHECK_MS);
      onReconnect(update);
    },
    () => undefined, // No worker (private mode, an old browser): the till only cannot start offline.
  );
}

/** The staff pressed 'Reload': the waiting version takes over and the page loads it. */
export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
