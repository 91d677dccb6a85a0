import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a removed checkout item can be brought back. */
export const UNDO_MS = 5000;

/**
 * Removal with Undo: `remove` hides an item at once and sends `send(id)` only after UNDO_MS
 * without `undo`. `flush` sends every waiting removal at once (before paying); leaving the page
 * does too (a keepalive request when the page itself goes away).
 */
export function usePendingDeletes(
  send: (id: number) => Promise<void>,
  keepaliveUrl: (id: number) => string,
) {
  const [pending, setPending] = useState<number[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  const commit = useCallback(async (id: number) => {
    const timer = timers.current.get(id);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.current.delete(id);
    try {
      await sendRef.current(id);
    } finally {
      setPending((ids) => ids.filter((p) => p !== id));
    }
  }, []);

  const remove = useCallback(
    (id: number) => {
      if (timers.current.has(id)) return;
      timers.current.set(
        id,
        setTimeout(() => void commit(id), UNDO_MS),
      );
      setPending((ids) => [...ids, id]);
    },
    [commit],
  );

  const undo = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setPending((ids) => ids.filter((p) => p !== id));
  }, []);

  const flush = useCallback(
    () => Promise.all([...timers.current.keys()].map((id) => commit(id))),
    [commit],
  );

  /** Forgets the waiting removals without sending them (the whole order is going away). */
  const drop = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
  }, []);

  const urlRef = useRef(keepaliveUrl);
  useEffect(() => {
    const onPageHide = () => {
      for (const id of timers.current.keys()) {
        void fetch(urlRef.current(id), {
          method: 'DELETE',
          keepalive: true,
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
        });
      }
      drop();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving checkout inside the app: what waits is sent now.
      void flush().catch(() => undefined);
    };
  }, [flush, drop]);

  return { pending, remove, undo, flush, drop };
}
