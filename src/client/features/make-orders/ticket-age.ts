import { useEffect, useState } from 'react';

/** The current time, updated every `everyMs` (one timer for the whole screen). */
export function useNow(everyMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Whole seconds from `since` (an ISO time) to `now`; 0 for a time in the future or none. */
export const secondsSince = (since: string | null, now: number) =>
  since ? Math.max(0, Math.floor((now - Date.parse(since)) / 1000)) : 0;

/** mm:ss (minutes keep counting past 59). */
export const formatAge = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

export interface TicketThresholds {
  yellow: number;
  red: number;
}

/** The defaults (3 and 6 minutes) until the location's own are loaded. */
export const DEFAULT_THRESHOLDS: TicketThresholds = { yellow: 180, red: 360 };

export type AgeLevel = 'fresh' | 'yellow' | 'red';

export const ageLevel = (seconds: number, { yellow, red }: TicketThresholds): AgeLevel =>
  seconds >= red ? 'red' : seconds >= yellow ? 'yellow' : 'fresh';
