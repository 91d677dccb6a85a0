import type { OrderDisplay } from '@shared/order-types';
import { useEffect, useRef, useState } from 'react';
import { playChime } from './chime';

const FLASH_MS = 2500;

/**
 * Chimes (when sound is on) and flashes the tickets that newly arrived in the queue. The first
 * queue of a page load is what was already there: it neither chimes nor flashes.
 */
export function useNewOrderAlert(orders: OrderDisplay[] | null): ReadonlySet<number> {
  const seen = useRef<Set<number> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (!orders) return;
    const waiting = orders.filter((o) => !o.is_complete).map((o) => o.id);
    if (!seen.current) {
      seen.current = new Set(waiting);
      return;
    }
    const known = seen.current;
    const arrived = waiting.filter((id) => !known.has(id));
    arrived.forEach((id) => known.add(id));
    if (!arrived.length) return;
    playChime();
    setFresh((current) => new Set([...current, ...arrived]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((current) => new Set([...current].filter((id) => !arrived.includes(id))));
    }, FLASH_MS);
    timers.current.add(timer);
  }, [orders]);

  return fresh;
}
