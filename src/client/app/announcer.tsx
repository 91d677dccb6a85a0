import { useEffect, useState, useSyncExternalStore } from 'react';
import { currentAnnouncement, subscribeToAnnouncements } from '../lib/toast';

/** How long a message stays in the region: long enough to be read out, then it is gone. */
const KEPT_MS = 10_000;

/**
 * The polite live region of the app shell (lib/toast.ts `notifyInPlace`): screen readers say the
 * till's success messages; nothing is drawn. It is always in the page, so a message put in it is
 * announced; each message is a new node (keyed), so the same text twice is said twice.
 */
export function Announcer() {
  const message = useSyncExternalStore(subscribeToAnnouncements, currentAnnouncement);
  const [expired, setExpired] = useState(0);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setExpired(message.id), KEPT_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const shown = message && message.id !== expired ? message : null;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-announcer>
      {shown && <span key={shown.id}>{shown.text}</span>}
    </div>
  );
}
